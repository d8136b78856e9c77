import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { LEVEL_LABEL, ROLE_LABEL } from './labels';
import { endsMismatch, hasMismatch, LEVEL_GLYPH, sideMismatch, type MeasuredReading, type Mismatch, type WheelStatus } from './levels';
import type { DiagramAxle, WheelSlot } from './layout';
import './axle-diagram.css';

export interface WheelView {
  status: WheelStatus;
  reading: MeasuredReading | null;
  /** Saved on this device, not on the server yet. */
  unsent: boolean;
}

export interface AxleDiagramProps {
  axles: DiagramAxle[];
  wheels: ReadonlyMap<string, WheelView>;
  selectedKey: string | null;
  onSelect: (wheel: WheelSlot) => void;
  /** The unit number, for the diagram's name. */
  unitNumber: string;
}

/**
 * The unit seen from above, front at the top: one row per axle, the left side's wheels, the
 * axle, the right side's wheels. Every wheel is a large button in walking order, coloured by its
 * worst exception and also marked with a glyph and a word.
 */
export function AxleDiagram({ axles, wheels, selectedKey, onSelect, unitNumber }: AxleDiagramProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  // The wheel being read stays in sight, also above the bottom sheet (scroll-margin in the CSS).
  // At the next frame: scrolling measures the page, which inside the commit that built it would
  // lay the whole screen out in the same task (110 ms of a first load, before any slowdown).
  useEffect(() => {
    if (!selectedKey) return;
    const frame = requestAnimationFrame(() => {
      ref.current?.querySelector(`[data-position="${selectedKey}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedKey]);
  return (
    <div ref={ref} className="fsi-axle-diagram" role="group" aria-label={t`Tire positions of unit ${unitNumber}`}>
      <div className="fsi-axle-diagram-front" aria-hidden="true">
        {t`Front`}
      </div>
      {axles.map((axle) => (
        <AxleRow key={axle.axle_number} axle={axle} wheels={wheels} selectedKey={selectedKey} onSelect={onSelect} />
      ))}
    </div>
  );
}

function AxleRow({ axle, wheels, selectedKey, onSelect }: { axle: DiagramAxle } & Pick<AxleDiagramProps, 'wheels' | 'selectedKey' | 'onSelect'>) {
  const { t, i18n } = useLingui();
  const readingOf = (wheel: WheelSlot) => wheels.get(wheel.key)?.reading ?? null;
  const left = axle.dual ? sideMismatch(axle.left.map(readingOf)) : null;
  const right = axle.dual ? sideMismatch(axle.right.map(readingOf)) : null;
  const across = endsMismatch(axle.left.map(readingOf), axle.right.map(readingOf));
  const axleNumber = axle.axle_number;
  return (
    <div className="fsi-axle-row" data-lift={axle.is_lift ? '' : undefined} data-dual={axle.dual ? '' : undefined}>
      <div className="fsi-axle-side fsi-axle-side-left">
        {axle.left.map((wheel) => (
          <Wheel key={wheel.key} wheel={wheel} view={wheels.get(wheel.key)} selected={wheel.key === selectedKey} onSelect={onSelect} />
        ))}
        {hasMismatch(left) && <MismatchMark mismatch={left!} kind="dual" />}
      </div>
      <div className="fsi-axle-hub">
        <span className="fsi-axle-hub-name">{t`Axle ${axleNumber}`}</span>
        <span className="fsi-axle-hub-class" data-role={axle.role}>
          {i18n._(ROLE_LABEL[axle.role])}
        </span>
        {axle.is_lift && <span className="fsi-axle-lift-badge">{t`Lift`}</span>}
        {hasMismatch(across) && <MismatchMark mismatch={across} kind="axle" />}
      </div>
      <div className="fsi-axle-side fsi-axle-side-right">
        {hasMismatch(right) && <MismatchMark mismatch={right!} kind="dual" />}
        {axle.right.map((wheel) => (
          <Wheel key={wheel.key} wheel={wheel} view={wheels.get(wheel.key)} selected={wheel.key === selectedKey} onSelect={onSelect} />
        ))}
      </div>
    </div>
  );
}

function Wheel({ wheel, view, selected, onSelect }: { wheel: WheelSlot; view: WheelView | undefined; selected: boolean; onSelect: (wheel: WheelSlot) => void }) {
  const { t, i18n } = useLingui();
  const status = view?.status;
  const level = status?.overall ?? 'unknown';
  // The visible words are the button's name, with hidden words between them for a screen reader.
  return (
    <button
      type="button"
      className="fsi-wheel"
      data-level={level}
      data-position={wheel.key}
      data-selected={selected ? '' : undefined}
      aria-pressed={selected}
      onClick={() => onSelect(wheel)}
    >
      <span className="fsi-wheel-label">
        <span className="visually-hidden">{t`Position`} </span>
        {wheel.label}
      </span>
      <span className="fsi-wheel-value fsi-wheel-pressure">
        <span className="visually-hidden">{t`pressure`} </span>
        {status?.pressureText || '—'}
      </span>
      <span className="fsi-wheel-value fsi-wheel-tread">
        <span className="visually-hidden">{t`tread`} </span>
        {status?.treadText || '—'}
      </span>
      {status?.ageYears != null && <WheelAge years={status.ageYears} level={status.age} />}
      <span className="fsi-wheel-level">
        <span className="fsi-wheel-glyph" aria-hidden="true">
          {LEVEL_GLYPH[level]}
        </span>
        {i18n._(LEVEL_LABEL[level])}
      </span>
      {view?.unsent && (
        <span className="fsi-wheel-unsent" title={t`Not sent yet`}>
          <span className="visually-hidden">{t`not sent yet`}</span>
        </span>
      )}
    </button>
  );
}

/** The tire's age from its DOT code, marked when it is a warning or critical by the location's rule. */
function WheelAge({ years, level }: { years: number; level: WheelStatus['age'] }) {
  const { t, i18n } = useLingui();
  const flagged = level === 'warning' || level === 'critical';
  return (
    <span className="fsi-wheel-value fsi-wheel-age" data-level={level}>
      <span className="visually-hidden">{t`tire age`} </span>
      {t`${years} yr`}
      {flagged && (
        <>
          {' '}
          <span aria-hidden="true">{LEVEL_GLYPH[level]}</span>
          <span className="visually-hidden"> {i18n._(LEVEL_LABEL[level])}</span>
        </>
      )}
    </span>
  );
}

function MismatchMark({ mismatch, kind }: { mismatch: Mismatch; kind: 'dual' | 'axle' }) {
  const { t } = useLingui();
  const what = [mismatch.tread ? t`tread` : null, mismatch.pressure ? t`pressure` : null].filter(Boolean).join(', ');
  const text = kind === 'dual' ? t`Dual mismatch: ${what}` : t`Axle mismatch: ${what}`;
  return (
    <span className={`fsi-mismatch-mark fsi-mismatch-${kind}`} role="img" aria-label={text} title={text}>
      ≠
    </span>
  );
}
