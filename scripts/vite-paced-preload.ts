import type { Plugin } from 'vite';

/** Vite's preload helper: a virtual module its import analysis adds to the build. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
/** The one line of the helper that inserts a preload link; the build fails if a Vite update changes it. */
const INSERT_LINK = 'document.head.appendChild(link);';

/**
 * Inserts a module's preload links a few at a time, each batch in its own task. Each inserted
 * link starts a request inside the call that inserts it (one to two milliseconds each on a
 * phone), and the helper inserted all of a screen's 20-35 links in one loop: one task of up to
 * 120 ms, unthrottled, on the way to the first screen. Style sheets still go in at once, since
 * the import waits for them; script links never held the import back, which fetches whatever
 * module has not been preloaded yet itself.
 */
const PACED_INSERT = `
const pacedLinks = [];
let pacing = null;
function insertPaced() {
  if (pacedLinks.length === 0) return;
  const until = performance.now() + 4;
  do document.head.appendChild(pacedLinks.shift());
  while (pacedLinks.length > 0 && performance.now() < until);
  if (pacedLinks.length > 0) pacing.port2.postMessage(null);
}
function insertPreloadLink(link) {
  if (link.rel === 'stylesheet' || typeof MessageChannel !== 'function') {
    document.head.appendChild(link);
    return;
  }
  if (pacing === null) {
    pacing = new MessageChannel();
    pacing.port1.onmessage = insertPaced;
  }
  pacedLinks.push(link);
  if (pacedLinks.length === 1) pacing.port2.postMessage(null);
}
`;

/** The helper's code with its link insertion paced (exported for its test). */
export function pacePreloadHelper(code: string): string {
  const at = code.indexOf(INSERT_LINK);
  if (at === -1 || code.indexOf(INSERT_LINK, at + 1) !== -1) {
    throw new Error(`vite-paced-preload: Vite's preload helper no longer has exactly one "${INSERT_LINK}"; update scripts/vite-paced-preload.ts`);
  }
  return `${PACED_INSERT}${code.slice(0, at)}insertPreloadLink(link);${code.slice(at + INSERT_LINK.length)}`;
}

/** Build only: the dev server has no preload helper. */
export function pacedPreload(): Plugin {
  return {
    name: 'paced-preload',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      return id === PRELOAD_HELPER_ID ? { code: pacePreloadHelper(code), map: null } : null;
    },
  };
}
