import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { saveUnitLocally } from '../../data/unit-repository';
import { useFieldWrite, useLocalUnit, useOnline } from '../../state';
import { useRefreshUnit } from '../../api/units';
import { FieldPage } from '../shared/field-page';
import { LocationHeader } from '../shared/location-header';
import { SyncBadge } from '../shared/sync-badge';
import { pendingMarker } from '../shared/list-merge';
import { ErrorState, LoadingState, Note } from '../shared/states';
import { fieldsFromForm, formFromData } from './unit-form-model';
import { UnitFormView } from './unit-form';

/**
 * /locations/$locationId/units/edit-$unitId (a local or server id). With signal the device's
 * copy is refreshed first, so the edit is based on the server's current version; if someone
 * else changes the unit meanwhile, the server refuses the send and the sync panel shows both.
 */
export function EditUnitPage({ locationId, unitParam }: { locationId: number; unitParam: string }) {
  const { t } = useLingui();
  return (
    <FieldPage title={t`Edit unit`}>
      <LocationHeader locationId={locationId} showOffline={false} />
      <div className="fs-section">
        <EditUnit locationId={locationId} unitParam={unitParam} />
      </div>
    </FieldPage>
  );
}

function EditUnit({ locationId, unitParam }: { locationId: number; unitParam: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const write = useFieldWrite();
  const online = useOnline();
  const unit = useLocalUnit(unitParam);
  const numericParam = /^\d+$/.test(unitParam) ? Number(unitParam) : null;
  // Only a copy without unsent changes is refreshed; unsent edits are never overwritten.
  const refreshId = unit === undefined ? null : unit === null ? numericParam : unit.syncState === 'synced' && unit.serverId !== null ? Number(unit.serverId) : null;
  const refresh = useRefreshUnit(refreshId);

  if (unit === undefined || (online && refreshId !== null && refresh.isPending && refresh.fetchStatus !== 'idle')) return <LoadingState />;
  if (unit === null || unit.deleted) {
    return <ErrorState title={<Trans>This unit is not on this device.</Trans>} message={online ? <Trans>The server does not know it either.</Trans> : <Trans>Open it once with signal to edit it offline.</Trans>} />;
  }
  const back = () => navigate({ to: '/locations/$locationId/dashboard', params: { locationId: String(locationId) }, hash: 'units' });
  const partial = !('dot' in unit.data) && unit.serverId !== null;

  return (
    <UnitFormView
      // A refreshed server version restarts the form from it.
      key={`${unit.localId}:${unit.serverVersion ?? 'new'}`}
      locationId={unit.locationId}
      initial={formFromData(unit.data)}
      ownLocalId={unit.localId}
      ownServerId={unit.serverId === null ? null : Number(unit.serverId)}
      survey={null}
      allowCopy={false}
      submitLabel={t`Save changes`}
      notice={
        <>
          {pendingMarker(unit) && (
            <Note tone="warning">
              <SyncBadge marker={pendingMarker(unit)} /> <Trans>This unit has changes not yet on the server; saving adds to them.</Trans>
            </Note>
          )}
          {partial && (
            <Note tone="warning">
              <Trans>Only the list details of this unit are on this device; fields not shown filled will be saved empty. Edit it with signal to be safe.</Trans>
            </Note>
          )}
        </>
      }
      onCancel={() => void back()}
      onSubmit={async (form) => {
        await write((db) => saveUnitLocally(db, { localId: unit.localId, locationId: unit.locationId, data: { ...unit.data, ...fieldsFromForm(form) } }));
        await back();
      }}
    />
  );
}
