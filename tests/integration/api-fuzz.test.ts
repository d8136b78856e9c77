import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { seedDemoFleet } from '../../server/seed/generate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { jsonText, judge, operationsOf, requestOf, type GeneratedRequest, type Operation, type Verdict } from '../helpers/openapi-fuzz';
import { authHeaders } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

/**
 * Every operation of the served OpenAPI document, as a signed-in demo user of each role, with
 * requests generated from its schemas: no answer may be a 5xx, and every other refusal of the
 * input (400) names its field as the error handler does (`errors[].field` = part.path). Hostile
 * values include lone surrogates, free-form JSON nested past the limit, over-long path
 * parameters, and broken multipart bodies on the upload operations.
 * FUZZ_RUNS requests per operation and role (2 in `npm test`; `npm run fuzz` sends many more),
 * FUZZ_SEED fixes the sequence.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const ROLES = ['CUS', 'DLR', 'WIN', 'GYR', 'SSC', 'ADMIN'] as const;
/** Calls that end the session they are made with get a session of their own each time. */
const ENDS_SESSION = /\/(logout|refresh_session)/;

let database: TestDatabase;
let app: FastifyInstance;
let operations: Operation[];
const logins = {} as Record<(typeof ROLES)[number], string>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoFleet(database.db, { scale: 0.02, now: new Date('2026-11-20T00:00:00Z') });
  app = await createTestApp(database.db, { LOGIN_RATE_LIMIT_PER_MINUTE: 100_000 });
  operations = operationsOf((await app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  for (const role of ROLES) logins[role] = DEMO_USERS.find((user) => user.group === role)!.login;
}, 300_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Finding {
  role: string;
  verdict: Verdict;
  request: GeneratedRequest;
  status: number;
  body: string;
}

async function send(request: GeneratedRequest, headers: Record<string, string>) {
  if (request.raw) {
    return app.inject({ method: request.method as 'POST', url: request.url, headers: { ...headers, 'content-type': request.raw.contentType }, payload: request.raw.body });
  }
  const hasBody = request.payload !== undefined;
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { payload: jsonText(request.payload) } : {}),
  });
}

// Validation and the error handler come before the database, and both databases run the same
// SQL: vitest.config.ts runs this on PostgreSQL alone, where it took 21 s against PGlite's 54 s.
describe(`the API under generated requests (${RUNS} per operation and role, seed ${SEED})`, () => {
  it('answers every operation for every role without a 5xx, and names the field of every 400', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const findings: Finding[] = [];
    const sent: Record<string, number> = {};
    const statuses: Record<number, number> = {};
    for (const role of ROLES) {
      sent[role] = 0;
      let headers = await authHeaders(app, logins[role]);
      for (const [index, operation] of operations.entries()) {
        await fc.assert(
          fc.asyncProperty(requestOf(operation), async (request) => {
            const own = ENDS_SESSION.test(operation.path) ? await authHeaders(app, logins[role]) : headers;
            const res = await send(request, own);
            sent[role]++;
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            const verdict = judge(res.statusCode, res.body);
            if (verdict !== 'ok') findings.push({ role, verdict, request, status: res.statusCode, body: res.body.slice(0, 300) });
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        );
        // An operation may end the shared session (the start call, a password change): sign in again.
        if ((await app.inject({ method: 'GET', url: '/api/v2/common/get_user_preferences', headers })).statusCode === 401) {
          headers = await authHeaders(app, logins[role]);
        }
      }
    }
    const count = (verdict: Verdict) => findings.filter((f) => f.verdict === verdict).length;
    console.log(`fuzz on ${database.name === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${operations.length} operations; requests per role ${JSON.stringify(sent)}; 5xx ${count('5xx')}; 4xx without field ${count('4xx without field')}; answers by status ${JSON.stringify(statuses)}`);
    expect(findings.slice(0, 20)).toEqual([]);
  }, 600_000);
});
