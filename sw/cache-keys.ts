import type { NetworkFirst } from 'workbox-strategies';

type StrategyOptions = NonNullable<ConstructorParameters<typeof NetworkFirst>[0]>;
export type StrategyPlugin = NonNullable<StrategyOptions['plugins']>[number];

/** Query parameter the worker adds to its own cache keys; never sent to the server. */
const SESSION_PARAM = 'sw-session';

async function shortHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest).slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Scopes cached lookups to the signed-in session (its api_key, else its bearer token). Account
 * and location lists are tenant data: on a shared tablet the next user, offline, must not be
 * answered with the previous user's lists. The key is a hash, so no credential is stored.
 */
export function sessionScopedKeys(): StrategyPlugin {
  return {
    cacheKeyWillBeUsed: async ({ request }) => {
      const credential = request.headers.get('api_key') ?? request.headers.get('authorization') ?? 'anonymous';
      const url = new URL(request.url);
      url.searchParams.set(SESSION_PARAM, await shortHash(credential));
      return url.href;
    },
  };
}

/**
 * Drops cache-busting parameters from the key: the language pack URL carries `?time=now`, so
 * without this no offline request would ever match the stored pack.
 */
export function withoutParams(names: readonly string[]): StrategyPlugin {
  return {
    cacheKeyWillBeUsed: async ({ request }) => {
      const url = new URL(request.url);
      for (const name of names) url.searchParams.delete(name);
      return url.href;
    },
  };
}
