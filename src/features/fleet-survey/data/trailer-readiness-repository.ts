import type { FleetSurveyDb } from './db';
import { newLocalId } from './ids';
import { freshRecord, requireRecord, writeLocally } from './local-write';
import { outboxRequests } from './outbox-requests';
import { appendToOutbox, Refs } from './outbox';
import type { SurveyRecord, TrailerReadinessAnswer, TrailerReadinessRecord, UnitRecord } from './types';

export interface SaveTrailerReadinessInput {
  surveyLocalId: string;
  unitLocalId: string;
  /** Every answered field; an unanswered field is left out (and keeps the trailer from passing). */
  answers: TrailerReadinessAnswer[];
}

/**
 * Keeps a trailer's checklist on the device and queues it:
 * POST fleet_survey/save_trailer_readiness { survey_id, unit_id, answers: [{ field_id,
 * selected_value, notes }] }, answer { trailer_readiness_id, passed }. The server replaces the
 * trailer's earlier checklist with each save, so every request carries all the answers and
 * unsent saves of one trailer merge into one. The survey and unit may be ones made offline:
 * their ids are swapped for the server's when the entry is sent.
 */
export function saveTrailerReadinessLocally(db: FleetSurveyDb, input: SaveTrailerReadinessInput): Promise<TrailerReadinessRecord> {
  return writeLocally(db, async () => {
    await requireRecord<SurveyRecord>(db, 'survey', input.surveyLocalId);
    await requireRecord<UnitRecord>(db, 'unit', input.unitLocalId);
    const existing = await findTrailerReadiness(db, input.surveyLocalId, input.unitLocalId);
    const answers = input.answers.map((a) => ({ field_id: a.field_id, selected_value: a.selected_value, notes: a.notes?.trim() || null }));
    const record: TrailerReadinessRecord = {
      ...freshRecord(existing?.localId ?? newLocalId()),
      ...existing,
      surveyLocalId: input.surveyLocalId,
      unitLocalId: input.unitLocalId,
      data: { answers },
      syncState: 'unsent',
      updatedAt: Date.now(),
    };
    await db.trailer_readiness.put(record);
    const refs = new Refs();
    const body = {
      survey_id: refs.ref('body.survey_id', 'survey', input.surveyLocalId),
      unit_id: refs.ref('body.unit_id', 'unit', input.unitLocalId),
      answers,
    };
    await appendToOutbox(db, {
      op: 'save_trailer_readiness',
      request: outboxRequests.save_trailer_readiness(body),
      entityKind: 'trailer_readiness',
      entityLocalId: record.localId,
      // Every answer names the check (an upsert): the first one learns its id, later ones confirm it.
      answers: [{ kind: 'trailer_readiness', localId: record.localId, idPath: 'trailer_readiness_id' }],
      placeholders: refs.placeholders,
      coalesce: true,
    });
    return record;
  });
}

/** The checklist of one trailer in one survey, as on the device; undefined when never saved here. */
export function findTrailerReadiness(db: FleetSurveyDb, surveyLocalId: string, unitLocalId: string): Promise<TrailerReadinessRecord | undefined> {
  return db.trailer_readiness.where('[surveyLocalId+unitLocalId]').equals([surveyLocalId, unitLocalId]).first();
}

export function listTrailerReadiness(db: FleetSurveyDb, surveyLocalId: string): Promise<TrailerReadinessRecord[]> {
  return db.trailer_readiness.where('surveyLocalId').equals(surveyLocalId).toArray();
}
