import { writeFileSync } from 'node:fs';
import { BUDGET_FILE, budgetsOf, DIST_DIR, routeWeights } from './route-weight';

/**
 * Sets every route's JavaScript budget from the current build (`npm run build` first). Run it
 * when a route is added or has knowingly grown; the diff of the budget file shows by how much.
 */
const budgets = budgetsOf(routeWeights(DIST_DIR));
writeFileSync(BUDGET_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
console.log(`Wrote ${Object.keys(budgets.routes).length} route budgets to ${BUDGET_FILE}`);
