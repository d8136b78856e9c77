import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedReports, users } from '../../server/db/schema';
import { seedDemoFleet } from '../../server/seed/generate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

/**
 * The generated reports the demo fleet ships: once the report runner has run, each one its
 * owner opens is a report of the current shape (data and files), and a failed one says why.
 */
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoFleet(database.db, { scale: 0.02, now: new Date('2026-11-20T00:00:00Z') });
  app = await createTestApp(database.db);
}, 300_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const AREA: Record<string, string> = {
  fleet_condition: 'fleet_conditions',
  product_analysis: 'product_analysis_report',
  unit_history: 'unit_history_report',
};

describe('generated reports of the demo fleet', () => {
  it('open for their owners as PDF and Excel (and data where the call gives it) once the runner has built them', async () => {
    // The runner may already have claimed one when the app started: wait for it as well.
    app.reportJobs.pause();
    for (let tries = 0; tries < 300; tries += 1) {
      await app.reportJobs.processNow();
      const open = await database.db.select({ id: generatedReports.id }).from(generatedReports).where(inArray(generatedReports.status, ['queued', 'running']));
      if (open.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rows = await database.db
      .select({ id: generatedReports.id, kind: generatedReports.kind, status: generatedReports.status, error: generatedReports.error, login: users.login })
      .from(generatedReports)
      .innerJoin(users, eq(users.id, generatedReports.userId));
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(Object.keys(AREA)));
    expect(rows.filter((row) => row.status === 'done').map((row) => row.kind).sort(), JSON.stringify(rows)).toEqual(['fleet_condition', 'product_analysis']);
    for (const row of rows) {
      const headers = await authHeaders(app, row.login);
      const url = `/api/v2/${AREA[row.kind]}/get_report`;
      if (row.status !== 'done') {
        const res = await app.inject({ method: 'POST', url, headers, payload: { id: row.id, format: 'xlsx' } });
        expect(res.statusCode, row.kind).toBe(409);
        expect(res.json().message).toMatch(/generate it again/);
        continue;
      }
      for (const format of ['json', 'pdf', 'xlsx'] as const) {
        const res = await app.inject({ method: 'POST', url, headers, payload: { id: row.id, format } });
        expect(res.statusCode, `${row.kind} ${format}: ${res.body.slice(0, 200)}`).toBe(200);
      }
    }
  }, 300_000);
});
