import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client';

/**
 * Session changes every process of the service must hear about at once, so none keeps serving
 * a cached sign-in that was ended: PostgreSQL's NOTIFY on one channel, LISTENed to on a
 * dedicated connection (PGlite delivers the same notifications in-process).
 */
export const SESSION_CHANNEL = 'session_events';

export type SessionEvent = { kind: 'session'; id: string } | { kind: 'user'; id: number };

const toPayload = (event: SessionEvent) => `${event.kind}:${event.id}`;

export function parseSessionEvent(payload: string): SessionEvent | null {
  const [kind, id] = payload.split(':', 2);
  if (kind === 'session' && id) return { kind, id };
  if (kind === 'user' && /^\d+$/.test(id ?? '')) return { kind, id: Number(id) };
  return null;
}

/** Inside a transaction, PostgreSQL delivers the notification only if (and once) it commits. */
export async function notifySessionEvent(db: Pick<Db, 'execute'>, event: SessionEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${toPayload(event)})`);
}

export interface SessionEventHandlers {
  onEvent(event: SessionEvent): void;
  /** Notifications may have been missed (the connection was down): forget everything cached. */
  onGap(): void;
  onError(message: string): void;
}

export interface SessionEventListener {
  close(): Promise<void>;
}

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Listens for session events on the database behind `db`. Resolves after the first attempt to
 * connect; when that fails or the connection drops later, it keeps retrying (1 s doubling to
 * 30 s) and reports a gap on every reconnect.
 */
export async function listenSessionEvents(db: Db, handlers: SessionEventHandlers): Promise<SessionEventListener> {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  const deliver = (payload: string | undefined) => {
    const event = payload ? parseSessionEvent(payload) : null;
    if (event) handlers.onEvent(event);
  };
  if (client instanceof PGlite) {
    const unlisten = await client.listen(SESSION_CHANNEL, deliver);
    return { close: () => unlisten() };
  }
  if (client instanceof pg.Pool) {
    const listener = new PgListener(client.options, deliver, handlers);
    await listener.connect();
    return listener;
  }
  handlers.onError('session events: unknown database client, relying on the cache time limit alone');
  return { close: async () => undefined };
}

/** One pg connection of its own: a pooled one would be handed to queries and lose its LISTEN. */
class PgListener implements SessionEventListener {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private retryMs = RETRY_FIRST_MS;
  private closed = false;
  private connectedBefore = false;

  constructor(
    private readonly options: pg.ClientConfig,
    private readonly deliver: (payload: string | undefined) => void,
    private readonly handlers: SessionEventHandlers,
  ) {}

  async connect(): Promise<void> {
    const client = new pg.Client(this.options);
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL) this.deliver(message.payload);
    });
    client.on('error', (error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANNEL}`);
    } catch (error) {
      this.lost(client, error instanceof Error ? error.message : String(error));
      return;
    }
    this.retryMs = RETRY_FIRST_MS;
    if (this.connectedBefore) this.handlers.onGap();
    this.connectedBefore = true;
  }

  private lost(client: pg.Client, why: string): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    this.handlers.onError(`session events: ${why}; listening again in ${this.retryMs / 1000} s`);
    // Whatever is cached may miss a logout from now on; the next connect forgets it all.
    this.connectedBefore = true;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
