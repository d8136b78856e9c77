import { createHash } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../server/db/schema';
import { parseBlobStoreUrl } from '../../server/files/s3-blob-store';
import { seedDemoFleet } from '../../server/seed/generate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createInspectionApp, createInspectionFixture, INSPECTION, multipartBody, tinyJpeg } from '../helpers/inspection-fixture';
import { startS3Server, type S3Server } from '../helpers/s3-server';
import { authHeaders } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { LOGINS } from '../helpers/tenancy-fixture';

/*
 * Two API processes (two apps on one database) with photos in one S3-compatible store (s3rver on
 * loopback): a photo one receives, the other serves.
 */

let s3: S3Server;
let database: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;
let storeUrl: string;

beforeAll(async () => {
  s3 = await startS3Server(['fleet-photos']);
  storeUrl = s3.url('fleet-photos', 'portal');
  database = await createTestDatabase();
  await createInspectionFixture(database.db);
  first = await createInspectionApp(database.db, { BLOB_STORE_URL: storeUrl });
  second = await createInspectionApp(database.db, { BLOB_STORE_URL: storeUrl });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
  await s3?.stop();
});

const objects = async () => {
  const location = parseBlobStoreUrl(storeUrl);
  return ((await location.client.send(new ListObjectsV2Command({ Bucket: location.bucket }))).Contents ?? []).map((object) => object.Key!);
};

describe('photos in an S3-compatible store', () => {
  it('keeps a photo received by one process in the bucket, where another process serves it from', async () => {
    const dealer = await authHeaders(first, LOGINS.dealer1);
    const jpeg = tinyJpeg();
    const form = multipartBody({ client_id: 'photo-s3-0001' }, [{ name: 'file', fileName: 'photo.jpg', contentType: 'image/jpeg', content: jpeg }]);
    const upload = await first.inject({
      method: 'POST',
      url: `/api/v2/fleet_survey/add_unit_image/${INSPECTION.inspection}`,
      headers: { ...dealer, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(200);
    const storageId = upload.json().storage_id as string;
    expect(await objects()).toEqual([`portal/${storageId.slice(0, 2)}/${storageId.slice(2, 4)}/${storageId}`]);
    // Nothing on the local disk of the process that received it.
    const served = await second.inject({ method: 'GET', url: `/api/v2/fleet_survey/image/${storageId}`, headers: await authHeaders(second, LOGINS.dealer1) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpeg)).toBe(true);
  });

  it('refuses a file that is not a picture without leaving an object', async () => {
    const before = await objects();
    const dealer = await authHeaders(first, LOGINS.dealer1);
    const form = multipartBody({}, [{ name: 'file', fileName: 'photo.jpg', contentType: 'image/jpeg', content: Buffer.from('not a photo, just text\n') }]);
    const upload = await first.inject({ method: 'POST', url: `/api/v2/fleet_survey/add_unit_image/${INSPECTION.inspection}`, headers: { ...dealer, ...form.headers }, payload: form.payload });
    expect(upload.statusCode).toBe(415);
    expect(await objects()).toEqual(before);
  });

  it('is ready while the bucket answers, and not ready when it does not', async () => {
    expect((await first.inject('/ready')).json()).toMatchObject({ status: 'ready', checks: { blob_store: 'ok' } });
    const missing = await createInspectionApp(database.db, { BLOB_STORE_URL: storeUrl.replace('fleet-photos', 'no-such-bucket') });
    try {
      const ready = await missing.inject('/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.database).toBe('ok');
      expect(ready.json().checks.blob_store).not.toBe('ok');
    } finally {
      await missing.close();
    }
  });
});

describe('the demo fleet with an S3-compatible store', () => {
  it('puts every seeded photo in the bucket, where the app serves it from', async () => {
    const demo = await createTestDatabase();
    const url = s3.url('fleet-photos', 'demo');
    try {
      await seedDemoFleet(demo.db, { scale: 0.05, now: new Date('2026-11-20T00:00:00Z'), dataDir: '/nonexistent', blobStoreUrl: url });
      const app = await createTestApp(demo.db, { BLOB_STORE_URL: url });
      try {
        const rows = await demo.db.select({ storageId: images.storageId, sha256: images.sha256 }).from(images);
        expect(rows.length).toBeGreaterThan(10);
        const headers = await authHeaders(app, 'admin@tiremaker.example');
        for (const row of rows.slice(0, 25)) {
          const response = await app.inject({ method: 'GET', url: `/api/v2/fleet_survey/image/${row.storageId}`, headers });
          expect(response.statusCode, row.storageId).toBe(200);
          expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(row.sha256);
        }
        expect((await objects()).filter((key) => key.startsWith('demo/'))).toHaveLength(rows.length);
      } finally {
        await app.close();
      }
    } finally {
      await demo.close();
    }
  }, 180_000);
});
