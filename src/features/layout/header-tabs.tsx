import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AppSetup } from './app-links';
import { MenuLink } from './menu-link';
import type { LinkContext } from './outbound-url';

interface HeaderTabsProps {
  tabs: AppSetup['header_content']['tabs'];
  context: LinkContext;
  onNavigate: () => void;
}

/**
 * The header's menu tabs (spec 1 §2): all collapsed at start; a tab opens on click or Enter,
 * one at a time; Escape or a click elsewhere closes it.
 */
export function HeaderTabs({ tabs, context, onNavigate }: HeaderTabsProps) {
  const [open, setOpen] = useState<number | null>(null);
  const rootRef = useRef<HTMLUListElement>(null);
  const baseId = useId();

  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return;
    event.stopPropagation();
    rootRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${open}"]`)?.focus();
    setOpen(null);
  };

  const navigated = () => {
    setOpen(null);
    onNavigate();
  };

  if (tabs.length === 0) return null;
  return (
    <ul className="header-tabs" ref={rootRef} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const panelId = `${baseId}-tab-${index}`;
        const expanded = open === index;
        return (
          <li key={`${tab.name}-${index}`} className="header-tab">
            <button type="button" className="header-tab-button" data-tab={index} aria-expanded={expanded} aria-controls={panelId} onClick={() => setOpen(expanded ? null : index)}>
              {tab.name}
              <svg className="chevron" aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
                <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            </button>
            <ul id={panelId} className="header-tab-panel" hidden={!expanded}>
              {tab.links.map((link, linkIndex) => (
                <li key={`${link.url}-${linkIndex}`}>
                  <MenuLink link={link} context={context} className="header-tab-link" onNavigate={navigated} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
