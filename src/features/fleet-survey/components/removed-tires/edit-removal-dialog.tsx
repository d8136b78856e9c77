import { useLingui } from '@lingui/react/macro';
import { updateRemovedTireLocally, type RemovedTireRecord } from '../../data';
import { useFieldWrite } from '../../state';
import type { Units } from '../../../../lib/units';
import { positionLabel } from '../axle-diagram/layout';
import { FormDialog } from '../shared/form-dialog';
import type { InspectionLookups } from '../shared/use-survey-data';
import { writeErrorMessage } from '../shared/write-error';
import { RemovalForm } from './removal-form';

export function EditRemovalDialog({ removed, lookups, units, onClose }: { removed: RemovedTireRecord | null; lookups: InspectionLookups; units: Units; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const write = useFieldWrite();
  const label = removed ? positionLabel(removed.data) : '';
  return (
    <FormDialog isOpen={removed !== null} title={t`Removed tire at ${label}`} onClose={onClose} wide>
      {removed && (
        <RemovalForm
          mode="edit"
          initial={removed.data}
          lookups={lookups}
          units={units}
          formId={`removal-${removed.localId}`}
          onCancel={onClose}
          onSubmit={async (removal) => {
            try {
              await write((db) => updateRemovedTireLocally(db, removed.localId, removal));
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
