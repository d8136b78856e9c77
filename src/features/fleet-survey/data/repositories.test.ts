import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../tests/support/fleet-survey-sync/harness';
import { FLEET_SURVEY_DB_NAME } from './db';
import { addImageLocally, deleteImageLocally } from './image-repository';
import { addExistingUnitToSurveyLocally, createSurveyLocally, finishSurveyLocally, updateSurveyDetailsLocally } from './survey-repository';
import { saveTireReadingLocally, updateTireDetailsLocally } from './tire-repository';
import { cacheServerInspection, cacheServerPositions, cacheServerUnits } from './server-cache';
import { listUnits, saveUnitLocally, saveUploadedUnitsLocally } from './unit-repository';

async function surveyWithUnit() {
  const db = openTestDb();
  const survey = await createSurveyLocally(db, { locationId: 7, data: { survey_date: '05/01/2025' } });
  const unit = await saveUnitLocally(db, { locationId: 7, data: { unit_number: 'T-100', vin: 'VIN1' } });
  const inspection = await addExistingUnitToSurveyLocally(db, { surveyLocalId: survey.localId, unitLocalId: unit.localId, inspection: { mileage: 1000 } });
  return { db, survey, unit, inspection };
}

describe('the field database', () => {
  it("keeps the spec's name and the db_uploaded_units store keyed by db_id with unit_number", async () => {
    const db = openTestDb();
    await db.open();
    expect(db.name).toBe(FLEET_SURVEY_DB_NAME);
    const store = db.table('db_uploaded_units').schema;
    expect(store.primKey.keyPath).toBe('db_id');
    expect(store.indexes.map((i) => i.name)).toContain('unit_number');
  });
});

describe('local writes append to the outbox in the same transaction', () => {
  it('writes the record and a save_unit entry with a client id and null server id', async () => {
    const db = openTestDb();
    const unit = await saveUnitLocally(db, { locationId: 3, data: { unit_number: 'U1' } });
    expect(unit.localId).toMatch(/^[0-9a-f-]{36}$/);
    expect(unit.serverId).toBeNull();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      op: 'save_unit',
      status: 'pending',
      entityKind: 'unit',
      entityLocalId: unit.localId,
      request: { method: 'POST', path: 'fleet_survey/save_unit', body: { location_id: 3, unit_number: 'U1' } },
      answers: [{ kind: 'unit', localId: unit.localId, idPath: 'id', versionPath: 'version' }],
    });
    expect(entry!.request.body).not.toHaveProperty('id');
    expect(entry!.id).not.toBe(unit.localId);
    expect(entry!.seq).toBe(1);
  });

  it('makes a tire on an offline unit depend on the unit and survey entries, with placeholders', async () => {
    const { db, survey, unit, inspection } = await surveyWithUnit();
    const tire = await saveTireReadingLocally(db, { inspectionLocalId: inspection.localId, data: { axle_number: 1, side: 'left', place: 'single', pressure_psi: 100, tread_depth_mm: 12 } });
    const entries = await db.outbox.orderBy('seq').toArray();
    const [createSurvey, createUnit, addToSurvey, saveTire] = entries;
    expect(addToSurvey!.dependsOn.sort()).toEqual([createSurvey!.id, createUnit!.id].sort());
    expect(saveTire!.dependsOn.sort()).toEqual([createSurvey!.id, createUnit!.id].sort());
    expect(saveTire!.request.body).toEqual({ unit_id: unit.localId, survey_id: survey.localId, axle_number: 1, side: 'left', place: 'single', pressure_psi: 100, tread_depth_mm: 12, wear_condition_ids: [] });
    expect(saveTire!.placeholders).toEqual([
      { at: 'body.survey_id', kind: 'survey', localId: survey.localId },
      { at: 'body.unit_id', kind: 'unit', localId: unit.localId },
    ]);
    expect(saveTire!.answers).toEqual([
      { kind: 'tire', localId: tire.localId, idPath: 'tire_reading_id', versionPath: 'version' },
      { kind: 'mounted_tire', localId: tire.localId, idPath: 'tire_id' },
    ]);
    expect(tire.positionKey).toBe('1-left-single');
  });

  it('merges unsent edits of one record into its unsent create, never into a sent one', async () => {
    const db = openTestDb();
    const unit = await saveUnitLocally(db, { locationId: 3, data: { unit_number: 'U1' } });
    await saveUnitLocally(db, { localId: unit.localId, locationId: 3, data: { unit_number: 'U1', vin: 'A' } });
    let entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.request.body).toEqual({ location_id: 3, unit_number: 'U1', vin: 'A' });
    expect(entries[0]!.placeholders).toEqual([]);

    await db.outbox.update(entries[0]!.seq!, { everSent: true });
    await saveUnitLocally(db, { localId: unit.localId, locationId: 3, data: { unit_number: 'U1', vin: 'B' } });
    entries = await db.outbox.orderBy('seq').toArray();
    expect(entries).toHaveLength(2);
    expect(entries[1]!.request.body).toMatchObject({ id: unit.localId, vin: 'B' });
    expect(entries[1]!.dependsOn).toEqual([entries[0]!.id]);
    // Based on whatever version the create produces: known only once it is confirmed.
    expect(entries[1]!).toMatchObject({ versioned: true, baseVersion: null });
  });

  it('records the base version of an edit of a confirmed record', async () => {
    const db = openTestDb();
    const survey = await createSurveyLocally(db, { locationId: 1, data: { survey_date: '01/02/2025' } });
    await db.outbox.clear();
    await db.surveys.update(survey.localId, { serverId: 40, serverVersion: 3, syncState: 'synced' });
    await updateSurveyDetailsLocally(db, survey.localId, { survey_date: '01/03/2025', comments: 'rain' });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ op: 'update_survey_details', versioned: true, baseVersion: 3, request: { body: { id: survey.localId, comments: 'rain' } } });
    expect((await db.surveys.get(survey.localId))!.syncState).toBe('unsent');
  });

  it('turns staged uploaded units into one save_units entry and clears them from db_uploaded_units', async () => {
    const db = openTestDb();
    await db.db_uploaded_units.bulkPut([
      { db_id: 'a', unit_number: 'X1', location_id: 5, vin: 'V1' },
      { db_id: 'b', unit_number: 'X2', location_id: 5 },
    ]);
    const units = await saveUploadedUnitsLocally(db, 5, ['a', 'b']);
    expect(await db.db_uploaded_units.count()).toBe(0);
    const [entry] = await db.outbox.toArray();
    expect(entry!.request.body).toEqual({ units: [{ location_id: 5, unit_number: 'X1', vin: 'V1' }, { location_id: 5, unit_number: 'X2' }] });
    expect(entry!.answers.map((a) => [a.idPath, a.versionPath])).toEqual([['ids.0', 'units.0.version'], ['ids.1', 'units.1.version']]);
    expect(entry!.entityKeys).toEqual(units.map((u) => `unit:${u.localId}`));
  });

  it('drops a photo that was never sent together with its queued upload', async () => {
    const { db, inspection } = await surveyWithUnit();
    const image = await addImageLocally(db, new Blob(['x'.repeat(10)], { type: 'image/jpeg' }), { ownerKind: 'unit', inspectionLocalId: inspection.localId });
    const upload = (await db.outbox.toArray()).find((e) => e.op === 'add_unit_image')!;
    expect(upload.request).toMatchObject({ path: `fleet_survey/add_unit_image/${inspection.localId}`, form: { fields: { client_id: image.localId }, file: { field: 'file', imageLocalId: image.localId } } });
    await deleteImageLocally(db, image.localId);
    expect(await db.images.get(image.localId)).toBeUndefined();
    expect((await db.outbox.toArray()).some((e) => e.op === 'add_unit_image' || e.op === 'delete_image')).toBe(false);
  });

  it('caches server units with local ids mapped to server ids, keeping unsent local edits', async () => {
    const db = openTestDb();
    const [first] = await cacheServerUnits(db, 8, [
      { id: 501, version: 4, location_id: 8, unit_number: 'S-1', vin: 'SRV' },
      { id: 502, version: 1, location_id: 8, unit_number: 'S-2', vin: null },
    ]);
    expect(first).toMatchObject({ serverId: 501, serverVersion: 4, syncState: 'synced', data: { unit_number: 'S-1', vin: 'SRV' } });
    expect(await db.id_map.get(['unit', first!.localId])).toMatchObject({ serverId: 501 });
    await saveUnitLocally(db, { localId: first!.localId, locationId: 8, data: { unit_number: 'S-1', vin: 'LOCAL' } });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ baseVersion: 4, request: { body: { id: first!.localId, vin: 'LOCAL' } } });

    await cacheServerUnits(db, 8, [{ id: 501, version: 5, unit_number: 'S-1', vin: 'NEWER' }, { id: 502, version: 2, unit_number: 'S-2', vin: 'X' }]);
    expect((await listUnits(db, 8)).map((u) => [u.data.unit_number, u.data.vin, u.serverVersion])).toEqual([
      ['S-1', 'LOCAL', 4],
      ['S-2', 'X', 2],
    ]);
  });

  it('caches an axle diagram so edits are based on the server versions of reading and tire', async () => {
    const db = openTestDb();
    const [unit] = await cacheServerUnits(db, 1, [{ id: 70, version: 1, unit_number: 'D-1' }]);
    const inspection = await cacheServerInspection(db, { surveyLocalId: 'survey-local', unitLocalId: unit!.localId }, { unit_inspection_id: 90, version: 3, mileage: 5 });
    const [reading] = await cacheServerPositions(db, inspection.localId, [
      { axle_number: 1, side: 'left', place: 'single', reading: { id: 300, version: 6, pressure_psi: 101, tread_depth_mm: 9, wear_condition_ids: [2] }, tire: { id: 800, version: 4, brand_id: 3 } },
      { axle_number: 1, side: 'right', place: 'single', reading: null, tire: null },
    ]);
    expect(reading).toMatchObject({ serverId: 300, serverVersion: 6, tireServerId: 800, tireVersion: 4, data: { brand_id: 3, pressure_psi: 101 } });
    expect(await db.id_map.get(['mounted_tire', reading!.localId])).toMatchObject({ serverId: 800 });
    await updateTireDetailsLocally(db, reading!.localId, { brand_id: 4 });
    await saveTireReadingLocally(db, { localId: reading!.localId, inspectionLocalId: inspection.localId, data: { axle_number: 1, side: 'left', place: 'single', pressure_psi: 99 } });
    const [details, save] = await db.outbox.orderBy('seq').toArray();
    expect(details).toMatchObject({ op: 'update_tire_details', versionKind: 'mounted_tire', baseVersion: 4, request: { body: { tire_id: reading!.localId, brand_id: 4 } } });
    // Queued behind the details change of the same position: based on whatever version it leaves.
    expect(save).toMatchObject({ op: 'save_tire', versioned: true, baseVersion: null });
  });
});

describe('finishing a survey offline', () => {
  it("waits for the survey's queued readings and photos, even one that failed, but not for other surveys' work", async () => {
    const { db, survey, inspection } = await surveyWithUnit();
    await saveTireReadingLocally(db, { inspectionLocalId: inspection.localId, data: { axle_number: 1, side: 'left', place: 'single', pressure_psi: 100, tread_depth_mm: 12 } });
    await addImageLocally(db, new Blob(['x'.repeat(10)], { type: 'image/jpeg' }), { ownerKind: 'unit', inspectionLocalId: inspection.localId });
    const other = await createSurveyLocally(db, { locationId: 8, data: { survey_date: '05/02/2025' } });
    const before = await db.outbox.orderBy('seq').toArray();
    const ownWork = before.filter((e) => ['save_tire', 'add_unit_image', 'add_existing_unit_to_survey'].includes(e.op)).map((e) => e.id);
    expect(ownWork).toHaveLength(3);
    // The reading failed and waits for the user: finishing must not overtake it.
    const reading = before.find((e) => e.op === 'save_tire')!;
    await db.outbox.update(reading.seq!, { status: 'failed' });

    await finishSurveyLocally(db, survey.localId);
    const finish = (await db.outbox.toArray()).find((e) => e.op === 'finish_survey')!;
    expect(finish.dependsOn).toEqual(expect.arrayContaining(ownWork));
    expect(finish.dependsOn).not.toContain(before.find((e) => e.entityLocalId === other.localId)!.id);
  });
});
