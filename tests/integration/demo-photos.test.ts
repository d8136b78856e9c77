import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { images, scrapRecords, surveys } from '../../server/db/schema';
import { blobFilePath } from '../../server/files/blob-store';
import { existsSync } from 'node:fs';
import { seedDemoFleet } from '../../server/seed/generate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

/** The demo fleet's photos are real pictures in the blob store, each image row with its file. */
let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'demo-photos-'));
  await seedDemoFleet(database.db, { scale: 0.05, now: new Date('2026-11-20T00:00:00Z'), dataDir });
  app = await createTestApp(database.db, { dataDir });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo fleet photos', () => {
  it('serves every seeded image row of a live survey as the JPEG its row describes', async () => {
    const rows = (
      await database.db.select({ image: images }).from(images).innerJoin(surveys, eq(surveys.id, images.surveyId)).where(and(isNull(surveys.deletedAt), isNull(images.deletedAt)))
    ).map((row) => row.image);
    expect(rows.length).toBeGreaterThan(10);
    const headers = await authHeaders(app, 'admin@tiremaker.example');
    const pictures = new Set<string>();
    for (const row of rows) {
      const response = await app.inject({ method: 'GET', url: `/api/v2/fleet_survey/image/${row.storageId}`, headers });
      expect(response.statusCode, `image ${row.id}`).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), `image ${row.id} is a JPEG`).toBe(true);
      expect(bytes.length).toBe(row.byteSize);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
      pictures.add(row.sha256);
    }
    // Unit photos and tire photos show different pictures, not one image repeated.
    expect(pictures.size).toBeGreaterThanOrEqual(4);
  });

  it('stores a file for every image row, those of deleted surveys included', async () => {
    const rows = await database.db.select({ storageId: images.storageId }).from(images);
    expect(rows.filter((row) => !existsSync(blobFilePath(dataDir, row.storageId)))).toEqual([]);
  });

  it('gives scrapped tires the photo file their record names', async () => {
    const removed = (await database.db.select({ storageId: scrapRecords.imageStorageId }).from(scrapRecords)).filter((row) => row.storageId);
    expect(removed.length).toBeGreaterThan(0);
    const headers = await authHeaders(app, 'admin@tiremaker.example');
    const response = await app.inject({ method: 'GET', url: `/api/v2/fleet_survey/image/${removed[0]!.storageId}`, headers });
    expect(response.statusCode).toBe(200);
  });

  it('deleting one photo file leaves the other rows their pictures', async () => {
    const [first, second] = await database.db.select().from(images).limit(2);
    const { createBlobStore } = await import('../../server/files/blob-store');
    const store = createBlobStore({ dataDir });
    await store.delete(first!.storageId);
    expect(await store.get(first!.storageId)).toBeNull();
    const stream = await store.get(second!.storageId);
    expect(stream).not.toBeNull();
    stream!.destroy();
  });
});
