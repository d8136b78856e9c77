import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { FleetSurveyDb } from '../data/db';
import { addImageLocally } from '../data/image-repository';
import { addExistingUnitToSurveyLocally, addNewUnitToSurveyLocally, createSurveyLocally } from '../data/survey-repository';
import { saveTireReadingLocally } from '../data/tire-repository';
import type { UnitInspectionRecord } from '../data/types';
import { deleteUnitLocally, saveUnitLocally } from '../data/unit-repository';
import { FakeServer } from '../../../../tests/support/fleet-survey-sync/fake-server';
import { faultyTransport } from '../../../../tests/support/fleet-survey-sync/faulty-transport';
import { drain, openTestDb, seededRandom, TestClock, testEngine } from '../../../../tests/support/fleet-survey-sync/harness';
import { holdAnswers, keyOf, wire, type Wire } from '../../../../tests/support/fleet-survey-sync/wire';
import type { Transport, TransportRequest, TransportResponse } from './transport';

const CONCURRENCY = 4;

const positions = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ axle_number: 1 + Math.floor(i / 2), side: i % 2 === 0 ? ('left' as const) : ('right' as const), place: 'single' as const }));

const answer = (status: number, body: unknown): TransportResponse => ({ status, headers: new Headers(), json: async () => body });

async function queueReadings(db: FleetSurveyDb, inspection: UnitInspectionRecord, count: number): Promise<string[]> {
  for (const [i, position] of positions(count).entries()) {
    await saveTireReadingLocally(db, { inspectionLocalId: inspection.localId, data: { ...position, pressure_psi: 90 + i } });
  }
  return (await db.outbox.orderBy('seq').toArray()).map((e) => e.id);
}

/** A survey and a unit the server knows already, as after a first sync in the yard. */
async function syncedInspection() {
  const db = openTestDb();
  const server = new FakeServer();
  const clock = new TestClock();
  const survey = await createSurveyLocally(db, { locationId: 3, data: { survey_date: '09/01/2025' } });
  const { unit, inspection } = await addNewUnitToSurveyLocally(db, { surveyLocalId: survey.localId, locationId: 3, unit: { unit_number: 'C-1' }, inspection: { mileage: 1 } });
  await drain(db, testEngine(db, faultyTransport(server), clock), clock);
  const engineOn = (transport: Transport) => testEngine(db, transport, clock, () => 0.5, { concurrency: CONCURRENCY });
  // Changes the server applied since the setup.
  const setupChanges = server.applied;
  const applied = () => server.applied - setupChanges;
  return { db, server, clock, survey, unit, inspection, engineOn, applied };
}

/**
 * The requests started by the time the engine had its turn with the first answer that stops
 * the pass (no answer, or 401). A request may start while that answer is on its way in; none
 * may start after.
 */
function watchStop(onWire: Wire) {
  let startsAtStop: number | null = null;
  const noteStop = () => setTimeout(() => (startsAtStop ??= onWire.started.length), 0);
  const transport: Transport = async (request) => {
    try {
      const response = await onWire(request);
      if (response.status === 401) noteStop();
      return response;
    } catch (error) {
      noteStop();
      throw error;
    }
  };
  // Read after the timer above has run.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 5)).then(() => startsAtStop);
  return { transport, startsAtStop: settled };
}

describe('sending several changes at a time', () => {
  it('starts with one request alone, then keeps up to its concurrency on the wire, each change sent once', async () => {
    const { db, server, clock, inspection, engineOn, applied } = await syncedInspection();
    const keys = await queueReadings(db, inspection, 14);
    const onWire = wire(holdAnswers(faultyTransport(server)), seededRandom(1));
    await drain(db, engineOn(onWire), clock);
    // The first request of the replay had the wire to itself: it answered before the next left.
    expect(onWire.events[1]).toMatchObject({ kind: 'end', key: keyOf(onWire.started[0]!) });
    expect(onWire.maxOnWire).toBe(CONCURRENCY);
    expect(onWire.started.map(keyOf)).toEqual(keys);
    expect(applied()).toBe(keys.length);
    expect(server.liveRows('readings')).toHaveLength(keys.length);
    expect(await db.outbox.count()).toBe(0);
  });

  it("never sends a unit's readings before the unit's server id is known", async () => {
    const db = openTestDb();
    const server = new FakeServer();
    const clock = new TestClock();
    const survey = await createSurveyLocally(db, { locationId: 3, data: { survey_date: '09/01/2025' } });
    const inspections: UnitInspectionRecord[] = [];
    for (const number of [1, 2, 3]) {
      const { inspection } = await addNewUnitToSurveyLocally(db, { surveyLocalId: survey.localId, locationId: 3, unit: { unit_number: `U-${number}` } });
      inspections.push(inspection);
      await queueReadings(db, inspection, 6);
    }
    const early: string[] = [];
    const onWire = wire(holdAnswers(faultyTransport(server)), seededRandom(2), 3, (request) => {
      if (request.url !== 'fleet_survey/save_tire') return;
      const body = request.body as { unit_id: unknown; survey_id: unknown };
      // A server id in the body came from a confirmed answer; the server must have the unit already.
      if (typeof body.unit_id !== 'number' || !server.tables.units.has(body.unit_id) || !server.tables.surveys.has(body.survey_id as number)) early.push(JSON.stringify(body));
    });
    await drain(db, testEngine(db, onWire, clock, () => 0.5, { concurrency: CONCURRENCY }), clock);
    expect(early).toEqual([]);
    expect(onWire.maxOnWire).toBeGreaterThan(1);
    for (const inspection of inspections) {
      const serverId = (await db.unit_inspections.get(inspection.localId))!.serverId;
      expect(server.liveRows('readings').filter((r) => r.unit_inspection_id === serverId)).toHaveLength(6);
    }
    expect(server.liveRows('units')).toHaveLength(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it("sends a unit's readings after the unit joined the survey, though the server would find its way without", async () => {
    const db = openTestDb();
    const server = new FakeServer();
    const clock = new TestClock();
    const unit = await saveUnitLocally(db, { locationId: 3, data: { unit_number: 'J-1' } });
    const survey = await createSurveyLocally(db, { locationId: 3, data: { survey_date: '09/01/2025' } });
    const inspection = await addExistingUnitToSurveyLocally(db, { surveyLocalId: survey.localId, unitLocalId: unit.localId });
    await queueReadings(db, inspection, 6);
    const early: string[] = [];
    const onWire = wire(holdAnswers(faultyTransport(server)), seededRandom(9), 3, (request, others) => {
      if (request.url === 'fleet_survey/save_tire' && others.some((o) => o.url === 'fleet_survey/add_existing_unit_to_survey')) early.push(keyOf(request));
    });
    await drain(db, testEngine(db, onWire, clock, () => 0.5, { concurrency: CONCURRENCY }), clock);
    expect(early).toEqual([]);
    const answered = onWire.events.filter((e) => e.kind === 'end').map((e) => e.request.url.replace('fleet_survey/', ''));
    expect(answered.slice(0, 3)).toEqual(['save_unit', 'create_survey', 'add_existing_unit_to_survey']);
    expect(onWire.maxOnWire).toBeGreaterThan(1);
    expect(server.liveRows('readings')).toHaveLength(6);
  });

  it("never lets a unit's delete overtake a reading of the unit still on the wire", async () => {
    const { db, server, clock, unit, inspection, engineOn } = await syncedInspection();
    await queueReadings(db, inspection, 3);
    await deleteUnitLocally(db, unit.localId);
    const overtaken: string[] = [];
    const onWire = wire(holdAnswers(faultyTransport(server)), seededRandom(3), 3, (request, others) => {
      if (request.method === 'DELETE' && others.length > 0) overtaken.push(others.map((o) => o.url).join());
    });
    await drain(db, engineOn(onWire), clock);
    expect(overtaken).toEqual([]);
    expect(onWire.maxOnWire).toBeGreaterThan(1);
    expect(onWire.events.filter((e) => e.kind === 'end').map((e) => e.status)).toEqual([200, 200, 200, 200]);
    expect(server.liveRows('readings')).toHaveLength(3);
    expect(server.liveRows('units')).toHaveLength(0);
  });

  it('uploads photos one at a time, while readings go past a photo waiting for its turn', async () => {
    const { db, server, clock, inspection, engineOn } = await syncedInspection();
    for (const [i, position] of positions(9).entries()) {
      await saveTireReadingLocally(db, { inspectionLocalId: inspection.localId, data: { ...position, pressure_psi: 100 } });
      if (i % 3 === 0) await addImageLocally(db, new Blob([new Uint8Array(64 + i)]), { ownerKind: 'unit', inspectionLocalId: inspection.localId });
    }
    const isUpload = (request: TransportRequest) => request.body instanceof FormData;
    let twoUploads = 0;
    let passed = 0;
    const onWire = wire(holdAnswers(faultyTransport(server)), seededRandom(4), 3, (request, others) => {
      if (isUpload(request) && others.some(isUpload)) twoUploads += 1;
      if (!isUpload(request) && others.some(isUpload)) passed += 1;
    });
    await drain(db, engineOn(onWire), clock);
    expect(twoUploads).toBe(0);
    expect(passed).toBeGreaterThan(0);
    expect(server.liveRows('images')).toHaveLength(3);
    expect(server.liveRows('readings')).toHaveLength(9);
  });

  it('keeps the others going when one change is refused and another fails for now; nothing is lost', async () => {
    const { db, server, clock, inspection, engineOn } = await syncedInspection();
    const keys = await queueReadings(db, inspection, 10);
    const [refused, flaky] = [keys[2]!, keys[5]!];
    let flakyFailures = 1;
    const inner = faultyTransport(server);
    const transport: Transport = async (request) => {
      if (keyOf(request) === refused) return answer(422, { message: 'Refused' });
      if (keyOf(request) === flaky && flakyFailures-- > 0) return answer(500, { message: 'Try again' });
      return inner(request);
    };
    const engine = engineOn(wire(transport, seededRandom(5)));
    await engine.replayNow();
    expect(server.liveRows('readings')).toHaveLength(8);
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.map((e) => [e.id, e.status, e.attempts])).toEqual([
      [refused, 'failed', 0],
      [flaky, 'pending', 1],
    ]);
    await drain(db, engine, clock);
    expect(server.liveRows('readings')).toHaveLength(9);
    expect((await db.outbox.toArray()).map((e) => [e.id, e.status])).toEqual([[refused, 'failed']]);
  });

  it('stops starting new requests when one gets no answer; those on the wire finish and are kept', async () => {
    const { db, server, clock, inspection, engineOn, applied } = await syncedInspection();
    const keys = await queueReadings(db, inspection, 12);
    const inner = faultyTransport(server);
    let calls = 0;
    const transport: Transport = async (request) => {
      if (++calls === 6) throw new TypeError('Failed to fetch');
      return inner(request);
    };
    const onWire = wire(transport, seededRandom(6));
    const watch = watchStop(onWire);
    const engine = engineOn(watch.transport);
    await engine.replayNow();
    const dropped = onWire.events.findIndex((e) => e.kind === 'end' && e.status === null);
    expect(dropped).toBeGreaterThan(0);
    expect(onWire.started.length).toBe(await watch.startsAtStop());
    expect(onWire.started.length).toBeLessThan(keys.length);
    const sent = onWire.started.map(keyOf);
    expect(applied()).toBe(sent.length - 1);
    const left = await db.outbox.orderBy('seq').toArray();
    // Every change either reached the server and left, or is still queued; only the dropped one counts an attempt.
    expect(left.length + applied()).toBe(keys.length);
    expect(left.filter((e) => e.attempts > 0).map((e) => e.id)).toEqual([keyOf(onWire.events[dropped]!.request)]);
    expect(left.every((e) => e.status === 'pending')).toBe(true);
    await drain(db, engine, clock);
    expect(applied()).toBe(keys.length);
    expect(server.liveRows('readings')).toHaveLength(keys.length);
  });

  it('a 401 stops the queue though others were on the wire; after sign-in each change is applied once', async () => {
    const { db, server, clock, inspection, engineOn, applied } = await syncedInspection();
    const keys = await queueReadings(db, inspection, 10);
    const inner = faultyTransport(server);
    let answered = 0;
    const transport: Transport = async (request) => {
      const response = await inner(request);
      // The session runs out after three answers, while others are on their way.
      if (++answered === 3) server.authorized = false;
      return response;
    };
    const onWire = wire(transport, seededRandom(7));
    const watch = watchStop(onWire);
    const engine = engineOn(watch.transport);
    await engine.replayNow();
    expect(onWire.events.some((e) => e.status === 401)).toBe(true);
    expect(onWire.started.length).toBe(await watch.startsAtStop());
    expect(onWire.started.length).toBeLessThan(keys.length);
    expect((await db.sync_meta.get('sync'))!.authStopped).toBe(true);
    const left = await db.outbox.toArray();
    expect(left.length + applied()).toBe(keys.length);
    expect(new Set(left.map((e) => e.status))).toEqual(new Set(['auth', 'pending']));

    const calls = onWire.started.length;
    clock.advance(60 * 60_000);
    await engine.replayNow();
    expect(onWire.started.length).toBe(calls);
    server.authorized = true;
    await engine.resumeAfterSignIn();
    await drain(db, engine, clock);
    expect(applied()).toBe(keys.length);
    expect(server.liveRows('readings')).toHaveLength(keys.length);
    expect(await db.outbox.count()).toBe(0);
  });

  it('triggers while sending join the running replay: no change goes twice', async () => {
    const { db, server, clock, inspection, engineOn, applied } = await syncedInspection();
    const keys = await queueReadings(db, inspection, 12);
    const onWire = wire(faultyTransport(server), seededRandom(8));
    const engine = engineOn(onWire);
    const first = engine.replayNow();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await Promise.all([first, engine.replayNow(), engine.replayNow()]);
    await drain(db, engine, clock);
    expect(onWire.started.map(keyOf)).toEqual(keys);
    expect(applied()).toBe(keys.length);
  });
});
