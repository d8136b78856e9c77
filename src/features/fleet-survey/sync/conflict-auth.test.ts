import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { saveUnitLocally } from '../data/unit-repository';
import { FakeServer } from '../../../../tests/support/fleet-survey-sync/fake-server';
import { faultyTransport } from '../../../../tests/support/fleet-survey-sync/faulty-transport';
import { drain, openTestDb, TestClock, testEngine } from '../../../../tests/support/fleet-survey-sync/harness';
import { readQueueSummary } from './sync-status';

async function syncedUnit() {
  const db = openTestDb();
  const server = new FakeServer();
  const clock = new TestClock();
  const transport = faultyTransport(server);
  const engine = testEngine(db, transport, clock);
  const unit = await saveUnitLocally(db, { locationId: 2, data: { unit_number: 'C-1', vin: 'OLD' } });
  await drain(db, engine, clock);
  const row = server.liveRows('units')[0]!;
  return { db, server, clock, transport, engine, unit, row };
}

describe('409 conflicts', () => {
  async function conflicted() {
    const ctx = await syncedUnit();
    // Someone else changed the unit on the server meanwhile.
    Object.assign(ctx.row, { vin: 'THEIRS', version: 2 });
    await saveUnitLocally(ctx.db, { localId: ctx.unit.localId, locationId: 2, data: { unit_number: 'C-1', vin: 'MINE' } });
    await ctx.engine.replayNow();
    const [entry] = await ctx.db.outbox.toArray();
    return { ...ctx, entry: entry! };
  }

  it('keeps the entry as a conflict with both versions, shown as needing attention', async () => {
    const { db, unit, entry } = await conflicted();
    expect(entry.status).toBe('conflict');
    expect(entry.conflict!.local).toMatchObject({ vin: 'MINE', version: 1 });
    expect(entry.conflict!.server).toMatchObject({ vin: 'THEIRS', version: 2 });
    expect((await db.units.get(unit.localId))!.syncState).toBe('attention');
    const summary = await readQueueSummary(db);
    expect(summary.attention).toEqual([expect.objectContaining({ id: entry.id, status: 'conflict', httpStatus: 409 })]);
  });

  it("'mine' re-sends based on the server's current version", async () => {
    const { db, server, clock, engine, unit, entry } = await conflicted();
    await engine.resolveConflict(entry.id, 'mine');
    await drain(db, engine, clock);
    expect(await db.outbox.count()).toBe(0);
    expect(server.liveRows('units')).toEqual([expect.objectContaining({ vin: 'MINE', version: 3 })]);
    expect(await db.units.get(unit.localId)).toMatchObject({ serverVersion: 3, syncState: 'synced', data: { vin: 'MINE' } });
  });

  it("'theirs' takes the server's record and drops the entry with later edits built on mine", async () => {
    const { db, server, engine, transport, unit, entry } = await conflicted();
    await saveUnitLocally(db, { localId: unit.localId, locationId: 2, data: { unit_number: 'C-1', vin: 'MINE AGAIN' } });
    await engine.replayNow();
    const later = (await db.outbox.orderBy('seq').toArray())[1]!;
    // Waits behind the conflict: two edits of one record never reorder.
    expect(later.status).toBe('blocked');
    const calls = transport.calls.length;
    expect(await engine.resolveConflict(entry.id, 'theirs')).toEqual([entry.id, later.id]);
    expect(await db.outbox.count()).toBe(0);
    expect(transport.calls.length).toBe(calls);
    expect(server.liveRows('units')).toEqual([expect.objectContaining({ vin: 'THEIRS', version: 2 })]);
    expect(await db.units.get(unit.localId)).toMatchObject({ serverVersion: 2, syncState: 'synced', data: { vin: 'THEIRS', unit_number: 'C-1' } });
  });
});

describe('401 and refused changes', () => {
  it('a 401 stops the whole queue until sign-in, then resumes', async () => {
    const { db, server, clock, engine, transport } = await syncedUnit();
    server.authorized = false;
    await saveUnitLocally(db, { locationId: 2, data: { unit_number: 'A-1' } });
    await saveUnitLocally(db, { locationId: 2, data: { unit_number: 'A-2' } });
    await engine.replayNow();
    const calls = transport.calls.length;
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.status)).toEqual(['auth', 'pending']);
    expect((await readQueueSummary(db)).needsSignIn).toBe(true);
    clock.advance(60 * 60_000);
    await engine.replayNow();
    expect(transport.calls.length).toBe(calls);

    server.authorized = true;
    await engine.resumeAfterSignIn();
    expect(await db.outbox.count()).toBe(0);
    expect(server.liveRows('units')).toHaveLength(3);
    expect((await readQueueSummary(db)).needsSignIn).toBe(false);
  });

  it('a 4xx marks the entry failed with the server message; retry or discard are the way out', async () => {
    const { db, server, clock, engine, unit, row } = await syncedUnit();
    row.deleted = true;
    await saveUnitLocally(db, { localId: unit.localId, locationId: 2, data: { unit_number: 'C-1', vin: 'EDIT' } });
    await engine.replayNow();
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({ status: 'failed', lastStatus: 404, lastError: `unit ${row.id} not found` });
    clock.advance(10 * 60_000);
    await engine.replayNow();
    expect((await db.outbox.toArray())[0]!.status).toBe('failed');

    row.deleted = false;
    await engine.retryEntry(failed!.id);
    expect(await db.outbox.count()).toBe(0);
    expect(server.liveRows('units')[0]).toMatchObject({ vin: 'EDIT' });
  });

  it('discarding a create drops the changes that need it and marks the records not synced', async () => {
    const { db, engine } = await syncedUnit();
    const unit = await saveUnitLocally(db, { locationId: 2, data: { unit_number: '' } });
    const [create] = await db.outbox.toArray();
    await db.outbox.update(create!.seq!, { status: 'failed', everSent: true, lastError: 'Unit number is required' });
    await saveUnitLocally(db, { localId: unit.localId, locationId: 2, data: { unit_number: '', vin: 'X' } });
    expect(await db.outbox.count()).toBe(2);
    const dropped = await engine.discardEntry(create!.id);
    expect(dropped).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.units.get(unit.localId)).toMatchObject({ syncState: 'not_synced', serverId: null, data: { vin: 'X' } });
  });
});
