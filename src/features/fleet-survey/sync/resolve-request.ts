import type { FleetSurveyDb } from '../data/db';
import { setPath } from '../data/json-path';
import { creatorsOf } from '../data/outbox';
import type { HttpMethod, OutboxBody, OutboxEntry } from '../data/outbox-types';

export interface ResolvedRequest {
  method: HttpMethod;
  url: string;
  /** JSON body, or FormData for uploads. */
  body: OutboxBody | FormData | undefined;
  /** The JSON body as sent (for a conflict's "mine"); null for uploads. */
  json: OutboxBody | null;
  uploadBytes: number;
}

export type Resolution =
  | { kind: 'ready'; request: ResolvedRequest }
  /** A record it refers to has no server id yet; these entries will create it. */
  | { kind: 'waiting'; on: string[] }
  | { kind: 'broken'; message: string };

/**
 * Turns an outbox entry into the request to send: local ids become server ids from id_map,
 * body.version becomes the version the edit is based on, and an upload gets its Blob back.
 * Runs in the caller's transaction (prepareSend's, which spans id_map, outbox and images), so
 * the ids, the photo and the entry's "sending" mark are one consistent view.
 */
export async function resolveRequest(db: FleetSurveyDb, entry: OutboxEntry, baseVersion: number | null): Promise<Resolution> {
  const request = structuredClone(entry.request);
  const waitingOn = new Set<string>();
  for (const placeholder of entry.placeholders) {
    const mapped = await db.id_map.get([placeholder.kind, placeholder.localId]);
    if (!mapped) {
      const creators = await creatorsOf(db, placeholder.kind, placeholder.localId);
      if (creators.length === 0) return { kind: 'broken', message: `Refers to a ${placeholder.kind} that was never saved to the server` };
      creators.forEach((c) => waitingOn.add(c.id));
      continue;
    }
    if (placeholder.at === 'path') request.path = request.path.split(placeholder.localId).join(encodeURIComponent(String(mapped.serverId)));
    else setPath(request, placeholder.at, mapped.serverId);
  }
  if (waitingOn.size > 0) return { kind: 'waiting', on: [...waitingOn] };
  if (entry.versioned && baseVersion !== null && request.body && typeof request.body === 'object') {
    (request.body as Record<string, unknown>).version = baseVersion;
  }
  if (!request.form) return { kind: 'ready', request: { method: request.method, url: request.path, body: request.body, json: request.body ?? null, uploadBytes: 0 } };

  const image = await db.images.get(request.form.file.imageLocalId);
  if (!image?.blob) return { kind: 'broken', message: 'The photo is no longer stored on this device' };
  const form = new FormData();
  for (const [name, value] of Object.entries(request.form.fields)) {
    if (value !== null) form.append(name, String(value));
  }
  form.append(request.form.file.field, image.blob, request.form.file.fileName);
  return { kind: 'ready', request: { method: request.method, url: request.path, body: form, json: null, uploadBytes: image.blob.size } };
}
