import { useLingui } from '@lingui/react/macro';
import { replaceTireLocally, type TireReadingRecord } from '../../data';
import { useFieldWrite } from '../../state';
import type { Units } from '../../../../lib/units';
import { positionLabel } from '../axle-diagram/layout';
import { FormDialog } from '../shared/form-dialog';
import type { InspectionLookups } from '../shared/use-survey-data';
import { writeErrorMessage } from '../shared/write-error';
import { RemovalForm } from './removal-form';

/**
 * Takes the position's tire off and mounts a new one, on the device: the removal keeps the old
 * reading (so an undo can restore it) and the position starts again without readings.
 */
export function ReplaceTireDialog({ reading, lookups, units, onClose }: { reading: TireReadingRecord | null; lookups: InspectionLookups; units: Units; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const write = useFieldWrite();
  const label = reading ? positionLabel(reading.data) : '';
  return (
    <FormDialog isOpen={reading !== null} title={t`Replace tire at ${label}`} onClose={onClose} wide>
      {reading && (
        <RemovalForm
          mode="replace"
          initial={{ tread_depth_mm: reading.data.tread_depth_mm ?? null, wear_condition_ids: reading.data.wear_condition_ids ?? [] }}
          lookups={lookups}
          units={units}
          formId={`replace-${reading.localId}`}
          onCancel={onClose}
          onSubmit={async (removal, newTire) => {
            try {
              await write((db) => replaceTireLocally(db, { readingLocalId: reading.localId, removal, newTire: newTire ?? {} }));
            } catch (error) {
              throw new Error(i18n._(writeErrorMessage(error)), { cause: error });
            }
            onClose();
          }}
        />
      )}
    </FormDialog>
  );
}
