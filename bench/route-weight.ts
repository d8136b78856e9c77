import { DIST_DIR, routeWeights } from '../scripts/route-weight';
import { benchMain } from './lib/result';

/** What a first visit to each route downloads before it renders, read from the build (`npm run build` first). */
await benchMain('route-weight', 'JavaScript per route on a first visit, gzipped (entry + static imports + route chunks)', async ({ metric, note }) => {
  const weights = routeWeights(DIST_DIR);
  const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  metric('entry', kib(weights.entryGzipBytes), 'KiB');
  for (const route of weights.routes) metric(route.route, kib(route.gzipBytes), 'KiB');
  note('Budgets in tests/unit/route-budgets.json; the unit test fails when a route outgrows its budget.');
});
