import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import type { SessionEvent } from './session-events';
import { loadSessionUser, type SessionUser } from './session-user';

/** Sessions kept at most; the least recently used ones make room (about 1 KB each). */
const MAX_SESSIONS = 10_000;

/**
 * The signed-in user of each live session, kept for a short time so a request with a valid
 * token needs no query. An entry goes at once when this process hears of a change (logout,
 * refresh: `forget`), and in any case after `ttlMs`, the bound for changes nobody announces.
 * A ttlMs of 0 reads the session on every request.
 */
export class SessionCache {
  private readonly users: LRUCache<string, SessionUser> | null;
  /** One read per session at a time, however many requests arrive while it runs. */
  private readonly loading = new Map<string, Promise<SessionUser | null>>();
  /** Bumped by every forget: a read that began before it may be stale and is not kept. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    options: { ttlMs: number },
  ) {
    this.users = options.ttlMs > 0 ? new LRUCache<string, SessionUser>({ max: MAX_SESSIONS, ttl: options.ttlMs }) : null;
  }

  /** The user of a live session of an active account, or null (see loadSessionUser). */
  async get(userId: number, sessionId: string): Promise<SessionUser | null> {
    if (!this.users) return loadSessionUser(this.db, userId, sessionId);
    const user = this.users.get(sessionId) ?? (await (this.loading.get(sessionId) ?? this.load(userId, sessionId)));
    // Tokens are signed, so a session id always comes with its own user; checked all the same.
    return user?.id === userId ? user : null;
  }

  private load(userId: number, sessionId: string): Promise<SessionUser | null> {
    const generation = this.generation;
    const pending = loadSessionUser(this.db, userId, sessionId).then((user) => {
      if (user && generation === this.generation) this.users?.set(sessionId, user);
      return user;
    });
    this.loading.set(sessionId, pending);
    const done = () => {
      if (this.loading.get(sessionId) === pending) this.loading.delete(sessionId);
    };
    pending.then(done, done);
    return pending;
  }

  /** Drops what a change makes stale: one session, or every session of a user. */
  forget(event: SessionEvent): void {
    this.generation += 1;
    if (event.kind === 'session') {
      this.users?.delete(event.id);
      this.loading.delete(event.id);
      return;
    }
    const users = this.users;
    if (!users) return;
    const stale = [...users.entries()].filter(([, user]) => user.id === event.id).map(([sessionId]) => sessionId);
    for (const sessionId of stale) users.delete(sessionId);
    this.loading.clear();
  }

  /** Forgets everything, e.g. after notifications may have been missed. */
  clear(): void {
    this.generation += 1;
    this.users?.clear();
    this.loading.clear();
  }
}
