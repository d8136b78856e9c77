import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createInspectionApp, createInspectionFixture, INSPECTION } from '../helpers/inspection-fixture';
import { authHeaders } from '../helpers/sign-in';
import { LOGINS } from '../helpers/tenancy-fixture';

/**
 * save_trailer_readiness is a queued outbox operation on the tablet: the sync engine sends it
 * again with the same Idempotency-Key whenever it did not see the answer. A re-send must
 * write nothing, and a late duplicate must not overwrite a newer checklist with an older one.
 */
let database: TestDatabase;
let app: FastifyInstance;
let dealer: Record<string, string>;
const { survey, trailer, readinessFields: f } = INSPECTION;

beforeAll(async () => {
  database = await createTestDatabase();
  await createInspectionFixture(database.db);
  app = await createInspectionApp(database.db);
  dealer = await authHeaders(app, LOGINS.dealer1);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const save = (answers: { field_id: number; selected_value: string; notes?: string | null }[], key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v2/fleet_survey/save_trailer_readiness',
    headers: { ...dealer, 'idempotency-key': key },
    payload: { survey_id: survey, unit_id: trailer, answers },
  });

async function stored() {
  const checks = await database.db
    .select()
    .from(t.trailerReadinessChecks)
    .where(and(eq(t.trailerReadinessChecks.surveyId, survey), eq(t.trailerReadinessChecks.unitId, trailer)));
  const answers = checks.length === 0 ? [] : await database.db.select().from(t.trailerReadinessAnswers).where(eq(t.trailerReadinessAnswers.checkId, checks[0]!.id));
  const [keys] = await database.db.select({ n: count() }).from(t.idempotencyKeys).where(eq(t.idempotencyKeys.path, '/api/v2/fleet_survey/save_trailer_readiness'));
  return { checks, answers: answers.map((a) => [a.fieldId, a.selectedValue, a.notes]).sort(), keys: keys!.n };
}

describe('save_trailer_readiness under one Idempotency-Key', () => {
  it('writes once: the second send replays the first answer and changes nothing', async () => {
    const answers = [
      { field_id: f.lights, selected_value: 'pass' },
      { field_id: f.brakes, selected_value: 'fail', notes: 'Left brake chamber leaking' },
    ];
    const first = await save(answers, 'readiness-replay-0001');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await stored();
    expect(before.checks).toHaveLength(1);
    expect(before.keys).toBe(1);
    expect(before.answers).toEqual([
      [f.lights, 'pass', null],
      [f.brakes, 'fail', 'Left brake chamber leaking'],
    ]);

    const second = await save(answers, 'readiness-replay-0001');
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const after = await stored();
    // The same check row, untouched (its check time too), the same answers, one key record.
    expect(after).toEqual(before);
  });

  it('a late duplicate of an older save does not overwrite the newer checklist', async () => {
    const older = [{ field_id: f.lights, selected_value: 'fail', notes: 'Marker light out' }];
    const newer = [f.lights, f.brakes, f.tires, f.doors].map((field_id) => ({ field_id, selected_value: 'pass' }));
    const first = await save(older, 'readiness-replay-0002');
    expect(first.json()).toMatchObject({ passed: false });
    const second = await save(newer, 'readiness-replay-0003');
    expect(second.json()).toEqual({ trailer_readiness_id: first.json().trailer_readiness_id, passed: true });
    const late = await save(older, 'readiness-replay-0002');
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(late.json()).toEqual(first.json());
    const now = await stored();
    expect(now.checks).toEqual([expect.objectContaining({ passed: true })]);
    expect(now.answers).toEqual(newer.map((a) => [a.field_id, 'pass', null]).sort());
  });

  it('refuses the same key with other answers, and writes nothing', async () => {
    const before = await stored();
    const other = await save([{ field_id: f.lights, selected_value: 'n/a' }], 'readiness-replay-0003');
    expect(other.statusCode).toBe(422);
    expect(await stored()).toEqual(before);
  });
});
