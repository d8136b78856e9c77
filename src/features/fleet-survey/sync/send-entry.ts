import { CAPTURE_TIME_HEADER, formatCaptureTime } from '../../../../contract/fleet-survey/capture-time';
import type { FleetSurveyDb } from '../data/db';
import type { OutboxEntry, OutboxStatus } from '../data/outbox-types';
import { backoffDelay, classify, NETWORK_BACKOFF_CAP_MS, retryAfterMs } from './backoff';
import { applyConfirmation, missingIds } from './confirm';
import { updateEntry, writeEntryChanges } from './entry-updates';
import { syncTables } from './record-state';
import { resolveRequest, type ResolvedRequest } from './resolve-request';
import { IDEMPOTENCY_KEY_HEADER, type Transport, type TransportResponse } from './transport';

export interface SendContext {
  db: FleetSurveyDb;
  transport: Transport;
  now: () => number;
  random: () => number;
  /** Reachability learned from this request: false when no answer came back. */
  onReachability: (reachable: boolean) => void;
  onUpload: (progress: { imageLocalId: string; sentBytes: number; totalBytes: number } | null) => void;
  /**
   * The answer (or its absence) ends the pass: told as soon as it is known, before it is
   * recorded, so no other change starts meanwhile.
   */
  onStop: () => void;
  /** Whether the pass has stopped: an entry still being prepared then stays queued, unsent. */
  halted: () => boolean;
}

/** confirmed: left the outbox; next: go on with other entries; stop: end this pass. */
export type SendResult = 'confirmed' | 'next' | 'stop';

function messageOf(answer: unknown, fallback: string): string {
  const message = answer && typeof answer === 'object' ? (answer as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : fallback;
}

type Prepared = { kind: 'ready'; entry: OutboxEntry; request: ResolvedRequest; baseVersion: number | null } | { kind: 'skip' };

/** Statuses an entry may be sent from ("sending" is one a crash left behind). */
const SENDABLE = new Set<OutboxStatus>(['pending', 'blocked', 'sending']);

/**
 * Reads the entry fresh, resolves its request and marks it sent, in one transaction: the
 * request that goes is the entry as stored at this moment (a later edit merged into it, or a
 * discard, is never missed), and from here on it is frozen (everSent).
 */
function prepareSend(db: FleetSurveyDb, id: string, halted: () => boolean): Promise<Prepared> {
  return db.transaction('rw', syncTables(db), async (): Promise<Prepared> => {
    // Asked while the pass was stopping (an answer came in before this transaction ran).
    if (halted()) return { kind: 'skip' };
    const entry = await db.outbox.where('id').equals(id).first();
    if (!entry || !SENDABLE.has(entry.status)) return { kind: 'skip' };
    const queuedDependencies = entry.dependsOn.length > 0 ? await db.outbox.where('id').anyOf(entry.dependsOn).count() : 0;
    if (queuedDependencies > 0) {
      await writeEntryChanges(db, entry, { status: 'blocked' });
      return { kind: 'skip' };
    }
    let baseVersion = entry.baseVersion;
    if (entry.versioned && baseVersion === null) {
      // Based on whatever version the record's previous (now confirmed) change produced.
      const slot = db.slotOf(entry.versionKind ?? entry.entityKind);
      const record = (await slot.table.get(entry.entityLocalId)) as Record<string, unknown> | undefined;
      baseVersion = (record?.[slot.versionField] as number | null | undefined) ?? null;
    }
    const resolution = await resolveRequest(db, entry, baseVersion);
    if (resolution.kind === 'waiting') {
      await writeEntryChanges(db, entry, { status: 'blocked', dependsOn: [...new Set([...entry.dependsOn, ...resolution.on])] });
      return { kind: 'skip' };
    }
    if (resolution.kind === 'broken') {
      await writeEntryChanges(db, entry, { status: 'failed', lastError: resolution.message, lastStatus: null });
      return { kind: 'skip' };
    }
    // Frozen at first send: a re-send must be byte-identical for the server's idempotency check.
    const changes = { status: 'sending' as const, everSent: true, baseVersion };
    return { kind: 'ready', entry: await writeEntryChanges(db, entry, changes), request: resolution.request, baseVersion };
  });
}

/**
 * Sends one entry and records what its answer means; the entry leaves only when confirmed.
 * `planned` is the planner's (possibly older) copy: only its id is trusted.
 */
export async function sendEntry(ctx: SendContext, planned: OutboxEntry): Promise<SendResult> {
  const { db } = ctx;
  const prepared = await prepareSend(db, planned.id, ctx.halted);
  if (prepared.kind === 'skip') return 'next';
  const { entry, request, baseVersion } = prepared;
  if (ctx.halted()) {
    // The pass stopped while the entry was prepared: it waits, unsent (its body stays frozen, which is harmless).
    await updateEntry(db, entry.id, { status: 'pending' });
    return 'next';
  }

  const upload = request.uploadBytes > 0 && entry.request.form ? entry.request.form.file.imageLocalId : null;
  let response: TransportResponse;
  try {
    response = await ctx.transport({
      method: request.method,
      url: request.url,
      // The time the technician made the change, the same on every re-send of the entry.
      headers: { [IDEMPOTENCY_KEY_HEADER]: entry.id, [CAPTURE_TIME_HEADER]: formatCaptureTime(entry.capturedAt ?? entry.createdAt) },
      body: request.body,
      onUploadProgress: upload ? (sentBytes, totalBytes) => ctx.onUpload({ imageLocalId: upload, sentBytes, totalBytes: totalBytes || request.uploadBytes }) : undefined,
    });
  } catch (error) {
    ctx.onStop();
    // Only an upload clears the upload progress: other changes may be on the wire beside it.
    if (upload) ctx.onUpload(null);
    ctx.onReachability(false);
    const attempts = entry.attempts + 1;
    const lastError = error instanceof Error ? error.message : 'Network error';
    await updateEntry(db, entry.id, { status: 'pending', attempts, nextAttemptAt: ctx.now() + backoffDelay(attempts, ctx.random, NETWORK_BACKOFF_CAP_MS), lastError, lastStatus: null });
    return 'stop';
  }
  const outcome = classify(response.status, request.method === 'DELETE');
  if (outcome.kind === 'auth' || (outcome.kind === 'retry' && outcome.stopPass)) ctx.onStop();
  if (upload) ctx.onUpload(null);
  ctx.onReachability(true);
  const answer = await response.json().catch(() => null);
  const lastStatus = response.status;

  switch (outcome.kind) {
    case 'confirmed': {
      const missing = missingIds(entry, answer);
      if (missing.length > 0) {
        await updateEntry(db, entry.id, { status: 'failed', lastStatus, lastError: `The server's answer has no ${missing.join(', ')}` });
        return 'next';
      }
      await applyConfirmation(db, { ...entry, baseVersion }, answer, ctx.now());
      return 'confirmed';
    }
    case 'retry': {
      const attempts = entry.attempts + 1;
      const delay = Math.max(backoffDelay(attempts, ctx.random), retryAfterMs(response.headers.get('retry-after'), ctx.now()) ?? 0);
      const lastError = messageOf(answer, `The server answered ${lastStatus}`);
      await updateEntry(db, entry.id, { status: 'pending', attempts, nextAttemptAt: ctx.now() + delay, lastError, lastStatus });
      return outcome.stopPass ? 'stop' : 'next';
    }
    case 'auth':
      await updateEntry(db, entry.id, { status: 'auth', lastStatus, lastError: messageOf(answer, 'Sign in again to send your changes') }, { authStopped: true });
      return 'stop';
    case 'conflict': {
      const server = answer && typeof answer === 'object' ? ((answer as { current?: unknown }).current ?? null) : null;
      await updateEntry(db, entry.id, { status: 'conflict', lastStatus, lastError: messageOf(answer, 'Changed by someone else'), conflict: { local: request.json, server } });
      return 'next';
    }
    case 'failed':
      await updateEntry(db, entry.id, { status: 'failed', lastStatus, lastError: messageOf(answer, `The server refused this change (${lastStatus})`) });
      return 'next';
  }
}
