import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { blobFilePath } from '../files/blob-store';
import { objectKey, parseBlobStoreUrl, type S3Location } from '../files/s3-blob-store';

async function putDemoPhotosS3(demo: { storageId: string; photo: DemoPhoto }[], location: S3Location): Promise<number> {
  const bytes = new Map<string, Buffer>();
  let next = 0;
  const worker = async () => {
    while (next < demo.length) {
      const { storageId, photo } = demo[next++]!;
      if (!bytes.has(photo.path)) bytes.set(photo.path, readFileSync(photo.path));
      await location.client.send(new PutObjectCommand({ Bucket: location.bucket, Key: objectKey(location, storageId), Body: bytes.get(photo.path), ContentType: 'image/jpeg' }));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return demo.length;
}

/*
 * The demo fleet's survey photos: a handful of small drawn JPEGs (scripts/draw-demo-photos.ts)
 * shared by every image row. Each row keeps its own storage id and its own blob file, a hard
 * link to the picture (a copy where the file system cannot link), so deleting one photo in the
 * app never takes another row's file with it, and a fleet of any scale costs the pictures'
 * bytes once.
 */

export interface DemoPhoto {
  file: string;
  path: string;
  byteSize: number;
  sha256: string;
}

const PHOTO_DIR = join(import.meta.dirname, 'demo-photos');

function loadPhotos(): DemoPhoto[] {
  return readdirSync(PHOTO_DIR)
    .filter((file) => file.endsWith('.jpg'))
    .sort()
    .map((file) => {
      const path = join(PHOTO_DIR, file);
      const bytes = readFileSync(path);
      return { file, path, byteSize: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    });
}

let photos: { unit: DemoPhoto[]; tire: DemoPhoto[]; bySha: Map<string, DemoPhoto> } | undefined;

function demoPhotos() {
  if (!photos) {
    const all = loadPhotos();
    const unit = all.filter((photo) => photo.file.startsWith('unit-'));
    photos = { unit, tire: all.filter((photo) => !unit.includes(photo)), bySha: new Map(all.map((photo) => [photo.sha256, photo])) };
  }
  return photos;
}

/** The picture of a photo row: a unit's picture for a unit photo, a tire's for a tire photo, spread by its storage id. */
export function pickDemoPhoto(storageId: string, ofTire: boolean): DemoPhoto {
  const choices = ofTire ? demoPhotos().tire : demoPhotos().unit;
  return choices[parseInt(storageId.slice(0, 8), 16) % choices.length]!;
}

/**
 * Gives every seeded image row its file in the blob store: under DATA_DIR, or in the
 * S3-compatible store BLOB_STORE_URL names (one object per row, a few at a time); returns how
 * many it wrote.
 */
export async function storeDemoPhotos(db: Db, store: { dataDir: string; BLOB_STORE_URL?: string | undefined }): Promise<number> {
  const rows = await db.select({ storageId: t.images.storageId, sha256: t.images.sha256 }).from(t.images).where(isNotNull(t.images.storageId));
  const { bySha } = demoPhotos();
  const demo = rows.flatMap((row) => {
    const photo = bySha.get(row.sha256);
    return photo ? [{ storageId: row.storageId, photo }] : []; // a photo someone uploaded has its file already
  });
  if (store.BLOB_STORE_URL) return putDemoPhotosS3(demo, parseBlobStoreUrl(store.BLOB_STORE_URL));
  let stored = 0;
  for (const { storageId, photo } of demo) {
    const target = blobFilePath(store.dataDir, storageId);
    await mkdir(dirname(target), { recursive: true });
    await rm(target, { force: true });
    try {
      await link(photo.path, target);
    } catch {
      await copyFile(photo.path, target);
    }
    stored += 1;
  }
  return stored;
}
