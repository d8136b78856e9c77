import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { BlobTooLargeError, createBlobStore } from './blob-store';
import { detectImageType } from './image-type';
import { NotAnImageError, putImage } from './image-upload';

const newStore = () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'blob-store-'));
  return { dataDir, store: createBlobStore({ dataDir }) };
};
const files = (dataDir: string) =>
  readdirSync(join(dataDir, 'blobs'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);

describe('blob store', () => {
  it('stores bytes under a two-level fan-out and reads them back', async () => {
    const { dataDir, store } = newStore();
    const blob = await store.put(Readable.from([Buffer.from('hello '), Buffer.from('tires')]));
    expect(blob).toMatchObject({ byteSize: 11, sha256: createHash('sha256').update('hello tires').digest('hex') });
    expect(existsSync(join(dataDir, 'blobs', blob.storageId.slice(0, 2), blob.storageId.slice(2, 4), blob.storageId))).toBe(true);
    expect(await text((await store.get(blob.storageId))!)).toBe('hello tires');
    await store.delete(blob.storageId);
    await store.delete(blob.storageId);
    expect(await store.get(blob.storageId)).toBeNull();
  });

  it('refuses more bytes than allowed and leaves nothing behind', async () => {
    const { dataDir, store } = newStore();
    await expect(store.put(Buffer.alloc(11), { maxBytes: 10 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect((await store.put(Buffer.alloc(10), { maxBytes: 10 })).byteSize).toBe(10);
    expect(files(dataDir)).toHaveLength(1);
  });

  it('never reads outside its folder', async () => {
    const { store } = newStore();
    expect(await store.get('../../etc/passwd')).toBeNull();
  });
});

describe('images', () => {
  const bytes = (...values: (number | string)[]) => Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

  it('tells the allowed types by their first bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 'PNG\r\n', 0x1a, '\n'))).toBe('image/png');
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(detectImageType(bytes(0, 0, 0, 24, 'ftypheic'))).toBe('image/heic');
    expect(detectImageType(bytes(0, 0, 0, 24, 'ftypmp42'))).toBeNull();
    expect(detectImageType(bytes('GIF89a'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });

  it('refuses anything else, an empty file included, before keeping a byte', async () => {
    const { dataDir, store } = newStore();
    await expect(putImage(store, Buffer.from('just text, named photo.jpg'))).rejects.toBeInstanceOf(NotAnImageError);
    await expect(putImage(store, Buffer.alloc(0))).rejects.toBeInstanceOf(NotAnImageError);
    await expect(putImage(store, Buffer.concat([bytes(0xff, 0xd8, 0xff), Buffer.alloc(20)]), 10)).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(files(dataDir)).toHaveLength(0);
    const image = await putImage(store, bytes(0xff, 0xd8, 0xff, 0xdb, 0, 0));
    expect(image).toMatchObject({ contentType: 'image/jpeg', byteSize: 6 });
  });
});
