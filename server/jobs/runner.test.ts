import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { generatedReports, users } from '../db/schema';
import { TOO_MANY_UNITS } from '../areas/unit-history/job';
import { JobFailure, JobRunner } from './runner';

let database: Database;
const log = Fastify().log;
const rowOf = async (id: number) => (await database.db.select().from(generatedReports).where(eq(generatedReports.id, id)))[0]!;
const queue = async (kind: 'unit_history' | 'product_analysis') =>
  (await database.db.insert(generatedReports).values({ userId: 1, kind, name: kind, parameters: {} }).returning())[0]!;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  await database.db.insert(users).values({ id: 1, login: 'runner@test', email: 'runner@test', firstName: 'R', lastName: 'T', group: 'GYR', passwordHash: 'x' });
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe('the report job runner', () => {
  it('shows progress while a job runs and stores its result', async () => {
    const runner = new JobRunner(database.db, log);
    const seen: unknown[] = [];
    runner.register('unit_history', async (job) => {
      await job.progress(0.5);
      const row = await rowOf(job.id);
      seen.push(row.status, row.progress);
      return { ok: true };
    });
    const row = await queue('unit_history');
    expect(await runner.processNow()).toBe(1);
    expect(seen).toEqual(['running', 0.5]);
    expect(await rowOf(row.id)).toMatchObject({ status: 'done', progress: 1, result: { ok: true }, error: null });
  });

  it('stores a JobFailure\'s message and claims only the kinds it handles', async () => {
    const runner = new JobRunner(database.db, log);
    runner.register('product_analysis', async () => {
      throw new JobFailure('No products match these filters.');
    });
    const other = await queue('unit_history');
    const row = await queue('product_analysis');
    expect(await runner.processNow()).toBe(1);
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', error: 'No products match these filters.', result: null });
    expect(await rowOf(other.id)).toMatchObject({ status: 'queued' });
    await database.db.delete(generatedReports).where(eq(generatedReports.id, other.id));
    expect(() => runner.register('product_analysis', async () => null)).toThrow(/already registered/);
  });

  it('writes a failure in the language of the user who asked for the report', async () => {
    await database.db.update(users).set({ language: 'fr-CA' }).where(eq(users.id, 1));
    try {
      const runner = new JobRunner(database.db, log);
      runner.register('unit_history', async () => {
        throw new JobFailure(TOO_MANY_UNITS, { max: 500 });
      });
      const row = await queue('unit_history');
      expect(await runner.processNow()).toBe(1);
      expect(await rowOf(row.id)).toMatchObject({ status: 'failed', error: 'Le rapport porterait sur plus de 500 véhicules; choisissez moins de véhicules ou de comptes.' });
      await database.db.delete(generatedReports).where(eq(generatedReports.id, row.id));
    } finally {
      await database.db.update(users).set({ language: 'en-US' }).where(eq(users.id, 1));
    }
  });

  it('hands a running job back to the queue when the process shuts down', async () => {
    const runner = new JobRunner(database.db, log, { pollIntervalMs: 20 });
    let begin = () => {};
    const begun = new Promise<void>((resolve) => (begin = resolve));
    runner.register('unit_history', async (job) => {
      begin();
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        await job.progress(0.4);
      }
    });
    const row = await queue('unit_history');
    await runner.start();
    await begun;
    expect(await rowOf(row.id)).toMatchObject({ status: 'running' });
    await runner.stop();
    expect(await rowOf(row.id)).toMatchObject({ status: 'queued', progress: 0, attempts: 0, leaseToken: null, heartbeatAt: null });
    await database.db.delete(generatedReports).where(eq(generatedReports.id, row.id));
  });

  it('stops a job whose row another process has taken over', async () => {
    const runner = new JobRunner(database.db, log);
    runner.register('unit_history', async (job) => {
      // Another process recovered the row and claimed it again: the lease token no longer matches.
      await database.db.update(generatedReports).set({ leaseToken: 'someone-else', attempts: 2 }).where(eq(generatedReports.id, job.id));
      await job.progress(0.9);
      return { never: 'stored' };
    });
    const row = await queue('unit_history');
    expect(await runner.processNow()).toBe(1);
    expect(await rowOf(row.id)).toMatchObject({ status: 'running', leaseToken: 'someone-else' });
  });
});
