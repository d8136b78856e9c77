import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addImageLocally, deleteImageLocally } from '../data/image-repository';
import { addNewUnitToSurveyLocally, createSurveyLocally } from '../data/survey-repository';
import { saveTireReadingLocally } from '../data/tire-repository';
import type { FleetSurveyDb } from '../data/db';
import { readQueueSummary } from './sync-status';
import type { SyncRuntime } from './sync-engine';
import { FakeServer } from '../../../../tests/support/fleet-survey-sync/fake-server';
import { faultSequence, faultyTransport } from '../../../../tests/support/fleet-survey-sync/faulty-transport';
import { drain, freshIndexedDb, openTestDb, TestClock, testEngine } from '../../../../tests/support/fleet-survey-sync/harness';

const photo = (bytes: number) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/jpeg' });

async function inspectionOffline(db: FleetSurveyDb) {
  const survey = await createSurveyLocally(db, { locationId: 1, data: { survey_date: '06/01/2025' } });
  const { unit, inspection } = await addNewUnitToSurveyLocally(db, { surveyLocalId: survey.localId, locationId: 1, unit: { unit_number: 'P-1' }, inspection: { mileage: 5 } });
  const tire = await saveTireReadingLocally(db, { inspectionLocalId: inspection.localId, data: { axle_number: 2, side: 'right', place: 'outer', tread_depth_mm: 9 } });
  return { survey, unit, inspection, tire };
}

describe('photos', () => {
  it('upload as multipart with progress, then free the Blob and keep the storage id', async () => {
    const db = openTestDb();
    const server = new FakeServer();
    const clock = new TestClock();
    const transport = faultyTransport(server);
    const engine = testEngine(db, transport, clock);
    const { inspection, tire } = await inspectionOffline(db);
    const unitPhoto = await addImageLocally(db, photo(1000), { ownerKind: 'unit', inspectionLocalId: inspection.localId });
    const tirePhoto = await addImageLocally(db, photo(3000), { ownerKind: 'tire', inspectionLocalId: inspection.localId, tireLocalId: tire.localId, fileName: 'tread.jpg' });
    expect(await readQueueSummary(db)).toMatchObject({ unsentPhotos: 2, unsentPhotoBytes: 4000 });

    const progress: NonNullable<SyncRuntime['upload']>[] = [];
    const overall: SyncRuntime['photos'][] = [];
    engine.subscribe((runtime) => {
      if (runtime.upload) progress.push(runtime.upload);
      overall.push(runtime.photos);
    });
    await drain(db, engine, clock);

    expect(progress.filter((p) => p.imageLocalId === tirePhoto.localId).map((p) => p.sentBytes)).toEqual([0, 750, 1500, 3000]);
    expect(progress.every((p) => p.totalBytes === (p.imageLocalId === unitPhoto.localId ? 1000 : 3000))).toBe(true);
    // Overall: the unit photo (1000) goes first, then the tire photo's bytes add on top.
    expect(overall.every((o) => o.totalBytes === 4000 || o.totalBytes === 0)).toBe(true);
    expect([...new Set(overall.map((o) => o.sentBytes))]).toEqual([0, 250, 500, 1000, 1750, 2500, 4000]);
    const inspectionRow = server.liveRows('inspections')[0]!;
    const tireRow = server.liveRows('mountedTires')[0]!;
    const unitCall = transport.calls.find((c) => c.url.startsWith('fleet_survey/add_unit_image/'))!;
    expect(unitCall.url).toBe(`fleet_survey/add_unit_image/${inspectionRow.id}`);
    const tireForm = transport.calls.find((c) => c.url === 'fleet_survey/add_tire_image')!.body as FormData;
    expect(tireForm.get('tire_id')).toBe(String(tireRow.id));
    expect((tireForm.get('file') as File).name).toBe('tread.jpg');
    expect(server.liveRows('images').map((i) => i.byte_size).sort()).toEqual([1000, 3000]);

    const stored = await db.images.get(tirePhoto.localId);
    expect(stored).toMatchObject({ status: 'uploaded', blob: null, uploadedBytes: 3000, syncState: 'synced' });
    expect(stored!.storageId).toMatch(/^img-/);
    expect(await readQueueSummary(db)).toMatchObject({ unsentPhotos: 0, unsentPhotoBytes: 0, unsentChanges: 0 });
  });

  it('survive a reload: the Blob stays in IndexedDB until the server confirmed it', async () => {
    const factory = freshIndexedDb();
    const db = openTestDb(factory);
    const { inspection } = await inspectionOffline(db);
    const image = await addImageLocally(db, photo(2048), { ownerKind: 'unit', inspectionLocalId: inspection.localId });
    db.close();

    const reopened = openTestDb(factory);
    const kept = await reopened.images.get(image.localId);
    expect(kept!.blob).toBeInstanceOf(Blob);
    expect(kept!.blob!.size).toBe(2048);
    const server = new FakeServer();
    const clock = new TestClock();
    // The upload's answer is lost once: the retry is answered from the idempotency record.
    const uploadFaults = faultSequence('drop-after');
    const engine = testEngine(reopened, faultyTransport(server, (r) => (r.body instanceof FormData ? uploadFaults() : null)), clock);
    await drain(reopened, engine, clock);
    expect(server.liveRows('images')).toHaveLength(1);
    expect(server.keys.size).toBeGreaterThan(0);
    expect((await reopened.images.get(image.localId))!.status).toBe('uploaded');
  });

  it('delete an uploaded photo by its storage id', async () => {
    const db = openTestDb();
    const server = new FakeServer();
    const clock = new TestClock();
    const transport = faultyTransport(server);
    const engine = testEngine(db, transport, clock);
    const { inspection } = await inspectionOffline(db);
    const image = await addImageLocally(db, photo(10), { ownerKind: 'unit', inspectionLocalId: inspection.localId });
    await drain(db, engine, clock);
    const storageId = (await db.images.get(image.localId))!.storageId!;
    await deleteImageLocally(db, image.localId);
    await drain(db, engine, clock);
    const call = transport.calls.at(-1)!;
    expect(call).toMatchObject({ method: 'DELETE', url: `fleet_survey/delete_image?storageId=${storageId}&unitInspectionId=${server.liveRows('inspections')[0]!.id}` });
    expect(server.liveRows('images')).toHaveLength(0);
    expect(await db.images.get(image.localId)).toBeUndefined();
  });
});
