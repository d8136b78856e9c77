import { useLingui } from '@lingui/react/macro';

/** The position read just before this one in walking order, with its values as shown on its wheel. */
export interface PreviousReading {
  label: string;
  pressureText: string;
  treadText: string;
}

/**
 * What the technician checks while typing, kept in the editor's head so it never scrolls away
 * in the tablet's bottom sheet: the position's target pressure and the previous position's values.
 */
export function EntryContext({ targetPressure, previous }: { targetPressure: string | null; previous: PreviousReading | null }) {
  const { t } = useLingui();
  const previousLabel = previous?.label ?? '';
  return (
    <dl className="fsi-entry-context">
      <div data-context="target">
        <dt>{t`Target pressure`}</dt>
        <dd>{targetPressure ?? t`No spec`}</dd>
      </div>
      {previous && (
        <div data-context="previous">
          <dt>{t`Previous ${previousLabel}`}</dt>
          <dd>{[previous.pressureText || '—', previous.treadText || '—'].join(' · ')}</dd>
        </div>
      )}
    </dl>
  );
}
