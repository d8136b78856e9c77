import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { choiceOfUnits, sessionAtom, store } from './app-links';
import { useUnitLabels } from './unit-labels';
import './units-chooser.css';

const loadDialog = () => import('./units-chooser-dialog');
const UnitsChooserDialog = lazy(loadDialog);

/**
 * The user's menu entry for units and dates: shows the units in use (psi · 32nds, bar · mm,
 * kPa · mm) and opens the chooser. Only a signed-in user has units to choose; the dialog's
 * code loads when the pointer or focus reaches the button.
 */
export function UnitsChooser() {
  const { t } = useLingui();
  const { user } = useAtomValue(sessionAtom, { store });
  const labels = useUnitLabels();
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!user) return null;
  const choice = choiceOfUnits({ unitOfMeasurement: user.unit_of_measurement, pressureUnit: user.pressure_unit ?? (user.unit_of_measurement === 'metric' ? 'bar' : 'psi') });
  const summary = labels[choice].short;
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const preload = () => void loadDialog();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="units-chooser__trigger"
        aria-label={t`Units and dates: ${summary}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <svg className="units-chooser__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 8h18v8H3zM7 8v4M11 8v3M15 8v4M19 8v3" />
        </svg>
        <span>{summary}</span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <UnitsChooserDialog current={choice} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
