import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import { undoTireReplaceLocally, type RemovedTireRecord, type TireReadingRecord, type UnitInspectionRecord } from '../../data';
import { useFieldWrite, urlIdOf } from '../../state';
import type { Units } from '../../../../lib/units';
import { PhotoStrip } from '../images/photo-strip';
import { ConfirmDialog } from '../shared/confirm-dialog';
import type { InspectionLookups } from '../shared/use-survey-data';

/** Replacing a tire is rare on a survey: its form (removal reasons, the new tire) loads when first opened. */
const ReplaceTireDialog = lazyDialog(() => import('../removed-tires/replace-tire-dialog').then((module) => module.ReplaceTireDialog), (props) => props.reading !== null);

export interface PositionExtrasProps {
  reading: TireReadingRecord | null;
  inspection: UnitInspectionRecord;
  removal: RemovedTireRecord | null;
  lookups: InspectionLookups;
  units: Units;
  readOnly: boolean;
  surveyUrlId: string;
}

/** Below a position's reading: its tire's photos, replacing the tire and undoing that. */
export function PositionExtras({ reading, inspection, removal, lookups, units, readOnly, surveyUrlId }: PositionExtrasProps) {
  const { t } = useLingui();
  const write = useFieldWrite();
  const [replacing, setReplacing] = useState(false);
  const [undoing, setUndoing] = useState(false);

  if (!reading) {
    return <p className="fsi-form-note">{t`Save a reading for this position to add photos or replace its tire.`}</p>;
  }
  return (
    <div className="fsi-position-extras">
      <PhotoStrip inspectionLocalId={inspection.localId} tireLocalId={reading.localId} readOnly={readOnly} title={t`Tire photos`} />
      <Link
        className="fsi-text-link"
        to="/reports/surveys/$surveyId/tire/$tireId/images"
        params={{ surveyId: surveyUrlId, tireId: reading.tireServerId !== null ? String(reading.tireServerId) : urlIdOf(reading) }}
      >
        {t`All photos of this tire`}
      </Link>
      {!readOnly && (
        <div className="fs-actions">
          <Button variant="secondary" data-action="replace-tire" onPress={() => setReplacing(true)}>
            {t`Replace tire`}
          </Button>
          {removal && (
            <Button variant="secondary" onPress={() => setUndoing(true)}>
              {t`Undo replace`}
            </Button>
          )}
        </div>
      )}
      <ReplaceTireDialog reading={replacing ? reading : null} lookups={lookups} units={units} onClose={() => setReplacing(false)} />
      <ConfirmDialog
        isOpen={undoing && removal !== null}
        title={t`Undo the replacement?`}
        confirmLabel={t`Undo replace`}
        onClose={() => setUndoing(false)}
        onConfirm={() => write((db) => undoTireReplaceLocally(db, removal!.localId))}
      >
        <p>{t`The removed tire goes back on this position with its earlier reading, and the removal record is deleted.`}</p>
      </ConfirmDialog>
    </div>
  );
}
