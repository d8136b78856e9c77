/**
 * Startup weight is a feature: a technician's tablet opens the portal on a weak signal. Every
 * route's first-visit JavaScript (entry, its static imports, the route's and its layouts' chunks,
 * gzipped) must stay within its budget in tests/unit/route-budgets.json. Reads the build that
 * `npm test` makes first; after adding a route or knowingly growing one, `npm run budgets:routes`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUDGET_FILE, DIST_DIR, routeWeights, type RouteBudgets } from '../../scripts/route-weight';

const budgets = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as RouteBudgets;
const weights = routeWeights(DIST_DIR);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe('route JavaScript budgets', () => {
  it('the entry every page starts with stays within its budget', () => {
    expect(weights.entryGzipBytes, `entry is ${kib(weights.entryGzipBytes)}, budget ${kib(budgets.entry)}`).toBeLessThanOrEqual(budgets.entry);
  });

  it('every route of the build has a budget', () => {
    const missing = weights.routes.map((route) => route.route).filter((route) => !(route in budgets.routes));
    expect(missing, 'routes without a budget: run `npm run budgets:routes`').toEqual([]);
  });

  it.each(weights.routes.map((route) => [route.route, route] as const))('%s stays within its budget', (name, route) => {
    const budget = budgets.routes[name] ?? 0;
    expect(route.gzipBytes, `${name} loads ${kib(route.gzipBytes)} before it renders, budget ${kib(budget)}`).toBeLessThanOrEqual(budget);
  });

  it('the sign-in landing (the reports home) is interactive within 150 KiB', () => {
    // On a yard's 3G every KiB before the first tap counts; budgets may grow, this may not.
    const landing = weights.routes.find((route) => route.route === 'index.tsx');
    expect(landing?.gzipBytes ?? Infinity, `the landing loads ${kib(landing?.gzipBytes ?? 0)}`).toBeLessThanOrEqual(150 * 1024);
  });

  it('the chart library is never part of a first visit', () => {
    // apexcharts is about 140 KiB gzipped; it loads with the chart, after the page renders.
    const withCharts = weights.routes.filter((route) => route.files.some((file) => /apexcharts/i.test(file)));
    expect(withCharts.map((route) => route.route)).toEqual([]);
  });
});
