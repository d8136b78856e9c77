import type { FleetSurveyDb } from './db';
import { newLocalId } from './ids';
import { freshRecord, requireRecord, writeLocally } from './local-write';
import { outboxRequests } from './outbox-requests';
import { appendToOutbox, entriesReferringTo, needsCreate, Refs } from './outbox';
import type { SurveyFields, SurveyRecord, UnitFields, UnitInspectionFields, UnitInspectionRecord, UnitRecord } from './types';

/** POST fleet_survey/create_survey { location_id, ...fields }, answer { id, version }. */
export function createSurveyLocally(db: FleetSurveyDb, input: { locationId: number; data: SurveyFields }): Promise<SurveyRecord> {
  return writeLocally(db, async () => {
    const record: SurveyRecord = { ...freshRecord(newLocalId()), locationId: input.locationId, data: { ...input.data }, status: 'open', finishedAt: null };
    await db.surveys.add(record);
    await appendToOutbox(db, {
      op: 'create_survey',
      request: outboxRequests.create_survey({ location_id: input.locationId, ...input.data }),
      entityKind: 'survey',
      entityLocalId: record.localId,
      answers: [{ kind: 'survey', localId: record.localId, idPath: 'id', versionPath: 'version' }],
    });
    return record;
  });
}

/** POST fleet_survey/update_survey_details { id, version, ...fields }, answer { id, version }. */
export function updateSurveyDetailsLocally(db: FleetSurveyDb, localId: string, data: SurveyFields): Promise<SurveyRecord> {
  return writeLocally(db, async () => {
    const existing = await requireRecord<SurveyRecord>(db, 'survey', localId);
    const record: SurveyRecord = { ...existing, data: { ...existing.data, ...data }, syncState: 'unsent', updatedAt: Date.now() };
    const refs = new Refs();
    await db.surveys.put(record);
    await appendToOutbox(db, {
      op: 'update_survey_details',
      request: outboxRequests.update_survey_details({ id: refs.ref('body.id', 'survey', localId), ...record.data }),
      entityKind: 'survey',
      entityLocalId: localId,
      answers: [{ kind: 'survey', localId, versionPath: 'version' }],
      placeholders: refs.placeholders,
      baseVersion: existing.serverVersion,
      coalesce: true,
    });
    return record;
  });
}

export type EmailReport = 'survey' | 'removed_tires' | 'trailer_readiness';

export interface FinishOptions {
  /** E-mail the chosen reports once the survey is finished. */
  send_email?: { to: string[]; reports: EmailReport[] };
}

/**
 * POST fleet_survey/finish_survey { survey_id, version, send_email? },
 * answer { survey_id, status, finished_at, version, email }.
 */
export function finishSurveyLocally(db: FleetSurveyDb, localId: string, options: FinishOptions = {}): Promise<SurveyRecord> {
  return writeLocally(db, async () => {
    const existing = await requireRecord<SurveyRecord>(db, 'survey', localId);
    const record: SurveyRecord = { ...existing, status: 'finished', finishedAt: Date.now(), syncState: 'unsent', updatedAt: Date.now() };
    const refs = new Refs();
    // The server closes a finished survey to edits: its readings, photos and checklists still
    // queued must reach it first, even one waiting for the user after a failure.
    const parts = [
      { kind: 'survey' as const, localId },
      ...(await db.unit_inspections.where('surveyLocalId').equals(localId).primaryKeys()).map((id) => ({ kind: 'unit_inspection' as const, localId: id })),
      ...(await db.removed_tires.where('surveyLocalId').equals(localId).primaryKeys()).map((id) => ({ kind: 'removed_tire' as const, localId: id })),
    ];
    const surveyWork = (await entriesReferringTo(db, parts)).map((entry) => entry.id);
    await db.surveys.put(record);
    await appendToOutbox(db, {
      op: 'finish_survey',
      request: outboxRequests.finish_survey({ survey_id: refs.ref('body.survey_id', 'survey', localId), ...options }),
      entityKind: 'survey',
      entityLocalId: localId,
      answers: [{ kind: 'survey', localId, versionPath: 'version' }],
      placeholders: refs.placeholders,
      baseVersion: existing.serverVersion,
      after: surveyWork,
    });
    return record;
  });
}

/** DELETE fleet_survey/delete_survey/{id}. */
export function deleteSurveyLocally(db: FleetSurveyDb, localId: string): Promise<void> {
  return writeLocally(db, async () => {
    const record = await requireRecord<SurveyRecord>(db, 'survey', localId);
    if (await needsCreate(db, record, 'survey', localId)) {
      await db.surveys.delete(localId);
      return;
    }
    await db.surveys.put({ ...record, deleted: true, syncState: 'unsent', updatedAt: Date.now() });
    await appendToOutbox(db, {
      op: 'delete_survey',
      request: outboxRequests.delete_survey(localId),
      entityKind: 'survey',
      entityLocalId: localId,
      placeholders: [{ at: 'path', kind: 'survey', localId }],
      deletes: { kind: 'survey', localId },
    });
  });
}

/**
 * A unit created during the survey, at the survey's location: POST fleet_survey/add_new_unit_to_survey
 * { survey_id, unit: { ...fields }, mileage, hours, comments }, answer { unit_id, unit_inspection_id }.
 */
export function addNewUnitToSurveyLocally(
  db: FleetSurveyDb,
  input: { surveyLocalId: string; locationId: number; unit: UnitFields; inspection?: UnitInspectionFields },
): Promise<{ unit: UnitRecord; inspection: UnitInspectionRecord }> {
  return writeLocally(db, async () => {
    await requireRecord<SurveyRecord>(db, 'survey', input.surveyLocalId);
    const unit: UnitRecord = { ...freshRecord(newLocalId()), locationId: input.locationId, data: { ...input.unit } };
    const inspection: UnitInspectionRecord = { ...freshRecord(newLocalId()), surveyLocalId: input.surveyLocalId, unitLocalId: unit.localId, data: { ...input.inspection } };
    await db.units.add(unit);
    await db.unit_inspections.add(inspection);
    const refs = new Refs();
    const body = { survey_id: refs.ref('body.survey_id', 'survey', input.surveyLocalId), unit: { ...input.unit }, ...input.inspection };
    await appendToOutbox(db, {
      op: 'add_new_unit_to_survey',
      request: outboxRequests.add_new_unit_to_survey(body),
      entityKind: 'unit_inspection',
      entityLocalId: inspection.localId,
      alsoWrites: [{ kind: 'unit', localId: unit.localId }],
      answers: [
        { kind: 'unit', localId: unit.localId, idPath: 'unit_id' },
        { kind: 'unit_inspection', localId: inspection.localId, idPath: 'unit_inspection_id' },
      ],
      placeholders: refs.placeholders,
    });
    return { unit, inspection };
  });
}

/**
 * POST fleet_survey/add_existing_unit_to_survey { survey_id, unit_id, mileage, hours, comments },
 * answer { unit_inspection_id, is_new }. A unit already in the survey returns its inspection.
 */
export function addExistingUnitToSurveyLocally(
  db: FleetSurveyDb,
  input: { surveyLocalId: string; unitLocalId: string; inspection?: UnitInspectionFields },
): Promise<UnitInspectionRecord> {
  return writeLocally(db, async () => {
    const found = await db.unit_inspections.where('[surveyLocalId+unitLocalId]').equals([input.surveyLocalId, input.unitLocalId]).first();
    if (found) return found;
    await requireRecord<UnitRecord>(db, 'unit', input.unitLocalId);
    const inspection: UnitInspectionRecord = { ...freshRecord(newLocalId()), surveyLocalId: input.surveyLocalId, unitLocalId: input.unitLocalId, data: { ...input.inspection } };
    await db.unit_inspections.add(inspection);
    const refs = new Refs();
    const body = {
      survey_id: refs.ref('body.survey_id', 'survey', input.surveyLocalId),
      unit_id: refs.ref('body.unit_id', 'unit', input.unitLocalId),
      ...input.inspection,
    };
    await appendToOutbox(db, {
      op: 'add_existing_unit_to_survey',
      request: outboxRequests.add_existing_unit_to_survey(body),
      entityKind: 'unit_inspection',
      entityLocalId: inspection.localId,
      answers: [{ kind: 'unit_inspection', localId: inspection.localId, idPath: 'unit_inspection_id' }],
      placeholders: refs.placeholders,
    });
    return inspection;
  });
}

/**
 * POST fleet_survey/update_unit_inspection { survey_id, unit_id, version, mileage, hours, comments },
 * answer { unit_inspection_id, version }.
 */
export function updateUnitInspectionLocally(db: FleetSurveyDb, localId: string, data: UnitInspectionFields): Promise<UnitInspectionRecord> {
  return writeLocally(db, async () => {
    const existing = await requireRecord<UnitInspectionRecord>(db, 'unit_inspection', localId);
    const record: UnitInspectionRecord = { ...existing, data: { ...existing.data, ...data }, syncState: 'unsent', updatedAt: Date.now() };
    await db.unit_inspections.put(record);
    const refs = new Refs();
    const body = {
      survey_id: refs.ref('body.survey_id', 'survey', existing.surveyLocalId),
      unit_id: refs.ref('body.unit_id', 'unit', existing.unitLocalId),
      ...record.data,
    };
    await appendToOutbox(db, {
      op: 'update_unit_inspection',
      request: outboxRequests.update_unit_inspection(body),
      entityKind: 'unit_inspection',
      entityLocalId: localId,
      answers: [{ kind: 'unit_inspection', localId, versionPath: 'version' }],
      placeholders: refs.placeholders,
      baseVersion: existing.serverVersion,
      coalesce: true,
    });
    return record;
  });
}

export async function listSurveys(db: FleetSurveyDb, locationId: number): Promise<SurveyRecord[]> {
  const surveys = await db.surveys.where('locationId').equals(locationId).toArray();
  return surveys.filter((s) => !s.deleted).sort((a, b) => b.updatedAt - a.updatedAt);
}

export function listSurveyInspections(db: FleetSurveyDb, surveyLocalId: string): Promise<UnitInspectionRecord[]> {
  return db.unit_inspections.where('surveyLocalId').equals(surveyLocalId).toArray();
}
