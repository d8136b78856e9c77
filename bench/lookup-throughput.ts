import autocannon from 'autocannon';
import { startChildServer, type ChildServer } from './lookup/child-server';
import { benchMain } from './lib/result';
import { round, withDeadline } from './lib/stats';

const CONNECTIONS = 50;
const SECONDS = 10;
/** A short run first, so JIT and the app's caches are warm when measuring starts. */
const WARM_UP_SECONDS = 2;
const LOOKUP = '/api/v2/common/get_vocations';

interface Pass {
  requestsPerSecond: number;
  p99: number;
  statuses: string;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Pass> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => `${code}: ${stat.count ?? 0}`);
  if (result.errors > 0) statuses.push(`errors: ${result.errors}`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, statuses: statuses.join(', ') };
}

async function measure(url: string, headers: Record<string, string>): Promise<Pass> {
  await load(url, headers, WARM_UP_SECONDS);
  return load(url, headers, SECONDS);
}

await benchMain('lookup-throughput', `Authenticated lookup vs bare Fastify: autocannon -c ${CONNECTIONS}, ${SECONDS} s each`, async ({ metric, note }) => {
  const servers: ChildServer[] = [];
  try {
    const bareServer = await startChildServer('./bare-server.ts', 60_000);
    servers.push(bareServer);
    const appServer = await startChildServer('./app-server.ts', 240_000);
    servers.push(appServer);
    const url = appServer.base + LOOKUP;
    const first = await fetch(url, { headers: appServer.headers });
    await first.arrayBuffer();
    if (!first.ok) throw new Error(`${LOOKUP} answered ${first.status}`);
    const etag = first.headers.get('etag');
    // Bare Fastify before and after the app's passes, so load from elsewhere on the machine
    // during the run weighs on both sides alike.
    const bareBefore = await withDeadline('bare pass', 60_000, measure(`${bareServer.base}/`, {}));
    const full = await withDeadline('200 pass', 60_000, measure(url, appServer.headers));
    const revalidated = etag ? await withDeadline('304 pass', 60_000, measure(url, { ...appServer.headers, 'if-none-match': etag })) : null;
    const bareAfter = await withDeadline('bare pass', 60_000, measure(`${bareServer.base}/`, {}));
    const bare = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;

    metric('(a) bare Fastify hello-world: requests/s (mean of before and after)', Math.round(bare));
    metric('(a) bare Fastify: p99 (worse pass)', Math.max(bareBefore.p99, bareAfter.p99), 'ms');
    metric('(b) get_vocations 200: requests/s', Math.round(full.requestsPerSecond));
    metric('(b) get_vocations 200: p99', full.p99, 'ms');
    metric('(b) / (a)', round((100 * full.requestsPerSecond) / bare, 1), '%');
    if (revalidated) {
      metric('(c) get_vocations If-None-Match: requests/s', Math.round(revalidated.requestsPerSecond));
      metric('(c) get_vocations If-None-Match: p99', revalidated.p99, 'ms');
      metric('(c) / (a)', round((100 * revalidated.requestsPerSecond) / bare, 1), '%');
    } else {
      note('The lookup sent no ETag, so there is no If-None-Match pass.');
    }
    note(`Bare passes: ${Math.round(bareBefore.requestsPerSecond)} then ${Math.round(bareAfter.requestsPerSecond)} requests/s.`);
    note(`Statuses: (a) ${bareBefore.statuses} / ${bareAfter.statuses}; (b) ${full.statuses}${revalidated ? `; (c) ${revalidated.statuses}` : ''}.`);
    note(
      `Each server runs in its own Node process, autocannon in the benchmark's; the app on in-memory PGlite (${appServer.about}) with a bearer token and api key, logging at info to a discarded stdout. ${WARM_UP_SECONDS} s warm-up before each pass. Targets: (b) >= 50% of (a), p99 <= 10 ms.`,
    );
  } finally {
    for (const server of servers) server.stop();
  }
});
