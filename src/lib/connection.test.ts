import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHED_ANSWER_HEADER } from '../../sw/protocol';
import { checkServerNow, getConnection, noteAnswer, noteNoAnswer, noteReachability, PROBE_URL } from './connection';

const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });

describe('the connection state', () => {
  const probes: string[] = [];
  let serverUp = false;

  beforeEach(() => {
    vi.useFakeTimers();
    probes.length = 0;
    serverUp = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        probes.push(String(input));
        if (!serverUp) throw new TypeError('Failed to fetch');
        return answer(200);
      }),
    );
    noteReachability(true);
  });
  afterEach(() => {
    noteReachability(true);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is unreachable, not online, when a call gets no answer while the device has a network', () => {
    expect(getConnection()).toBe('online');
    noteNoAnswer();
    expect(getConnection()).toBe('unreachable');
    noteAnswer(answer(404));
    expect(getConnection()).toBe('online');
  });

  it('takes a gateway error for a server that is not there', () => {
    noteAnswer(answer(502));
    expect(getConnection()).toBe('unreachable');
    noteAnswer(answer(401));
    expect(getConnection()).toBe('online');
  });

  it('ignores an answer the service worker took from its cache', () => {
    noteNoAnswer();
    noteAnswer(answer(200, { [CACHED_ANSWER_HEADER]: '1' }));
    expect(getConnection()).toBe('unreachable');
  });

  it('asks the server again by itself, less often while it stays silent, and turns online when it answers', async () => {
    noteNoAnswer();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probes).toEqual([PROBE_URL]);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(probes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probes).toHaveLength(2);
    serverUp = true;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(probes).toHaveLength(3);
    expect(getConnection()).toBe('online');
  });

  it('asks at once when the user says so', async () => {
    noteNoAnswer();
    serverUp = true;
    checkServerNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(probes).toEqual([PROBE_URL]);
    expect(getConnection()).toBe('online');
  });
});
