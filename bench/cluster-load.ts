import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { createSession } from '../server/auth/sessions';
import { testConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { queryRows } from '../server/db/query';
import { DEMO_USERS } from '../server/seed/demo-users';
import { startApiCluster, type ApiCluster } from '../tests/helpers/api-cluster';
import { multipartBody } from '../tests/helpers/inspection-fixture';
import { startPostgresCluster } from '../tests/helpers/postgres-cluster';
import { startS3Server } from '../tests/helpers/s3-server';
import { benchMain } from './lib/result';
import { round } from './lib/stats';

/*
 * Many fleets at once: 200 clients for BENCH_LOAD_SECONDS (300 by default) of mixed reads and
 * writes (lookups, checkpoint report pages, new surveys, 8 KB demo photos) against one API process,
 * then against three behind HAProxy, on one throwaway PostgreSQL with photos in an
 * S3-protocol store. Each pass starts its processes afresh on the same seeded database.
 */
const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 300);
const TOKEN_SECRET = 'cluster-load-secret-cluster-load-secret-0123';
const PHOTO = readFileSync(new URL('../server/seed/demo-photos/tread-closeup.jpg', import.meta.url));

interface Pass {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: string;
}

async function load(base: string, headers: Record<string, string>, ids: { accountId: number; locationId: number; inspectionId: number }, seconds: number, tag: string): Promise<Pass> {
  let counter = 0;
  const key = () => `${tag}-${process.pid}-${(counter += 1)}`;
  const json = { ...headers, 'content-type': 'application/json' };
  const lookup = { method: 'GET' as const, path: '/api/v2/common/get_vocations', headers };
  const report = { method: 'POST' as const, path: '/api/v2/checkpoint/report', headers: json, body: JSON.stringify({ account_id: ids.accountId }) };
  const survey = {
    method: 'POST' as const,
    path: '/api/v2/fleet_survey/create_survey',
    headers: json,
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      headers: { ...request.headers, 'idempotency-key': key() },
      body: JSON.stringify({ location_id: ids.locationId, survey_date: '05/02/2026', comments: 'load' }),
    }),
  };
  const photo = {
    method: 'POST' as const,
    path: `/api/v2/fleet_survey/add_unit_image/${ids.inspectionId}`,
    setupRequest: (request: autocannon.Request) => {
      const form = multipartBody({ client_id: key() }, [{ name: 'file', fileName: 'photo.jpg', contentType: 'image/jpeg', content: PHOTO }]);
      return { ...request, headers: { ...headers, ...form.headers }, body: form.payload };
    },
  };
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests: [lookup, report, lookup, survey, lookup, report, photo] });
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => `${code}: ${stat.count ?? 0}`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses: statuses.join(', '),
  };
}

await benchMain('cluster-load', `${CONNECTIONS} clients, ${SECONDS} s of mixed reads and writes: one API process, then three behind HAProxy (PostgreSQL, S3 store)`, async ({ metric, note }) => {
  const postgres = await startPostgresCluster();
  const s3 = await startS3Server(['load-photos']);
  const clusters: ApiCluster[] = [];
  try {
    const options = { databaseUrl: postgres.url, blobStoreUrl: s3.url('load-photos', ''), tokenSecret: TOKEN_SECRET };
    // The first start seeds the demo fleet (scale 1); later starts find it.
    const first = await startApiCluster({ ...options, processes: 1, direct: true, startTimeoutMs: 15 * 60_000 });
    clusters.push(first);
    const database = await openDatabase({ url: postgres.url, poolSize: 2 });
    const manager = DEMO_USERS.find((user) => user.group === 'CUS' && user.securityCodes.length > 2)!;
    const [ids] = await queryRows<{ user_id: number; account_id: number; location_id: number; unit_id: number }>(
      database.db,
      sql`select u.id as user_id, ua.account_id, l.id as location_id, (select min(id) from units where fleet_location_id = l.id) as unit_id
          from users u join user_accounts ua on ua.user_id = u.id join fleet_locations l on l.account_id = ua.account_id
          where u.login = ${manager.login} and exists (select 1 from units where fleet_location_id = l.id)
          order by l.id limit 1`,
    );
    if (!ids) throw new Error('no location with units for the demo manager');
    // An open survey of the manager's own, with one unit inspected, for the photos.
    const [inspection] = await queryRows<{ id: number }>(
      database.db,
      sql`with s as (
            insert into surveys (account_id, fleet_location_id, survey_by_user_id, survey_date)
            values (${ids.account_id}, ${ids.location_id}, ${ids.user_id}, now()) returning id
          )
          insert into unit_inspections (survey_id, unit_id, inspected_at) select s.id, ${ids.unit_id}, now() from s returning id`,
    );
    const session = await createSession(database.db, testConfig({ tokenSecret: new TextEncoder().encode(TOKEN_SECRET) }), ids.user_id);
    const headers = { authorization: `Bearer ${session.token}`, api_key: session.apiKey };
    const target = { accountId: ids.account_id, locationId: ids.location_id, inspectionId: inspection!.id };

    await load(first.url, headers, target, 5, 'warm-one');
    const one = await load(first.url, headers, target, SECONDS, 'one');
    await first.stop();
    clusters.pop();

    const three = await startApiCluster({ ...options, processes: 3 });
    clusters.push(three);
    await load(three.url, headers, target, 5, 'warm-three');
    const behind = await load(three.url, headers, target, SECONDS, 'three');
    await database.close();

    metric('(a) one process: requests/s', Math.round(one.requestsPerSecond));
    metric('(a) one process: p50', one.p50, 'ms');
    metric('(a) one process: p99', one.p99, 'ms');
    metric('(a) one process: errors and non-2xx', `${one.errors} / ${one.non2xx}`);
    metric('(b) three processes behind HAProxy: requests/s', Math.round(behind.requestsPerSecond));
    metric('(b) three processes: p50', behind.p50, 'ms');
    metric('(b) three processes: p99', behind.p99, 'ms');
    metric('(b) three processes: errors and non-2xx', `${behind.errors} / ${behind.non2xx}`);
    metric('(b) / (a) requests/s', round(behind.requestsPerSecond / one.requestsPerSecond, 2), 'x');
    note(`Statuses: (a) ${one.statuses}; (b) ${behind.statuses}.`);
    note(
      `Each client cycles lookup, checkpoint report, lookup, create_survey (new idempotency key), lookup, checkpoint report, add_unit_image (${PHOTO.length} bytes, new key), as the demo fleet manager of its largest yard. ` +
        `All processes, HAProxy, PostgreSQL, the S3 server and the load generator share this machine's ${(await import('node:os')).availableParallelism()} cores. Targets: (b) 0 errors, p99 <= 500 ms.`,
    );
  } finally {
    for (const cluster of clusters) await cluster.stop();
    await s3.stop();
    postgres.stop();
  }
});
