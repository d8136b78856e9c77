import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { authHeaders } from '../tests/helpers/sign-in';
import { benchMain } from './lib/result';
import { percentile, round } from './lib/stats';
import { openSource } from './reports/database-source';
import { installSqlTimer } from './reports/sql-timer';

const WARMUPS = 3;
const REQUESTS = 30;
const USERS = { staff: 'analyst@tiremaker.example', customer: 'fleet.manager@northline.example' } as const;
/** A request that takes longer is abandoned, so one slow report cannot hang the run. */
const REQUEST_TIMEOUT_MS = 20_000;
/** Per endpoint and user: past it the endpoint reports the samples it has. */
const ENDPOINT_BUDGET_MS = 40_000;

await benchMain('report-endpoints', `Report endpoints, ${REQUESTS} requests after ${WARMUPS} warm-ups, staff and customer`, async ({ metric, note }) => {
  const timer = installSqlTimer();
  const source = await openSource();
  note(source.label);
  const app = await buildApp({ db: source.database.db, config: testConfig() });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const found = (await source.database.db.execute(sql`select a.id as account_id, l.id as location_id from accounts a join fleet_locations l on l.account_id = a.id
      left join surveys s on s.fleet_location_id = l.id where a.account_number = 'NA100100' group by a.id, l.id order by count(s.id) desc limit 1`)) as unknown as { rows: { account_id: number; location_id: number }[] };
    const [northline] = found.rows;
    if (!northline) throw new Error('no Northline yard');
    const crossing = (await source.database.db.execute(sql`select max(id) as id from checkpoint_crossings where account_id = ${northline.account_id}`)) as unknown as { rows: { id: number | null }[] };
    const endpoints: { path: string; body: object }[] = [
      { path: '/api/v2/checkpoint/report', body: { account_id: northline.account_id } },
      { path: '/api/v2/checkpoint/detail', body: { id: crossing.rows[0]?.id ?? 1 } },
      { path: '/api/v2/survey/report-dealer', body: {} },
      { path: '/api/v2/fleet_survey/get_surveys', body: { location_id: northline.location_id } },
      { path: '/api/v2/common/get_fleet_locations', body: {} },
    ];
    for (const [who, login] of Object.entries(USERS)) {
      const headers = { ...(await authHeaders(app, login)), 'content-type': 'application/json' };
      for (const endpoint of endpoints) {
        const label = `${endpoint.path.replace('/api/v2/', '')} as ${who}`;
        if (!app.hasRoute({ method: 'POST', url: endpoint.path })) {
          if (who === 'staff') note(`${endpoint.path}: not measured, the route is not registered in server/areas/index.ts.`);
          continue;
        }
        const http: number[] = [];
        const sqlMs: number[] = [];
        let status: number | string = 0;
        const budgetEnds = performance.now() + ENDPOINT_BUDGET_MS;
        for (let i = 0; i < WARMUPS + REQUESTS && performance.now() < budgetEnds; i += 1) {
          timer.take();
          const started = performance.now();
          try {
            const response = await fetch(base + endpoint.path, { method: 'POST', headers, body: JSON.stringify(endpoint.body), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
            await response.arrayBuffer();
            status = response.status;
          } catch {
            status = `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
            break;
          }
          const elapsed = performance.now() - started;
          if (i >= WARMUPS) {
            http.push(elapsed);
            sqlMs.push(timer.take());
          }
        }
        if (http.length === 0) {
          metric(label, `not measured: ${typeof status === 'string' ? status : `warm-ups used the ${ENDPOINT_BUDGET_MS / 1000} s budget`}`);
          continue;
        }
        const n = http.length < REQUESTS ? `; n=${http.length} (budget)` : '';
        const p50 = percentile(http, 50);
        const sql50 = percentile(sqlMs, 50);
        metric(
          label,
          source.sqlTimed
            ? `HTTP p50 ${round(p50, 1)} / p95 ${round(percentile(http, 95), 1)} ms; SQL p50 ${round(sql50, 1)} / p95 ${round(percentile(sqlMs, 95), 1)} ms; HTTP/SQL ${round(p50 / sql50, 2)}x; status ${status}${n}`
            : `HTTP p50 ${round(p50, 1)} / p95 ${round(percentile(http, 95), 1)} ms; SQL not timed on PGlite; status ${status}${n}`,
        );
      }
    }
    note('SQL = time inside pg Client.query for every query the request ran (session check included), requests sequential.');
  } finally {
    await app.close();
    await source.database.close();
  }
});
