import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A region that scrolls sideways when its table is wider than the screen, with a cue at the edge
 * that hides more columns: a shade, and a line saying so while columns are out of sight on the
 * right. Keyboard users reach the scroll through the region's tab stop.
 */
export function ScrollRegion({ labelledBy, className, children }: { labelledBy: string; className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    const update = () => {
      const hidden = region.scrollWidth - region.clientWidth;
      const left = region.scrollLeft > 1;
      const right = hidden - region.scrollLeft > 1;
      setMore((current) => (current.left === left && current.right === right ? current : { left, right }));
    };
    // No measure on mount: reading the widths there forces a layout per table while the page is
    // still being built. The observer's first report, after layout, measures each once.
    region.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    return () => {
      region.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  return (
    <>
      <div className="scroll-cue" data-more-left={more.left || undefined} data-more-right={more.right || undefined}>
        <div ref={ref} className={className} tabIndex={0} role="region" aria-labelledby={labelledBy}>
          {children}
        </div>
      </div>
      {more.right ? (
        <p className="scroll-cue-hint" aria-hidden="true">
          <Trans>Scroll sideways for more columns →</Trans>
        </p>
      ) : null}
    </>
  );
}
