import { describe, expect, it } from 'vitest';
import { loaderQueuesAtom, loaderTitleAtom, store } from '../../lib/store';
import { changeQueue, clearLoaderQueues, enterLoaderQueue, isLoaderVisible, leaveLoaderQueue, withLoaderQueue } from './loader-queues';

describe('loader queues', () => {
  it('counts per queue, never below zero, and drops empty queues', () => {
    expect(changeQueue({}, 'reports', 1)).toEqual({ reports: 1 });
    expect(changeQueue({ reports: 1 }, 'reports', -1)).toEqual({});
    expect(changeQueue({}, 'reports', -1)).toEqual({});
    expect(isLoaderVisible({})).toBe(false);
    expect(isLoaderVisible({ a: 0, b: 2 })).toBe(true);
  });

  it('hides (and forgets its title) once every queue is empty', () => {
    enterLoaderQueue('export', 'Preparing your file');
    enterLoaderQueue('export');
    enterLoaderQueue('report');
    expect(store.get(loaderQueuesAtom)).toEqual({ export: 2, report: 1 });
    leaveLoaderQueue('export');
    leaveLoaderQueue('report');
    expect(store.get(loaderTitleAtom)).toBe('Preparing your file');
    leaveLoaderQueue('export');
    expect(store.get(loaderQueuesAtom)).toEqual({});
    expect(store.get(loaderTitleAtom)).toBeNull();
  });

  it('clears every queue at once and leaves a queue when work fails', async () => {
    enterLoaderQueue('a');
    clearLoaderQueues();
    expect(store.get(loaderQueuesAtom)).toEqual({});
    await expect(withLoaderQueue('b', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(store.get(loaderQueuesAtom)).toEqual({});
  });
});
