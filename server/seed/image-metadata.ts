import * as t from '../db/schema';
import { pickDemoPhoto } from './demo-photos';
import type { YardEnvironment } from './fleet-state';

export interface ImageLink {
  surveyId: number | null;
  unitInspectionId: number | null;
  tireId: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A photo row showing one of the demo pictures (its size and checksum); `storeDemoPhotos`
 * gives it its file once the rows are committed.
 */
export function addImage(env: YardEnvironment, link: ImageLink, takenAt: Date): string {
  const { rng, ctx } = env;
  const storageId = rng.uuid();
  const photo = pickDemoPhoto(storageId, link.tireId !== null);
  // Drawn, though the picture's own size is stored, so every later row stays what it was.
  rng.int(140_000, 950_000);
  const stamp = `${takenAt.getUTCFullYear()}${pad(takenAt.getUTCMonth() + 1)}${pad(takenAt.getUTCDate())}_${pad(takenAt.getUTCHours())}${pad(takenAt.getUTCMinutes())}${pad(takenAt.getUTCSeconds())}`;
  ctx.writer.add(t.images, {
    id: ctx.ids.next(t.images),
    storageId,
    ...link,
    contentType: 'image/jpeg',
    byteSize: photo.byteSize,
    sha256: photo.sha256,
    fileName: `IMG_${stamp}.jpg`,
    createdAt: takenAt,
    deletedAt: null,
  });
  return storageId;
}
