import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { saveUploadedUnitsLocally } from '../../data/unit-repository';
import { useFieldSync, useFieldWrite, useUploadedUnits } from '../../state';
import { FieldPage } from '../shared/field-page';
import { LocationHeader } from '../shared/location-header';
import { ErrorState, LoadingState, Note } from '../shared/states';
import { fieldsFromForm, formFromData } from './unit-form-model';
import { UnitFormView } from './unit-form';

/** /locations/$locationId/units/edit?dbId=: fix an imported row kept on the device, then save it as a unit. */
export function EditUploadedUnitPage({ locationId, dbId }: { locationId: number; dbId: string | null }) {
  const { t } = useLingui();
  return (
    <FieldPage title={t`Fix imported unit`}>
      <LocationHeader locationId={locationId} showOffline={false} />
      <div className="fs-section">
        <EditUploaded locationId={locationId} dbId={dbId} />
      </div>
    </FieldPage>
  );
}

function EditUploaded({ locationId, dbId }: { locationId: number; dbId: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const write = useFieldWrite();
  const store = useFieldSync()?.storage.uploadedUnits ?? null;
  const staged = useUploadedUnits(locationId);
  if (!staged) return <LoadingState />;
  const unit = staged.find((u) => u.db_id === dbId);
  if (!unit) return <ErrorState title={<Trans>This imported row is no longer waiting.</Trans>} message={<Trans>It was saved or discarded already.</Trans>} />;
  const errors = Array.isArray(unit.import_errors) ? (unit.import_errors as string[]) : [];
  const back = () => navigate({ to: '/locations/$locationId/dashboard', params: { locationId: String(locationId) }, hash: 'units' });

  return (
    <UnitFormView
      locationId={locationId}
      initial={formFromData(unit)}
      ownLocalId={null}
      ownServerId={null}
      survey={null}
      allowCopy
      submitLabel={t`Save unit`}
      notice={
        errors.length > 0 && (
          <Note tone="warning">
            <Trans>The server refused this row:</Trans> {errors.join('; ')}
          </Note>
        )
      }
      onCancel={() => void back()}
      onSubmit={async (form) => {
        // The fixed values go into the store first, so the save takes them from there.
        const { import_errors: _errors, import_row: _row, ...rest } = unit;
        await store?.putMany([{ ...rest, ...fieldsFromForm(form), db_id: unit.db_id, location_id: locationId }]);
        await write((db) => saveUploadedUnitsLocally(db, locationId, [unit.db_id]));
        await back();
      }}
    />
  );
}
