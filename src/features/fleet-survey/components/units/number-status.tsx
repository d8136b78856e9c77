import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { SurveyRecord, UnitRecord } from '../../data/types';
import type { NumberCheck } from './use-number-check';

/** What the number check found, under the unit number field. */
export function NumberStatus({ check, survey, onUseExisting }: { check: NumberCheck; survey: SurveyRecord | null; onUseExisting?: (unit: UnitRecord) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  switch (check.state) {
    case 'empty':
      return null;
    case 'checking':
      return <Trans>Checking the number…</Trans>;
    case 'free':
      return <Trans>This number is free.</Trans>;
    case 'free-locally':
      return <Trans>Free among the units on this device; the server checks again when it is sent.</Trans>;
    case 'taken':
      if (check.inSurvey) return <Trans>This unit is already in the survey.</Trans>;
      if (survey && onUseExisting && check.localUnit) {
        const unit = check.localUnit;
        return (
          <>
            <Trans>A unit with this number exists.</Trans>{' '}
            <button
              type="button"
              className="fs-link-button fs-inline-action"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void onUseExisting(unit).finally(() => setBusy(false));
              }}
            >
              <Trans>Add the existing unit to the survey</Trans>
            </button>
          </>
        );
      }
      return check.where === 'device' ? <Trans>A unit on this device already has this number.</Trans> : <Trans>The server already has a unit with this number here.</Trans>;
  }
}
