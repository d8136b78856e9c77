import type { FleetSurveyDb } from './db';
import { newLocalId, positionKey } from './ids';
import { freshRecord, requireRecord, writeLocally } from './local-write';
import { outboxRequests } from './outbox-requests';
import { appendToOutbox, needsCreate, Refs } from './outbox';
import type { TireDetails, TireReadingFields, TireReadingRecord, UnitInspectionRecord } from './types';

export interface SaveTireReadingInput {
  /** Absent for a new reading; a reading already at the position is then updated. */
  localId?: string;
  inspectionLocalId: string;
  data: TireReadingFields;
}

const DETAIL_KEYS: (keyof TireDetails)[] = [
  'brand_id',
  'product_line_id',
  'tire_size_id',
  'valve_type_id',
  'is_retread',
  'retread_brand_id',
  'retread_product_line_id',
  'previous_caps',
  'dot_week',
  'dot_year',
  'dot_code',
  'serial_number',
];

/** The physical tire's part of a position's data; every call sends all of it, so merged edits keep each field. */
export function detailsOf(data: TireDetails): TireDetails {
  return Object.fromEntries(DETAIL_KEYS.filter((k) => data[k] !== undefined).map((k) => [k, data[k]])) as TireDetails;
}

function sameDetails(a: TireDetails, b: TireDetails): boolean {
  return DETAIL_KEYS.every((k) => JSON.stringify(a[k] ?? null) === JSON.stringify(b[k] ?? null));
}

/**
 * Records a position's reading: POST fleet_survey/save_tire { survey_id, unit_id, axle_number,
 * side, place, pressure_psi, tread_depth_mm, wear_condition_ids, version? } (no version creates),
 * answer { tire_id, tire_reading_id, unit_inspection_id, version }. Changed tire details
 * (brand, size, valve, retread...) go in the same transaction as an update_tire_details.
 */
export function saveTireReadingLocally(db: FleetSurveyDb, input: SaveTireReadingInput): Promise<TireReadingRecord> {
  return writeLocally(db, async () => {
    const inspection = await requireRecord<UnitInspectionRecord>(db, 'unit_inspection', input.inspectionLocalId);
    const key = positionKey(input.data);
    const existing = input.localId
      ? await requireRecord<TireReadingRecord>(db, 'tire', input.localId)
      : await db.tires.where('[inspectionLocalId+positionKey]').equals([inspection.localId, key]).first();
    const localId = existing?.localId ?? newLocalId();
    const record: TireReadingRecord = {
      ...freshRecord(localId),
      tireServerId: null,
      tireVersion: null,
      ...existing,
      surveyLocalId: inspection.surveyLocalId,
      inspectionLocalId: inspection.localId,
      unitLocalId: inspection.unitLocalId,
      positionKey: key,
      data: { ...existing?.data, ...input.data },
      syncState: 'unsent',
      updatedAt: Date.now(),
    };
    const create = await needsCreate(db, record, 'tire', localId);
    const refs = new Refs();
    const { axle_number, side, place, pressure_psi = null, tread_depth_mm = null, wear_condition_ids = [] } = record.data;
    const body = {
      survey_id: refs.ref('body.survey_id', 'survey', inspection.surveyLocalId),
      unit_id: refs.ref('body.unit_id', 'unit', inspection.unitLocalId),
      axle_number,
      side,
      place,
      pressure_psi,
      tread_depth_mm,
      wear_condition_ids,
    };
    await db.tires.put(record);
    await appendToOutbox(db, {
      op: 'save_tire',
      request: outboxRequests.save_tire(body),
      entityKind: 'tire',
      entityLocalId: localId,
      answers: [
        { kind: 'tire', localId, idPath: create ? 'tire_reading_id' : undefined, versionPath: 'version' },
        // Every answer names the tire mounted at the position (a new one after a replacement).
        { kind: 'mounted_tire', localId, idPath: 'tire_id' },
      ],
      placeholders: refs.placeholders,
      // The server writes the reading into the unit's inspection: it goes after the unit joined the survey.
      refersTo: [{ kind: 'unit_inspection', localId: inspection.localId }],
      baseVersion: create ? undefined : record.serverVersion,
      coalesce: true,
    });
    const details = detailsOf(input.data);
    if (Object.keys(details).length > 0 && !sameDetails(details, detailsOf(existing?.data ?? {}))) {
      await appendDetails(db, record);
    }
    return record;
  });
}

/** POST fleet_survey/update_tire_details { survey_id, tire_id, version, ...details }, answer { tire_id, version }. */
async function appendDetails(db: FleetSurveyDb, record: TireReadingRecord): Promise<void> {
  const refs = new Refs();
  const body = {
    survey_id: refs.ref('body.survey_id', 'survey', record.surveyLocalId),
    tire_id: refs.ref('body.tire_id', 'mounted_tire', record.localId),
    ...detailsOf(record.data),
  };
  await appendToOutbox(db, {
    op: 'update_tire_details',
    request: outboxRequests.update_tire_details(body),
    entityKind: 'tire',
    entityLocalId: record.localId,
    answers: [{ kind: 'mounted_tire', localId: record.localId, versionPath: 'version' }],
    placeholders: refs.placeholders,
    baseVersion: record.tireVersion,
    versionKind: 'mounted_tire',
    coalesce: true,
  });
}

/** Edits the physical tire at a position (brand, size, valve, retread, DOT...). */
export function updateTireDetailsLocally(db: FleetSurveyDb, localId: string, details: TireDetails): Promise<TireReadingRecord> {
  return writeLocally(db, async () => {
    const existing = await requireRecord<TireReadingRecord>(db, 'tire', localId);
    const record: TireReadingRecord = { ...existing, data: { ...existing.data, ...details }, syncState: 'unsent', updatedAt: Date.now() };
    await db.tires.put(record);
    await appendDetails(db, record);
    return record;
  });
}

export function listTireReadings(db: FleetSurveyDb, inspectionLocalId: string): Promise<TireReadingRecord[]> {
  return db.tires.where('inspectionLocalId').equals(inspectionLocalId).toArray();
}
