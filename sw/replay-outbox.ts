import { REPLAY_DONE_MESSAGE, REPLAY_OUTBOX_MESSAGE, type ReplayDone } from './protocol';

/**
 * How long a sync event waits for a window to report its replay. The outbox and its sender live
 * in the page, so the worker only wakes the page; the engine retries on its own schedule, so
 * a window that never answers is not a failure.
 */
export const REPLAY_ANSWER_TIMEOUT_MS = 20_000;

type Answer = 'done' | 'failed' | 'silent';

function ask(client: Client, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const finish = (answer: Answer) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(answer);
    };
    const timer = setTimeout(() => finish('silent'), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<ReplayDone | null>) => {
      if (event.data?.type === REPLAY_DONE_MESSAGE) finish(event.data.ok === false ? 'failed' : 'done');
    };
    client.postMessage({ type: REPLAY_OUTBOX_MESSAGE }, [channel.port2]);
  });
}

/**
 * Asks every open window (controlled or not: a page opened before the first install is not yet
 * controlled) to replay. Resolves on the first window that reports success, or once all are
 * silent. Rejects when no window is open or every answer was a failure, so the browser retries
 * the sync later; a window opening meanwhile replays on start anyway.
 */
export async function askWindowsToReplay(clients: Clients, timeoutMs = REPLAY_ANSWER_TIMEOUT_MS): Promise<void> {
  const windows = await clients.matchAll({ includeUncontrolled: true, type: 'window' });
  if (windows.length === 0) throw new Error('No open window to replay the outbox');
  return new Promise((resolve, reject) => {
    let pending = windows.length;
    let failed = 0;
    for (const client of windows) {
      void ask(client, timeoutMs).then((answer) => {
        if (answer === 'done') resolve();
        if (answer === 'failed') failed += 1;
        pending -= 1;
        if (pending > 0) return;
        if (failed === windows.length) reject(new Error('The outbox replay failed in every window'));
        else resolve();
      });
    }
  });
}
