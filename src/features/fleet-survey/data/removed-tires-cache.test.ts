import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../tests/support/fleet-survey-sync/harness';
import { listRemovedTires, replaceTireLocally, undoTireReplaceLocally, updateRemovedTireLocally } from './removed-tire-repository';
import { cacheServerInspection, cacheServerPositions, cacheServerRemovedTires, cacheServerSurveys, cacheServerUnits, type ServerRemovedTire } from './server-cache';

/** A survey, two units with their inspections and one tire position each, as a refresh with signal leaves them. */
async function cachedSurvey() {
  const db = openTestDb();
  const [survey] = await cacheServerSurveys(db, 3, [{ id: 40, version: 1, status: 'open', survey_date: '05/01/2025' }]);
  const [tractor, trailer] = await cacheServerUnits(db, 3, [
    { id: 70, version: 1, unit_number: 'T-70' },
    { id: 71, version: 1, unit_number: 'T-71' },
  ]);
  const inspection = await cacheServerInspection(db, { surveyLocalId: survey!.localId, unitLocalId: tractor!.localId }, { unit_inspection_id: 90, version: 1 });
  const other = await cacheServerInspection(db, { surveyLocalId: survey!.localId, unitLocalId: trailer!.localId }, { unit_inspection_id: 91, version: 1 });
  const [reading] = await cacheServerPositions(db, inspection.localId, [
    { axle_number: 1, side: 'left', place: 'single', reading: { id: 300, version: 1, pressure_psi: 100, tread_depth_mm: 9, wear_condition_ids: [] }, tire: { id: 801, version: 1, brand_id: 2 } },
  ]);
  return { db, survey: survey!, tractor: tractor!, trailer: trailer!, inspection, other, reading: reading! };
}

/** A removal as get_removed_tires lists it. */
function serverRemoval(id: number, changes: Partial<ServerRemovedTire> = {}): ServerRemovedTire {
  return {
    id,
    version: 1,
    survey_id: 40,
    unit_id: 70,
    unit_number: 'T-70',
    unit_inspection_id: 90,
    axle_number: 1,
    side: 'left',
    place: 'single',
    tire_id: 800,
    replaced_by_tire_id: 801,
    odometer: 120_000,
    hours: null,
    tread_depth_mm: 3.2,
    comments: 'Sidewall cut',
    removal_reasons: [{ id: 4, name: 'Cut' }],
    wear_conditions: [{ id: 7, name: 'Cupping' }],
    removed_at: '2025-05-01T10:00:00.000Z',
    ...changes,
  };
}

describe('removed tires from the server', () => {
  it('brings removals recorded on another device onto the device, mapped to their unit, inspection and position', async () => {
    const { db, survey, tractor, inspection, reading } = await cachedSurvey();
    const [removed] = await cacheServerRemovedTires(db, survey.localId, [serverRemoval(500), serverRemoval(501, { unit_id: 999, unit_number: 'ELSEWHERE' })]);
    expect(removed).toMatchObject({
      serverId: 500,
      serverVersion: 1,
      syncState: 'synced',
      surveyLocalId: survey.localId,
      inspectionLocalId: inspection.localId,
      unitLocalId: tractor.localId,
      readingLocalId: reading.localId,
      previousReading: null,
      data: { axle_number: 1, side: 'left', place: 'single', removal_reason_ids: [4], wear_condition_ids: [7], tread_depth_mm: 3.2, odometer: 120_000, hours: null, comments: 'Sidewall cut' },
    });
    expect(removed!.localId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.id_map.get(['removed_tire', removed!.localId])).toMatchObject({ serverId: 500 });
    // A unit this device does not hold is skipped; nothing is queued for what came from the server.
    expect((await listRemovedTires(db, survey.localId)).map((r) => r.serverId)).toEqual([500]);
    expect(await db.outbox.count()).toBe(0);

    // A second refresh updates the same record in place.
    await cacheServerRemovedTires(db, survey.localId, [serverRemoval(500, { version: 2, comments: 'Cut, photographed' })]);
    const [again] = await listRemovedTires(db, survey.localId);
    expect(again).toMatchObject({ localId: removed!.localId, serverVersion: 2, data: { comments: 'Cut, photographed' } });
  });

  it('never overwrites a removal whose edit is still in the outbox, and bases the edit on the version it had', async () => {
    const { db, survey } = await cachedSurvey();
    const [removed] = await cacheServerRemovedTires(db, survey.localId, [serverRemoval(500)]);
    await updateRemovedTireLocally(db, removed!.localId, { removal_reason_ids: [5], comments: 'Typed in the yard' });
    await cacheServerRemovedTires(db, survey.localId, [serverRemoval(500, { version: 3, comments: 'Office' })]);
    const [kept] = await listRemovedTires(db, survey.localId);
    expect(kept).toMatchObject({ serverVersion: 1, syncState: 'unsent', data: { removal_reason_ids: [5], comments: 'Typed in the yard' } });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ op: 'update_removed_tire', baseVersion: 1 });
  });

  it('keeps a removal undone on the device until the undo is sent, even when the server still lists it', async () => {
    const { db, survey } = await cachedSurvey();
    const [removed] = await cacheServerRemovedTires(db, survey.localId, [serverRemoval(500)]);
    await undoTireReplaceLocally(db, removed!.localId);
    await cacheServerRemovedTires(db, survey.localId, [serverRemoval(500)]);
    expect(await db.removed_tires.get(removed!.localId)).toMatchObject({ deleted: true, syncState: 'unsent' });
    expect(await listRemovedTires(db, survey.localId)).toEqual([]);
    // Not listed any more (the undo reached the server from elsewhere): still kept while queued.
    await cacheServerRemovedTires(db, survey.localId, []);
    expect(await db.removed_tires.get(removed!.localId)).toMatchObject({ deleted: true });
    expect((await db.outbox.toArray()).map((e) => e.op)).toEqual(['undo_tire_replace']);
  });

  it('lets a confirmed removal go when the server no longer lists it (undone on another device)', async () => {
    const { db, survey } = await cachedSurvey();
    const [first, second] = await cacheServerRemovedTires(db, survey.localId, [serverRemoval(500), serverRemoval(502, { unit_id: 71, unit_inspection_id: 91, unit_number: 'T-71' })]);
    await cacheServerRemovedTires(db, survey.localId, [serverRemoval(502, { unit_id: 71, unit_inspection_id: 91, unit_number: 'T-71' })]);
    expect(await db.removed_tires.get(first!.localId)).toBeUndefined();
    expect((await listRemovedTires(db, survey.localId)).map((r) => r.localId)).toEqual([second!.localId]);
    // A partial list (one page of several) removes nothing.
    await cacheServerRemovedTires(db, survey.localId, [], { complete: false });
    expect(await listRemovedTires(db, survey.localId)).toHaveLength(1);
  });

  it('does not add a second copy of a replacement made here that the server has but not yet confirmed', async () => {
    const { db, survey, reading } = await cachedSurvey();
    const local = await replaceTireLocally(db, { readingLocalId: reading.localId, removal: { removal_reason_ids: [4] }, newTire: { brand_id: 3 } });
    // The server applied it and lists it; its answer has not reached the device yet.
    await cacheServerRemovedTires(db, survey.localId, [serverRemoval(600)]);
    expect((await listRemovedTires(db, survey.localId)).map((r) => r.localId)).toEqual([local.localId]);
    // Once the answer maps the id, the next refresh updates that record.
    await db.id_map.put({ kind: 'removed_tire', localId: local.localId, serverId: 600 });
    await db.removed_tires.update(local.localId, { serverId: 600, serverVersion: 1, syncState: 'synced' });
    await db.outbox.clear();
    await cacheServerRemovedTires(db, survey.localId, [serverRemoval(600, { version: 2, comments: 'Confirmed' })]);
    const [one] = await listRemovedTires(db, survey.localId);
    expect(one).toMatchObject({ localId: local.localId, serverVersion: 2, previousReading: expect.objectContaining({ pressure_psi: 100 }), data: { comments: 'Confirmed' } });
  });

  it('queues the undo of a brought removal whose position has no reading on the device', async () => {
    const { db, survey, other } = await cachedSurvey();
    const [removed] = await cacheServerRemovedTires(db, survey.localId, [serverRemoval(503, { unit_id: 71, unit_inspection_id: 91, unit_number: 'T-71' })]);
    expect(removed).toMatchObject({ inspectionLocalId: other.localId, readingLocalId: '' });
    await undoTireReplaceLocally(db, removed!.localId);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ op: 'undo_tire_replace', entityKeys: [`removed_tire:${removed!.localId}`], answers: [], request: { body: { removed_tire_id: removed!.localId } } });
  });
});
