import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import { reasonName } from '../../../../lib/reason-names';
import { deleteRemovedTireLocally, type RemovedTireRecord } from '../../data';
import { useFieldWrite } from '../../state';
import { positionLabel } from '../axle-diagram/layout';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { SyncNote } from '../shared/sync-note';
import { useInspectionLookups, useRemovedTires, useUnitNumbers, useUserUnits } from '../shared/use-survey-data';
import { RemovedTiresDownloads } from './removed-tires-downloads';
import '../shared/inspection.css';
import './removed-tires.css';

/** The removal's form loads when a removal is first edited. */
const EditRemovalDialog = lazyDialog(() => import('./edit-removal-dialog').then((module) => module.EditRemovalDialog), (props) => props.removed !== null);

export interface RemovedTiresListProps {
  surveyLocalId: string;
  surveyServerId: number | null;
  locationId: number;
  /** Only this unit's removals (the unit sidebar); the whole survey otherwise. */
  unitLocalId?: string;
  readOnly: boolean;
  headingLevel?: 2 | 3;
}

/** Tires taken off during the survey, from the device: edit and delete go to the outbox. */
export function RemovedTiresList({ surveyLocalId, surveyServerId, locationId, unitLocalId, readOnly, headingLevel = 2 }: RemovedTiresListProps) {
  const { t, i18n } = useLingui();
  const { units, locale } = useUserUnits();
  const all = useRemovedTires(surveyLocalId);
  const unitNumbers = useUnitNumbers(surveyLocalId);
  const lookups = useInspectionLookups(locationId);
  const write = useFieldWrite();
  const [editing, setEditing] = useState<RemovedTireRecord | null>(null);
  const [deleting, setDeleting] = useState<RemovedTireRecord | null>(null);
  const removed = (all ?? []).filter((r) => !unitLocalId || r.unitLocalId === unitLocalId);
  const reasonOf = new Map(lookups.removalReasons.map((r) => [r.id, reasonName(i18n, r.name)]));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const deletingLabel = deleting ? positionLabel(deleting.data) : '';

  return (
    <section className="fsi-removed-tires" aria-labelledby={`removed-${unitLocalId ?? surveyLocalId}`}>
      <div className="fsi-section-head">
        <Heading id={`removed-${unitLocalId ?? surveyLocalId}`} className="panel-title">
          {t`Removed tires`} <span className="fsi-count-badge">{removed.length}</span>
        </Heading>
        {!unitLocalId && <RemovedTiresDownloads surveyServerId={surveyServerId} />}
      </div>
      {all === undefined ? (
        <p role="status">{t`Loading removed tires…`}</p>
      ) : removed.length === 0 ? (
        <p className="fsi-empty-note">{t`No tires removed in this survey yet. Replace a tire from its position on the inspection screen.`}</p>
      ) : (
        <ul className="fsi-removed-list">
          {removed.map((r) => {
            const unitNumber = unitNumbers?.get(r.unitLocalId) ?? '?';
            const label = positionLabel(r.data);
            const reasons = r.data.removal_reason_ids.map((id) => reasonOf.get(id) ?? `#${id}`).join(', ');
            return (
              <li key={r.localId} className="fsi-removed-item">
                <div className="fsi-removed-main">
                  <strong>{t`Unit ${unitNumber} · ${label}`}</strong>
                  <span>{reasons || t`No reason given`}</span>
                  <span className="fsi-removed-facts">
                    {r.data.tread_depth_mm != null && <span>{t`Tread ${units.treadDepth.format(r.data.tread_depth_mm, locale)}`}</span>}
                    {r.data.odometer != null && <span>{t`Odometer ${units.distance.format(r.data.odometer, locale)}`}</span>}
                    {r.data.hours != null && <span>{t`Hours ${r.data.hours}`}</span>}
                  </span>
                  {r.data.comments && <span className="fsi-removed-comments">{r.data.comments}</span>}
                  <SyncNote state={r.syncState} />
                </div>
                {!readOnly && (
                  <div className="fsi-removed-actions">
                    <Button variant="secondary" onPress={() => setEditing(r)} aria-label={t`Edit removal ${label} of unit ${unitNumber}`}>
                      {t`Edit`}
                    </Button>
                    <Button variant="secondary" onPress={() => setDeleting(r)} aria-label={t`Delete removal ${label} of unit ${unitNumber}`}>
                      {t`Delete`}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <EditRemovalDialog removed={editing} lookups={lookups} units={units} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t`Delete this removal?`}
        confirmLabel={t`Delete removal`}
        onClose={() => setDeleting(null)}
        onConfirm={() => write((db) => deleteRemovedTireLocally(db, deleting!.localId))}
      >
        <p>{t`The record of the tire removed at ${deletingLabel} is deleted. The tire mounted now stays as it is; use Undo replace on the position to put the old tire back instead.`}</p>
      </ConfirmDialog>
    </section>
  );
}
