import { describe, expect, it } from 'vitest';
import { askWindowsToReplay } from '../../../../sw/replay-outbox';
import { replayOnRequest } from './field-sync';

/**
 * A window wired as the service worker sees it: the worker's message reaches the page's
 * listener with the answer port, as navigator.serviceWorker's 'message' event would.
 */
function windowWith(listener: (event: MessageEvent) => void): Clients {
  const client = {
    postMessage(data: unknown, transfer: Transferable[]) {
      listener(new MessageEvent('message', { data, ports: transfer as MessagePort[] }));
    },
  } as unknown as Client;
  return { matchAll: async () => [client] } as unknown as Clients;
}

describe('the replay a Background Sync event asks for', () => {
  it('ends the sync event when the replay has run, not at the worker timeout', async () => {
    let replays = 0;
    const listener = replayOnRequest({ replayNow: async () => void (replays += 1) });
    const started = Date.now();
    // A timeout far beyond the test's own: only the page's answer can settle it in time.
    await askWindowsToReplay(windowWith(listener), 600_000);
    expect(replays).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails the sync event when the replay failed, so the browser tries again later', async () => {
    const listener = replayOnRequest({ replayNow: () => Promise.reject(new Error('database closed')) });
    await expect(askWindowsToReplay(windowWith(listener), 600_000)).rejects.toThrow('failed in every window');
  });
});
