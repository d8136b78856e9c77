import { describe, expect, it, vi } from 'vitest';
import { createRequestGuard } from './request-guard';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createRequestGuard', () => {
  it('lets concurrent callers for the same page share one request', async () => {
    const pending = deferred<string>();
    const run = vi.fn(() => pending.promise);
    const guarded = createRequestGuard(run);
    const first = guarded('/fleet-dashboard');
    const second = guarded('/fleet-dashboard');
    expect(second).toBe(first);
    pending.resolve('ok');
    await expect(Promise.all([first, second])).resolves.toEqual(['ok', 'ok']);
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs again once the earlier request has settled', async () => {
    const run = vi.fn(async (page: string) => page);
    const guarded = createRequestGuard(run);
    await guarded('/a');
    await guarded('/a');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps one request in flight: another page waits for the running one', async () => {
    const first = deferred<string>();
    const started: string[] = [];
    const guarded = createRequestGuard((page) => {
      started.push(page);
      return page === '/a' ? first.promise : Promise.resolve(page);
    });
    const a = guarded('/a');
    const b = guarded('/b');
    await Promise.resolve();
    expect(started).toEqual(['/a']);
    first.resolve('/a');
    await expect(b).resolves.toBe('/b');
    await expect(a).resolves.toBe('/a');
    expect(started).toEqual(['/a', '/b']);
  });

  it('shares a failure too, and the next call starts fresh', async () => {
    let calls = 0;
    const guarded = createRequestGuard(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return 'ok';
    });
    const results = await Promise.allSettled([guarded('/a'), guarded('/a')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(guarded('/a')).resolves.toBe('ok');
    expect(calls).toBe(2);
  });
});
