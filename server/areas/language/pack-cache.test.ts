import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './pack-cache';

describe('createTtlCache', () => {
  it('serves the cached value until the window passes', async () => {
    let now = 0;
    const cache = createTtlCache<string>(60_000, () => now);
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await cache.get('fr-CA', load)).toBe('first');
    now = 59_999;
    expect(await cache.get('fr-CA', load)).toBe('first');
    now = 60_000;
    expect(await cache.get('fr-CA', load)).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent requests and forgets failures', async () => {
    const cache = createTtlCache<string>(60_000);
    const load = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue('ok');
    const [a, b] = await Promise.allSettled([cache.get('de-DE', load), cache.get('de-DE', load)]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('rejected');
    expect(await cache.get('de-DE', load)).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('clears one key or all', async () => {
    const cache = createTtlCache<number>(60_000);
    let n = 0;
    const load = async () => ++n;
    await cache.get('a', load);
    await cache.get('b', load);
    cache.clear('a');
    expect(await cache.get('a', load)).toBe(3);
    expect(await cache.get('b', load)).toBe(2);
    cache.clear();
    expect(await cache.get('b', load)).toBe(4);
  });
});
