import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { replaceTireLocally, undoTireReplaceLocally, updateRemovedTireLocally } from '../data/removed-tire-repository';
import { addNewUnitToSurveyLocally, createSurveyLocally, finishSurveyLocally, updateUnitInspectionLocally } from '../data/survey-repository';
import { saveTireReadingLocally } from '../data/tire-repository';
import { deleteUnitLocally, saveUnitLocally } from '../data/unit-repository';
import { FakeServer } from '../../../../tests/support/fleet-survey-sync/fake-server';
import { faultyTransport } from '../../../../tests/support/fleet-survey-sync/faulty-transport';
import { drain, openTestDb, TestClock, testEngine } from '../../../../tests/support/fleet-survey-sync/harness';

async function setup() {
  const db = openTestDb();
  const server = new FakeServer();
  const clock = new TestClock();
  const transport = faultyTransport(server);
  const engine = testEngine(db, transport, clock);
  const survey = await createSurveyLocally(db, { locationId: 4, data: { survey_date: '08/01/2025' } });
  const { unit, inspection } = await addNewUnitToSurveyLocally(db, { surveyLocalId: survey.localId, locationId: 4, unit: { unit_number: 'R-1', type: 2 } });
  return { db, server, clock, transport, engine, survey, unit, inspection };
}

describe('tire flows offline', () => {
  it('sends a reading and its tire details; the details use the mounted tire id and its version', async () => {
    const { db, server, clock, transport, engine, inspection } = await setup();
    const position = { axle_number: 1, side: 'left' as const, place: 'single' as const };
    const tire = await saveTireReadingLocally(db, { inspectionLocalId: inspection.localId, data: { ...position, pressure_psi: 100, brand_id: 3, tire_size_id: 8 } });
    expect((await db.outbox.toArray()).map((e) => e.op)).toEqual(['create_survey', 'add_new_unit_to_survey', 'save_tire', 'update_tire_details']);
    await drain(db, engine, clock);
    await saveTireReadingLocally(db, { inspectionLocalId: inspection.localId, data: { ...position, pressure_psi: 104, brand_id: 5 } });
    await drain(db, engine, clock);

    const mounted = server.liveRows('mountedTires')[0]!;
    expect(mounted).toMatchObject({ brand_id: 5, tire_size_id: 8, version: 3 });
    const detailCalls = transport.calls.filter((c) => c.url === 'fleet_survey/update_tire_details').map((c) => c.body);
    expect(detailCalls).toEqual([
      { survey_id: server.liveRows('surveys')[0]!.id, tire_id: mounted.id, brand_id: 3, tire_size_id: 8, version: 1 },
      { survey_id: server.liveRows('surveys')[0]!.id, tire_id: mounted.id, brand_id: 5, tire_size_id: 8, version: 2 },
    ]);
    expect(server.liveRows('readings')).toEqual([expect.objectContaining({ pressure_psi: 104, version: 2 })]);
    expect(await db.tires.get(tire.localId)).toMatchObject({ serverVersion: 2, tireServerId: mounted.id, tireVersion: 3, syncState: 'synced' });
  });

  it('replaces a tire, edits the removal, and undoes the replacement', async () => {
    const { db, server, clock, transport, engine, inspection } = await setup();
    const reading = await saveTireReadingLocally(db, { inspectionLocalId: inspection.localId, data: { axle_number: 2, side: 'right', place: 'outer', tread_depth_mm: 2 } });
    const removed = await replaceTireLocally(db, { readingLocalId: reading.localId, removal: { removal_reason_ids: [4], tread_depth_mm: 2 }, newTire: { brand_id: 9 } });
    await updateRemovedTireLocally(db, removed.localId, { removal_reason_ids: [4, 5], comments: 'sidewall' });
    await drain(db, engine, clock);

    const replaceCall = transport.calls.find((c) => c.url === 'fleet_survey/replace_tires')!;
    expect(replaceCall.body).toMatchObject({ axle_number: 2, side: 'right', place: 'outer', removal_reason_ids: [4], new_tire: { brand_id: 9, is_retread: false, previous_caps: 0 } });
    const removedRow = server.liveRows('removedTires')[0]!;
    expect(removedRow).toMatchObject({ removal_reason_ids: [4, 5], comments: 'sidewall', version: 2 });
    const fresh = server.liveRows('mountedTires').find((t) => !t.removed)!;
    expect(await db.tires.get(reading.localId)).toMatchObject({ tireServerId: fresh.id, tireVersion: 1, data: { brand_id: 9 } });

    await undoTireReplaceLocally(db, removed.localId);
    await drain(db, engine, clock);
    expect(server.liveRows('removedTires')).toHaveLength(0);
    expect(await db.removed_tires.get(removed.localId)).toBeUndefined();
    expect((await db.tires.get(reading.localId))!.tireServerId).toBe(removedRow.tire_id);
  });

  it('finishes a survey based on its version and deletes a unit after its create', async () => {
    const { db, server, clock, transport, engine, survey, inspection } = await setup();
    await updateUnitInspectionLocally(db, inspection.localId, { mileage: 120_000 });
    await finishSurveyLocally(db, survey.localId, { send_email: { to: ['fleet@example.com'], reports: ['survey'] } });
    const spare = await saveUnitLocally(db, { locationId: 4, data: { unit_number: 'SPARE' } });
    const [create] = (await db.outbox.toArray()).filter((e) => e.op === 'save_unit');
    await db.outbox.update(create!.seq!, { everSent: true });
    await deleteUnitLocally(db, spare.localId);
    await drain(db, engine, clock);

    expect(server.liveRows('surveys')[0]).toMatchObject({ status: 'finished', version: 2 });
    expect(transport.calls.find((c) => c.url === 'fleet_survey/finish_survey')!.body).toEqual({ survey_id: server.liveRows('surveys')[0]!.id, version: 1, send_email: { to: ['fleet@example.com'], reports: ['survey'] } });
    expect(server.liveRows('inspections')[0]).toMatchObject({ mileage: 120_000, version: 2 });
    const spareRow = [...server.tables.units.values()].find((u) => u.unit_number === 'SPARE')!;
    expect(spareRow.deleted).toBe(true);
    expect(transport.calls.at(-1)).toMatchObject({ method: 'DELETE', url: `fleet_survey/delete_unit/${spareRow.id}` });
    expect(server.liveRows('units').map((u) => u.unit_number)).toEqual(['R-1']);
    expect(await db.units.get(spare.localId)).toBeUndefined();
  });
});
