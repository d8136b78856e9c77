import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { formatCaptureTime } from '../../../../contract/fleet-survey/capture-time';
import { addNewUnitToSurveyLocally, createSurveyLocally } from '../data/survey-repository';
import { findTrailerReadiness, saveTrailerReadinessLocally } from '../data/trailer-readiness-repository';
import { FakeServer } from '../../../../tests/support/fleet-survey-sync/fake-server';
import { faultSequence, faultyTransport } from '../../../../tests/support/fleet-survey-sync/faulty-transport';
import { drain, openTestDb, TestClock, testEngine } from '../../../../tests/support/fleet-survey-sync/harness';

/** A survey and a trailer both made offline: neither has a server id yet. */
async function offlineTrailer(faults: Parameters<typeof faultSequence> = []) {
  const db = openTestDb();
  const server = new FakeServer();
  const clock = new TestClock();
  const transport = faultyTransport(server, faultSequence(...faults));
  const engine = testEngine(db, transport, clock);
  const survey = await createSurveyLocally(db, { locationId: 4, data: { survey_date: '08/01/2025' } });
  const { unit } = await addNewUnitToSurveyLocally(db, { surveyLocalId: survey.localId, locationId: 4, unit: { unit_number: 'TR-9', type: 3 } });
  return { db, server, clock, transport, engine, survey, unit };
}

const answer = (field_id: number, selected_value: 'pass' | 'fail' | 'n/a', notes: string | null = null) => ({ field_id, selected_value, notes });

describe('trailer readiness offline', () => {
  it('keeps the answers with one queued entry in the same transaction; unsent saves merge', async () => {
    const { db, survey, unit } = await offlineTrailer();
    const first = await saveTrailerReadinessLocally(db, { surveyLocalId: survey.localId, unitLocalId: unit.localId, answers: [answer(1, 'fail', '  Left door  ')] });
    expect(first).toMatchObject({ serverId: null, syncState: 'unsent', data: { answers: [answer(1, 'fail', 'Left door')] } });
    const second = await saveTrailerReadinessLocally(db, { surveyLocalId: survey.localId, unitLocalId: unit.localId, answers: [answer(1, 'pass'), answer(2, 'n/a')] });
    expect(second.localId).toBe(first.localId);
    expect(await findTrailerReadiness(db, survey.localId, unit.localId)).toMatchObject({ data: { answers: [answer(1, 'pass'), answer(2, 'n/a')] } });

    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.op)).toEqual(['create_survey', 'add_new_unit_to_survey', 'save_trailer_readiness']);
    const [createSurvey, addUnit, readiness] = entries;
    expect(readiness).toMatchObject({
      entityKind: 'trailer_readiness',
      entityLocalId: first.localId,
      request: { method: 'POST', path: 'fleet_survey/save_trailer_readiness', body: { survey_id: survey.localId, unit_id: unit.localId, answers: [answer(1, 'pass'), answer(2, 'n/a')] } },
      placeholders: [
        { at: 'body.survey_id', kind: 'survey', localId: survey.localId },
        { at: 'body.unit_id', kind: 'unit', localId: unit.localId },
      ],
      versioned: false,
    });
    expect(readiness!.dependsOn.sort()).toEqual([createSurvey!.id, addUnit!.id].sort());
  });

  it('replays with server ids and its Idempotency-Key; a lost answer is answered from the key, one row', async () => {
    const { db, server, clock, transport, engine, survey, unit } = await offlineTrailer([null, null, 'drop-after']);
    const record = await saveTrailerReadinessLocally(db, { surveyLocalId: survey.localId, unitLocalId: unit.localId, answers: [answer(1, 'pass'), answer(2, 'fail', 'Brake light')] });
    const entry = (await db.outbox.toArray()).find((e) => e.op === 'save_trailer_readiness')!;
    expect(await drain(db, engine, clock)).toEqual([]);

    const calls = transport.calls.filter((c) => c.url === 'fleet_survey/save_trailer_readiness');
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.headers).toEqual({ 'Idempotency-Key': entry.id, 'capture-time': formatCaptureTime(entry.createdAt) });
      expect(call.body).toEqual({ survey_id: server.liveRows('surveys')[0]!.id, unit_id: server.liveRows('units')[0]!.id, answers: [answer(1, 'pass'), answer(2, 'fail', 'Brake light')] });
    }
    expect(server.liveRows('readiness')).toEqual([expect.objectContaining({ passed: false })]);
    expect(server.applied).toBe(3);
    const stored = await db.trailer_readiness.get(record.localId);
    expect(stored).toMatchObject({ serverId: server.liveRows('readiness')[0]!.id, syncState: 'synced' });
    expect(await db.id_map.get(['trailer_readiness', record.localId])).toMatchObject({ serverId: stored!.serverId });

    // A later change goes as a new entry and replaces the same checklist on the server.
    await saveTrailerReadinessLocally(db, { surveyLocalId: survey.localId, unitLocalId: unit.localId, answers: [answer(1, 'pass'), answer(2, 'pass')] });
    expect((await db.trailer_readiness.get(record.localId))!.syncState).toBe('unsent');
    await drain(db, engine, clock);
    expect(server.liveRows('readiness')).toEqual([expect.objectContaining({ id: stored!.serverId, passed: true })]);
    expect(await db.trailer_readiness.get(record.localId)).toMatchObject({ serverId: stored!.serverId, syncState: 'synced' });
  });

  it('waits for the trailer created offline: refused creation keeps the checklist queued, not sent', async () => {
    const { db, server, clock, engine, survey, unit } = await offlineTrailer([null, '500']);
    await saveTrailerReadinessLocally(db, { surveyLocalId: survey.localId, unitLocalId: unit.localId, answers: [answer(1, 'pass')] });
    await engine.replayNow();
    const statuses = Object.fromEntries((await db.outbox.toArray()).map((e) => [e.op, e.status]));
    expect(statuses).toEqual({ add_new_unit_to_survey: 'pending', save_trailer_readiness: 'blocked' });
    expect(server.liveRows('readiness')).toHaveLength(0);
    await drain(db, engine, clock);
    expect(server.liveRows('readiness')).toHaveLength(1);
  });
});
