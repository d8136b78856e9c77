import { atom } from 'jotai';
import { CACHED_ANSWER_HEADER } from '../../sw/protocol';
import { store } from './store';

/**
 * The device's connection to the portal's server, as every screen and the bar see it:
 * - 'offline': the device has no network (the browser says so);
 * - 'unreachable': the device has a network but the server answers nothing (a yard Wi-Fi
 *   without internet, a captive portal, the server down);
 * - 'online': the last call got an answer from the server.
 * The browser's own online flag says only the first; a tablet on a captive Wi-Fi is "online"
 * and reaches nothing, so what the calls meet decides the rest.
 */
export type Connection = 'online' | 'offline' | 'unreachable';

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Whether the last call (any screen's, a sync send or a probe) got an answer from the server. */
const serverAnswersAtom = atom<boolean>(true);
const browserOnlineAtom = atom<boolean>(browserOnline());

export const connectionAtom = atom<Connection>((get) => {
  if (!get(browserOnlineAtom)) return 'offline';
  return get(serverAnswersAtom) ? 'online' : 'unreachable';
});

export function getConnection(): Connection {
  return store.get(connectionAtom);
}

/** Answers a gateway gives for a server that is not there: no answer from the server itself. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** A call got a response: from the server, or (cached or gateway) in its place. */
export function noteAnswer(response: Response): void {
  // The service worker answered from its cache because the network gave nothing: that says
  // nothing about the server now, and the failed fetch behind it was not seen here.
  if (response.headers.get(CACHED_ANSWER_HEADER)) return;
  noteReachability(!GATEWAY_STATUSES.has(response.status));
}

/** A call got no response at all (no route, refused, reset). */
export function noteNoAnswer(): void {
  noteReachability(false);
}

/** The outcome of one call; the sync engine reports its sends here too. */
export function noteReachability(reachable: boolean): void {
  store.set(browserOnlineAtom, browserOnline());
  if (store.get(serverAnswersAtom) === reachable) return;
  store.set(serverAnswersAtom, reachable);
  if (!reachable) scheduleProbe(PROBE_FIRST_MS);
}

/** How soon a silent server is asked again; doubled up to the cap while it stays silent. */
const PROBE_FIRST_MS = 5_000;
const PROBE_MAX_MS = 30_000;
const PROBE_TIMEOUT_MS = 8_000;
/** The server's liveness answer: public, no database, never cached by the worker. */
export const PROBE_URL = '/health';

let probeTimer: ReturnType<typeof setTimeout> | null = null;
let probing = false;

function scheduleProbe(delay: number): void {
  if (probeTimer !== null) clearTimeout(probeTimer);
  probeTimer = setTimeout(() => {
    probeTimer = null;
    void probe(delay);
  }, delay);
}

async function probe(lastDelay: number): Promise<void> {
  if (probing || store.get(serverAnswersAtom)) return;
  // Without a network there is nothing to ask; the browser's online event asks again.
  if (!browserOnline()) {
    store.set(browserOnlineAtom, false);
    return;
  }
  probing = true;
  const answered = await fetch(PROBE_URL, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
    (response) => !GATEWAY_STATUSES.has(response.status),
    () => false,
  );
  probing = false;
  if (answered) noteReachability(true);
  else if (!store.get(serverAnswersAtom)) scheduleProbe(Math.min(lastDelay * 2, PROBE_MAX_MS));
}

/** "Try now" from the user: ask the server at once rather than at the next probe. */
export function checkServerNow(): void {
  if (store.get(serverAnswersAtom)) return;
  if (probeTimer !== null) clearTimeout(probeTimer);
  probeTimer = null;
  void probe(PROBE_FIRST_MS);
}

/** Follows the browser's online and offline events; a network that comes back asks the server. */
export function watchConnection(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const update = () => {
    const online = browserOnline();
    store.set(browserOnlineAtom, online);
    if (online) checkServerNow();
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}
