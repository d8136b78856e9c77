import type { FleetSurveyDb } from './db';
import { newLocalId } from './ids';
import { deletePath } from './json-path';
import { entityKey, type AnswerMapping, type OutboxEntry, type OutboxOp, type OutboxRequest, type Placeholder } from './outbox-types';
import type { EntityKind, IdKind } from './types';

/** Collects the local ids a request refers to while the request is being built. */
export class Refs {
  readonly placeholders: Placeholder[] = [];
  /** Writes the local id where the server id will go and remembers to swap it at send time. */
  ref(at: string, kind: IdKind, localId: string): string {
    this.placeholders.push({ at, kind, localId });
    return localId;
  }
}

export interface OutboxDraft {
  op: OutboxOp;
  request: OutboxRequest;
  entityKind: EntityKind;
  entityLocalId: string;
  /** Further records the entry writes, besides its own entity. */
  alsoWrites?: { kind: EntityKind; localId: string }[];
  answers?: AnswerMapping[];
  deletes?: { kind: EntityKind; localId: string };
  placeholders?: Placeholder[];
  /** The version the edit is based on; present only for versioned edits. */
  baseVersion?: number | null;
  versionKind?: IdKind;
  /** Merge into the previous unsent entry of the same op and record. */
  coalesce?: boolean;
  /** Queued entries this one must wait for besides those creating what it refers to. */
  after?: string[];
  /** Records the change builds on without naming them (see OutboxEntry.refersTo). */
  refersTo?: { kind: EntityKind; localId: string }[];
}

const MERGEABLE = new Set(['pending', 'blocked']);

/** Outstanding entries that create the record, oldest first. */
export async function creatorsOf(db: FleetSurveyDb, kind: IdKind, localId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('createKeys').equals(entityKey(kind, localId)).sortBy('seq');
}

/** Queued entries whose request carries the id of any of these records, oldest first. */
export async function entriesReferringTo(db: FleetSurveyDb, records: { kind: IdKind; localId: string }[]): Promise<OutboxEntry[]> {
  const wanted = new Set(records.map((r) => entityKey(r.kind, r.localId)));
  const all = await db.outbox.orderBy('seq').toArray();
  return all.filter((entry) => entry.placeholders.some((p) => wanted.has(entityKey(p.kind, p.localId))));
}

/** True while the record has never been confirmed and no queued change would create it. */
export async function needsCreate(db: FleetSurveyDb, record: { serverId: unknown }, kind: EntityKind, localId: string): Promise<boolean> {
  return record.serverId === null && (await creatorsOf(db, kind, localId)).length === 0;
}

async function dependenciesOf(db: FleetSurveyDb, placeholders: Placeholder[], selfId?: string): Promise<string[]> {
  const ids = new Set<string>();
  for (const placeholder of placeholders) {
    for (const creator of await creatorsOf(db, placeholder.kind, placeholder.localId)) {
      if (creator.id !== selfId) ids.add(creator.id);
    }
  }
  return [...ids];
}

/**
 * Appends a change to the outbox. Call it inside the transaction that writes the record, so the
 * record and its outbox entry commit or roll back together.
 */
export async function appendToOutbox(db: FleetSurveyDb, draft: OutboxDraft): Promise<string> {
  const ownKey = entityKey(draft.entityKind, draft.entityLocalId);
  const entityKeys = [ownKey, ...(draft.alsoWrites ?? []).map((w) => entityKey(w.kind, w.localId))];
  const placeholders = draft.placeholders ?? [];
  const earlier = await db.outbox.where('entityKeys').equals(ownKey).sortBy('seq');
  const last = earlier.at(-1);

  const pathHasIds = placeholders.some((p) => p.at === 'path');
  if (draft.coalesce && !pathHasIds && last && last.op === draft.op && !last.everSent && MERGEABLE.has(last.status) && last.entityKeys.length === 1) {
    return mergeInto(db, last, draft, placeholders);
  }

  const answers = draft.answers ?? [];
  const now = Date.now();
  const entry: OutboxEntry = {
    id: newLocalId(),
    op: draft.op,
    request: draft.request,
    entityKind: draft.entityKind,
    entityLocalId: draft.entityLocalId,
    entityKeys,
    createKeys: answers.filter((a) => a.idPath).map((a) => entityKey(a.kind, a.localId)),
    answers,
    deletes: draft.deletes,
    dependsOn: [...new Set([...(await dependenciesOf(db, placeholders)), ...(draft.after ?? [])])],
    placeholders,
    ...(draft.refersTo ? { refersTo: draft.refersTo.map((r) => entityKey(r.kind, r.localId)) } : {}),
    versioned: draft.baseVersion !== undefined,
    ...(draft.versionKind ? { versionKind: draft.versionKind } : {}),
    // With an earlier change still queued, the base is whatever version that change produces.
    baseVersion: draft.baseVersion === undefined || earlier.length > 0 ? null : draft.baseVersion,
    status: 'pending',
    attempts: 0,
    everSent: false,
    nextAttemptAt: 0,
    lastError: null,
    lastStatus: null,
    createdAt: now,
    capturedAt: now,
  };
  await db.outbox.add(entry);
  return entry.id;
}

/**
 * Two unsent edits of one record become one request carrying the latest state. When the earlier
 * entry creates the record, the merged one still creates it: its reference to itself goes
 * (a create names no id).
 */
async function mergeInto(db: FleetSurveyDb, last: OutboxEntry, draft: OutboxDraft, placeholders: Placeholder[]): Promise<string> {
  const request = structuredClone(draft.request);
  const createsSelf = last.createKeys.includes(entityKey(draft.entityKind, draft.entityLocalId));
  const kept = placeholders.filter((p) => {
    const self = createsSelf && p.kind === draft.entityKind && p.localId === draft.entityLocalId;
    if (self) deletePath(request, p.at);
    return !self;
  });
  const dependsOn = new Set([...last.dependsOn, ...(await dependenciesOf(db, kept, last.id))]);
  await db.outbox.update(last.seq!, { request, placeholders: kept, dependsOn: [...dependsOn], capturedAt: Date.now() });
  return last.id;
}
