import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { PeriodicDrain } from '../jobs/periodic-drain';
import { refreshNarrowChanges, refreshOneBroadChange } from './refresh';

/**
 * The background refresh: every interval it drains the change log, broad changes one account
 * or location per transaction, so a spec change reaches every report without any report
 * waiting for it. Several processes may run it at once: refreshes take turns on one lock.
 */
export function reportingRefresher(db: Db, log: FastifyBaseLogger, intervalMs: number): PeriodicDrain<void> {
  return new PeriodicDrain(
    async (isStopped) => {
      await refreshNarrowChanges(db);
      while (!isStopped() && (await refreshOneBroadChange(db))) {
        // One broad change per transaction, so reports' narrow refreshes interleave.
      }
    },
    { intervalMs, log, failure: 'report aggregates could not be refreshed' },
  );
}

export const reportingRefreshPlugin = fp(
  async (app: FastifyInstance) => {
    const refresher = reportingRefresher(app.db, app.log.child({ component: 'reporting' }), app.config.REPORTING_REFRESH_SECONDS * 1000);
    app.addHook('onReady', async () => refresher.start());
    app.addHook('onClose', async () => refresher.stop());
  },
  { name: 'reporting-refresh' },
);
