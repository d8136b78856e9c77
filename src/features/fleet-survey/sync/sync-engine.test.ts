import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { formatCaptureTime } from '../../../../contract/fleet-survey/capture-time';
import { addExistingUnitToSurveyLocally, createSurveyLocally } from '../data/survey-repository';
import { saveTireReadingLocally } from '../data/tire-repository';
import { saveUnitLocally } from '../data/unit-repository';
import { FakeServer } from '../../../../tests/support/fleet-survey-sync/fake-server';
import { faultSequence, faultyTransport, type Fault } from '../../../../tests/support/fleet-survey-sync/faulty-transport';
import { drain, freshIndexedDb, openTestDb, TestClock, testEngine } from '../../../../tests/support/fleet-survey-sync/harness';

function setup(faults: (Fault | null)[] = []) {
  const db = openTestDb();
  const server = new FakeServer();
  const clock = new TestClock();
  const transport = faultyTransport(server, faultSequence(...faults));
  return { db, server, clock, transport, engine: testEngine(db, transport, clock) };
}

const unitInput = { locationId: 9, data: { unit_number: 'T-1', vin: 'V' } };

describe('replay', () => {
  it('sends with the entry id as Idempotency-Key and records the server id once confirmed', async () => {
    const { db, server, clock, transport, engine } = setup();
    const unit = await saveUnitLocally(db, unitInput);
    const [entry] = await db.outbox.toArray();
    await drain(db, engine, clock);
    expect(transport.calls[0]!.headers).toEqual({ 'Idempotency-Key': entry!.id, 'capture-time': formatCaptureTime(entry!.createdAt) });
    expect(await db.outbox.count()).toBe(0);
    const stored = await db.units.get(unit.localId);
    expect(stored).toMatchObject({ serverId: 1, serverVersion: 1, syncState: 'synced' });
    expect(await db.id_map.get(['unit', unit.localId])).toMatchObject({ serverId: 1 });
    expect(server.liveRows('units')).toHaveLength(1);
    expect((await db.sync_meta.get('sync'))!.lastSyncAt).toBe(clock.time);
  });

  it('sends the time the change was made as capture-time, the same on the re-send after a lost answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const made = Date.UTC(2026, 10, 28, 8, 0, 0);
      vi.setSystemTime(made);
      const { db, clock, transport, engine } = setup(['drop-after']);
      await saveUnitLocally(db, unitInput);
      vi.setSystemTime(made + 2 * 3_600_000);
      await drain(db, engine, clock);
      const sent = transport.calls.map((call) => Date.parse(call.headers['capture-time']!));
      expect(sent).toEqual([made, made]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an edit merged into an unsent change carries the time of the later edit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const first = Date.UTC(2026, 10, 28, 8, 0, 0);
      vi.setSystemTime(first);
      const { db, clock, transport, engine } = setup();
      const unit = await saveUnitLocally(db, unitInput);
      vi.setSystemTime(first + 60_000);
      await saveUnitLocally(db, { ...unitInput, localId: unit.localId, data: { ...unitInput.data, vin: 'V2' } });
      vi.setSystemTime(first + 3_600_000);
      await drain(db, engine, clock);
      expect(transport.calls.map((call) => Date.parse(call.headers['capture-time']!))).toEqual([first + 60_000]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('connection dropped before the server applied it: kept, retried, applied once', async () => {
    const { db, server, clock, engine } = setup(['drop-before']);
    await saveUnitLocally(db, unitInput);
    await engine.replayNow();
    const [kept] = await db.outbox.toArray();
    expect(kept).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Failed to fetch' });
    expect(engine.getRuntime().online).toBe(false);
    expect(server.applied).toBe(0);
    await drain(db, engine, clock);
    expect(server.liveRows('units')).toHaveLength(1);
    expect(engine.getRuntime().online).toBe(true);
  });

  it('answer lost after the server applied it: the retry gets the replayed answer, one row', async () => {
    const { db, server, clock, engine } = setup(['drop-after']);
    const unit = await saveUnitLocally(db, unitInput);
    await engine.replayNow();
    expect(server.applied).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    await drain(db, engine, clock);
    expect(server.applied).toBe(1);
    expect(server.liveRows('units')).toHaveLength(1);
    expect((await db.units.get(unit.localId))!.serverId).toBe(server.liveRows('units')[0]!.id);
  });

  it('500s then success', async () => {
    const { db, server, clock, engine } = setup(['500', '500', '500']);
    await saveUnitLocally(db, unitInput);
    await engine.replayNow();
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1, lastStatus: 500 });
    await drain(db, engine, clock);
    expect(await db.outbox.count()).toBe(0);
    expect(server.liveRows('units')).toHaveLength(1);
  });

  it('duplicate delivery writes one row', async () => {
    const { db, server, clock, engine } = setup(['duplicate']);
    await saveUnitLocally(db, unitInput);
    await drain(db, engine, clock);
    expect(server.liveRows('units')).toHaveLength(1);
    expect(server.applied).toBe(1);
  });

  it('a crash between the local write and the replay: the reopened database replays it', async () => {
    const factory = freshIndexedDb();
    const db = openTestDb(factory);
    await saveUnitLocally(db, unitInput);
    db.close();
    const server = new FakeServer();
    const clock = new TestClock();
    const reopened = openTestDb(factory);
    await testEngine(reopened, faultyTransport(server), clock).start();
    expect(await reopened.outbox.count()).toBe(0);
    expect(server.liveRows('units')).toHaveLength(1);
  });

  it('a crash while sending: the "sending" entry resumes at the next start, applied once', async () => {
    const factory = freshIndexedDb();
    const server = new FakeServer();
    const clock = new TestClock();
    const db = openTestDb(factory);
    const unit = await saveUnitLocally(db, unitInput);
    let crashed!: () => void;
    const crash = new Promise<void>((resolve) => (crashed = resolve));
    void testEngine(db, faultyTransport(server, faultSequence('crash-after'), crashed), clock).replayNow();
    await crash;
    expect((await db.outbox.toArray())[0]!.status).toBe('sending');
    db.close();

    const reopened = openTestDb(factory);
    await testEngine(reopened, faultyTransport(server), clock).start();
    expect(await reopened.outbox.count()).toBe(0);
    expect(server.liveRows('units')).toHaveLength(1);
    expect((await reopened.units.get(unit.localId))!.serverId).toBe(server.liveRows('units')[0]!.id);
  });

  it('a tire on a unit created offline waits for the unit and is sent with its server id', async () => {
    const { db, server, clock, transport, engine } = setup(['500']);
    const unitLater = await saveUnitLocally(db, unitInput);
    const survey = await createSurveyLocally(db, { locationId: 9, data: { survey_date: '05/02/2025' } });
    const inspection = await addExistingUnitToSurveyLocally(db, { surveyLocalId: survey.localId, unitLocalId: unitLater.localId });
    await saveTireReadingLocally(db, { inspectionLocalId: inspection.localId, data: { axle_number: 1, side: 'left', place: 'single', pressure_psi: 95 } });
    // The unit's create fails once; the survey, which does not need it, goes on meanwhile.
    await engine.replayNow();
    const statuses = Object.fromEntries((await db.outbox.toArray()).map((e) => [e.op, e.status]));
    expect(statuses).toEqual({ save_unit: 'pending', add_existing_unit_to_survey: 'blocked', save_tire: 'blocked' });
    expect(server.liveRows('surveys')).toHaveLength(1);
    await drain(db, engine, clock);
    expect(await db.outbox.count()).toBe(0);
    const tireCall = transport.calls.find((c) => c.url === 'fleet_survey/save_tire')!;
    const unitRow = server.liveRows('units')[0]!;
    expect(tireCall.body).toEqual({ unit_id: unitRow.id, survey_id: server.liveRows('surveys')[0]!.id, axle_number: 1, side: 'left', place: 'single', pressure_psi: 95, tread_depth_mm: null, wear_condition_ids: [] });
    expect(server.liveRows('readings')).toEqual([expect.objectContaining({ unit_id: unitRow.id, unit_inspection_id: server.liveRows('inspections')[0]!.id, pressure_psi: 95 })]);
  });

  it('keeps two edits of one record in order and bases the second on the version the first produced', async () => {
    const { db, server, clock, engine } = setup();
    const unit = await saveUnitLocally(db, unitInput);
    await drain(db, engine, clock);
    await saveUnitLocally(db, { ...unitInput, localId: unit.localId, data: { unit_number: 'T-1', vin: 'A' } });
    // Pretend the first edit went out already, so the second is not merged into it.
    await db.outbox.toCollection().modify({ everSent: true });
    await saveUnitLocally(db, { ...unitInput, localId: unit.localId, data: { unit_number: 'T-1', vin: 'B' } });
    expect(await db.outbox.count()).toBe(2);
    await drain(db, engine, clock);
    expect(server.liveRows('units')).toEqual([expect.objectContaining({ vin: 'B', version: 3 })]);
    expect(await db.units.get(unit.localId)).toMatchObject({ serverVersion: 3, syncState: 'synced' });
  });

  it('runs one replay loop at a time; a trigger while running schedules one more pass', async () => {
    const db = openTestDb();
    const server = new FakeServer();
    const clock = new TestClock();
    const inner = faultyTransport(server);
    let inFlight = 0;
    let maxInFlight = 0;
    const engine = testEngine(db, async (request) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      try {
        return await inner(request);
      } finally {
        inFlight -= 1;
      }
    }, clock);
    await saveUnitLocally(db, unitInput);
    const first = engine.replayNow();
    expect(engine.getRuntime().running).toBe(true);
    await saveUnitLocally(db, { locationId: 9, data: { unit_number: 'T-2' } });
    const second = engine.replayNow();
    expect(second).toBe(first);
    await first;
    expect(maxInFlight).toBe(1);
    expect(engine.getRuntime()).toMatchObject({ running: false });
    expect(server.liveRows('units')).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends what is stored when an entry goes, though the pass read the queue before an edit merged into it', async () => {
    const db = openTestDb();
    const server = new FakeServer();
    const clock = new TestClock();
    const inner = faultyTransport(server);
    await saveUnitLocally(db, unitInput);
    const second = await saveUnitLocally(db, { locationId: 9, data: { unit_number: 'T-2', vin: 'OLD' } });
    // The second unit's unsent create is edited while the first unit's request is out.
    let edited = false;
    const engine = testEngine(db, async (request) => {
      if (!edited) {
        edited = true;
        await saveUnitLocally(db, { localId: second.localId, locationId: 9, data: { unit_number: 'T-2', vin: 'NEW' } });
      }
      return inner(request);
    }, clock);
    await engine.replayNow();
    expect(await db.outbox.count()).toBe(0);
    expect(inner.calls).toHaveLength(2);
    expect(server.liveRows('units').map((u) => [u.unit_number, u.vin]).sort()).toEqual([['T-1', 'V'], ['T-2', 'NEW']]);
  });

  it('sends a change written while a replay runs in the same pass, and forgets a discarded one', async () => {
    const db = openTestDb();
    const server = new FakeServer();
    const clock = new TestClock();
    const inner = faultyTransport(server);
    await saveUnitLocally(db, unitInput);
    const dropped = await saveUnitLocally(db, { locationId: 9, data: { unit_number: 'T-DROP' } });
    let calls = 0;
    const engine = testEngine(db, async (request) => {
      if (calls++ === 0) {
        await saveUnitLocally(db, { locationId: 9, data: { unit_number: 'T-3' } });
        const entry = await db.outbox.where('entityKeys').equals(`unit:${dropped.localId}`).first();
        await db.outbox.delete(entry!.seq!);
      }
      return inner(request);
    }, clock);
    await engine.replayNow();
    expect(await db.outbox.count()).toBe(0);
    expect(server.liveRows('units').map((u) => u.unit_number).sort()).toEqual(['T-1', 'T-3']);
    expect(inner.calls).toHaveLength(2);
  });

  it('reads the queue once per pass, not again before every send (a long queue replays in linear time)', async () => {
    const { db, server, clock, engine } = setup();
    let outboxValuesRead = 0;
    db.use({
      stack: 'dbcore',
      name: 'count-outbox-reads',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          if (name !== 'outbox') return table;
          return {
            ...table,
            query: async (request) => {
              const result = await table.query(request);
              if (request.values) outboxValuesRead += result.result.length;
              return result;
            },
          };
        },
      }),
    });
    const queued = 60;
    for (let i = 0; i < queued; i += 1) await saveUnitLocally(db, { locationId: 9, data: { unit_number: `Q-${i}` } });
    outboxValuesRead = 0;
    await drain(db, engine, clock);
    expect(server.liveRows('units')).toHaveLength(queued);
    // One full read, then the entry sent (three looks) per send; reading all before each send was ~queued²/2.
    expect(outboxValuesRead).toBeLessThan(queued * 5);
  });
});
