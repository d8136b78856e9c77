import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import {
  addImageLocally,
  cacheServerInspection,
  cacheServerSurveys,
  cacheServerUnits,
  createFleetSurveyDb,
  saveTireReadingLocally,
} from '../../src/features/fleet-survey/data';
import type { Transport } from '../../src/features/fleet-survey/sync';
import { createSyncEngine } from '../../src/features/fleet-survey/sync/sync-engine';
import { paddedJpeg } from './jpeg';
import type { LiveServer } from './server-fixture';
import { PHOTO_BYTES, type Step } from './workload';

/** The production transport's contract (answers are answers, no throw on 4xx/5xx) over plain fetch. */
function fetchTransport(server: LiveServer): Transport {
  return async (request) => {
    const isForm = request.body instanceof FormData;
    const json = !isForm && request.body !== undefined;
    const response = await fetch(server.base + request.url, {
      method: request.method,
      headers: { ...server.auth, ...request.headers, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: isForm ? (request.body as FormData) : json ? JSON.stringify(request.body) : undefined,
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      json: () => Promise.resolve(text ? (JSON.parse(text) as unknown) : null).catch(() => null),
    };
  };
}

export interface EngineOutcome {
  /** The drain was cut at the time limit; the figures cover what was confirmed until then. */
  cut: boolean;
  queueMs: number;
  drainMs: number;
  sent: number;
  left: number;
  leftStatuses: string;
}

/** Queues the workload in the offline data layer, then times the real engine draining it. */
export async function runEngine(server: LiveServer, steps: Step[], limitMs: number): Promise<EngineOutcome> {
  const { fixture } = server;
  const db = createFleetSurveyDb({ name: 'bench-replay', indexedDB: new IDBFactory(), IDBKeyRange });
  await db.open();
  const [survey] = await cacheServerSurveys(db, fixture.locationId, [{ id: fixture.surveyId, version: 1, status: 'open', survey_date: new Date().toISOString().slice(0, 10) }]);
  const units = await cacheServerUnits(
    db,
    fixture.locationId,
    fixture.units.map((u) => ({ id: u.id, version: u.version, unit_number: u.unitNumber })),
  );
  const inspections = [];
  for (const [index, unit] of units.entries()) {
    inspections.push(await cacheServerInspection(db, { surveyLocalId: survey!.localId, unitLocalId: unit.localId }, { unit_inspection_id: fixture.units[index]!.inspectionId, version: 1 }));
  }

  const photo = paddedJpeg(PHOTO_BYTES);
  const queueStarted = performance.now();
  for (const step of steps) {
    const inspectionLocalId = inspections[step.unitIndex]!.localId;
    if (step.kind === 'reading') {
      await saveTireReadingLocally(db, { inspectionLocalId, data: { ...step.position, pressure_psi: step.pressure, tread_depth_mm: step.tread, wear_condition_ids: [] } });
    } else {
      await addImageLocally(db, new Blob([photo], { type: 'image/jpeg' }), { ownerKind: 'unit', inspectionLocalId, fileName: 'unit.jpg' });
    }
  }
  const queueMs = performance.now() - queueStarted;
  const queued = await db.outbox.count();

  let confirmed = 0;
  const engine = createSyncEngine({ db, transport: fetchTransport(server), schedule: () => () => undefined, onChange: (runtime) => (confirmed = runtime.done) });
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const cut = await Promise.race([engine.replayNow().then(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), limitMs)))]);
  clearTimeout(timer);
  const drainMs = performance.now() - started;
  if (cut) {
    // Stops after the request on the wire; the rate is taken over what was confirmed so far.
    engine.stop();
    return { cut, queueMs, drainMs, sent: confirmed, left: queued - confirmed, leftStatuses: 'cut at the time limit' };
  }
  const left = await db.outbox.toArray();
  db.close();
  const statuses = left.reduce<Record<string, number>>((acc, e) => ({ ...acc, [`${e.status} ${e.lastStatus ?? ''} ${e.lastError ?? ''}`.trim()]: (acc[e.status] ?? 0) + 1 }), {});
  return { cut, queueMs, drainMs, sent: queued - left.length, left: left.length, leftStatuses: JSON.stringify(statuses) };
}
