import type { OutboxOp, OutboxRequest } from './outbox-requests';
import type { EntityKind, IdKind } from './types';

export type { HttpMethod, OutboxBody, OutboxForm, OutboxOp, OutboxRequest } from './outbox-requests';

/**
 * pending: waits for its turn or its backoff deadline; sending: on the wire (after a crash it
 * counts as pending); blocked: waits for an earlier change it needs; conflict: the server has a
 * newer version (409); failed: refused for good (4xx), needs the user; auth: stopped by a 401.
 */
export type OutboxStatus = 'pending' | 'sending' | 'blocked' | 'conflict' | 'failed' | 'auth';

/**
 * A local id written into the request that must become the server id at send time.
 * `at` is "path" (every occurrence of the local id in the path is replaced) or a dotted path
 * into the body or form fields: "body.unit_id", "body.units.0.id", "form.unit_inspection_id".
 */
export interface Placeholder {
  at: string;
  kind: IdKind;
  localId: string;
}

/** What the server's 2xx answer tells about a record: its new id and/or version. */
export interface AnswerMapping {
  kind: IdKind;
  localId: string;
  /** Dotted path of the server id in the answer, when the entry creates (or learns) it. */
  idPath?: string;
  /** The answer may leave the id out (e.g. undo_tire_replace's restored_tire_id). */
  idOptional?: boolean;
  versionPath?: string;
}

export interface OutboxEntry {
  /** Auto-increment: the total order in which changes were made. */
  seq?: number;
  /** Client uuid, sent as the Idempotency-Key so a re-send after a lost answer applies once. */
  id: string;
  op: OutboxOp;
  request: OutboxRequest;
  entityKind: EntityKind;
  entityLocalId: string;
  /** "kind:localId" of every record the entry writes; two entries sharing one never reorder. */
  entityKeys: string[];
  /** "kind:localId" of records this entry creates (indexed, to find who creates a record). */
  createKeys: string[];
  answers: AnswerMapping[];
  /** The record this entry deletes once confirmed. */
  deletes?: { kind: EntityKind; localId: string };
  dependsOn: string[];
  placeholders: Placeholder[];
  /**
   * "kind:localId" of records the change builds on without naming them in its request (a
   * reading names the survey and the unit; the server finds their inspection, or creates it).
   * For the order of sends only: while a change writing one is on the wire this one waits, but
   * nothing depends on it, blocks on it or is dropped with it.
   */
  refersTo?: string[];
  /** Whether body.version carries the version the edit was based on. */
  versioned: boolean;
  /** Whose version that is, when not the entity's own (update_tire_details: the mounted tire). */
  versionKind?: IdKind;
  /** Null until first sent when an earlier change of the record is still unsent. */
  baseVersion: number | null;
  status: OutboxStatus;
  attempts: number;
  /** Once true the server may have applied the entry, so its body must never change again. */
  everSent: boolean;
  nextAttemptAt: number;
  lastError: string | null;
  lastStatus: number | null;
  conflict?: { local: unknown; server: unknown };
  createdAt: number;
  /**
   * The device's time of the change (of the latest edit merged into it), sent as capture-time
   * so the server dates the change when it was made, not when it arrived. Frozen with the body
   * once sent; entries queued before it existed use createdAt.
   */
  capturedAt?: number;
}

export const ATTENTION_STATUSES: readonly OutboxStatus[] = ['failed', 'conflict', 'auth'];

export function entityKey(kind: IdKind, localId: string): string {
  return `${kind}:${localId}`;
}
