import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../tests/helpers/s3-server';
import { BlobTooLargeError } from './blob-store';
import { NotAnImageError, putImage } from './image-upload';
import { openBlobStore } from './open-blob-store';
import { createS3BlobStore, parseBlobStoreUrl, type S3Location } from './s3-blob-store';

/*
 * The S3 store against a real S3-protocol server on loopback (s3rver), never a mocked client:
 * the same behaviours the filesystem store's tests hold it to.
 */

let s3: S3Server;

beforeAll(async () => {
  s3 = await startS3Server(['photos']);
});
afterAll(async () => {
  await s3?.stop();
});

const url = (bucket = 'photos', prefix = 'fleet/') => s3.url(bucket, prefix);
const keys = async (location: S3Location) =>
  ((await location.client.send(new ListObjectsV2Command({ Bucket: location.bucket }))).Contents ?? []).map((object) => object.Key!);

describe('S3 blob store', () => {
  it('is chosen by BLOB_STORE_URL and stores bytes under the prefix with the fan-out of the filesystem store', async () => {
    const location = parseBlobStoreUrl(url());
    const store = openBlobStore({ dataDir: '/nonexistent', BLOB_STORE_URL: url() });
    await store.ready();
    const blob = await store.put(Readable.from([Buffer.from('hello '), Buffer.from('tires')]));
    expect(blob).toMatchObject({ byteSize: 11, sha256: createHash('sha256').update('hello tires').digest('hex') });
    expect(await keys(location)).toContain(`fleet/${blob.storageId.slice(0, 2)}/${blob.storageId.slice(2, 4)}/${blob.storageId}`);
    expect(await text((await store.get(blob.storageId))!)).toBe('hello tires');
    await store.delete(blob.storageId);
    await store.delete(blob.storageId);
    expect(await store.get(blob.storageId)).toBeNull();
  });

  it('streams a blob larger than one upload part both ways', async () => {
    const store = createS3BlobStore(parseBlobStoreUrl(url()));
    const bytes = Buffer.alloc(7 * 1024 * 1024 + 3);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
    const chunks = Readable.from((function* () {
      for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
    })());
    const blob = await store.put(chunks);
    expect(blob.byteSize).toBe(bytes.length);
    expect((await buffer((await store.get(blob.storageId))!)).equals(bytes)).toBe(true);
  });

  it('refuses more bytes than allowed, or a file that is not an image, and leaves nothing behind', async () => {
    const location = parseBlobStoreUrl(url('photos', 'refused/'));
    const store = createS3BlobStore(location);
    await expect(store.put(Buffer.alloc(11), { maxBytes: 10 })).rejects.toBeInstanceOf(BlobTooLargeError);
    await expect(putImage(store, Buffer.from('not a picture at all'))).rejects.toBeInstanceOf(NotAnImageError);
    expect((await keys(location)).filter((key) => key.startsWith('refused/'))).toEqual([]);
    expect((await store.put(Buffer.alloc(10), { maxBytes: 10 })).byteSize).toBe(10);
    expect((await keys(location)).filter((key) => key.startsWith('refused/'))).toHaveLength(1);
  });

  it('never reads a key it did not make', async () => {
    const store = createS3BlobStore(parseBlobStoreUrl(url()));
    expect(await store.get('../../etc/passwd')).toBeNull();
    expect(await store.get('fleet')).toBeNull();
    expect(await store.get('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('is not ready when its bucket is missing, and refuses a URL that is not s3://', async () => {
    await expect(createS3BlobStore(parseBlobStoreUrl(url('no-such-bucket'))).ready()).rejects.toThrow();
    expect(() => parseBlobStoreUrl('http://bucket/x')).toThrow(/s3:\/\/bucket/);
  });
});
