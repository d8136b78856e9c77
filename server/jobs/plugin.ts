import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner, type JobRunnerOptions } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background runner of generated reports; areas register their report kinds on it. */
    reportJobs: JobRunner;
  }
}

/**
 * Decorates the app with its report job runner: it starts polling once the app is ready
 * (after recovering rows a stopped process left running) and hands running jobs back to the
 * queue when the app closes. Register it before the areas that register job handlers.
 */
export const reportJobRunner = fp(
  async (app: FastifyInstance, options: Partial<JobRunnerOptions>) => {
    const runner = new JobRunner(app.db, app.log.child({ component: 'report-jobs' }), options);
    app.decorate('reportJobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'report-job-runner' },
);
