import { createHash } from 'node:crypto';
import * as t from '../db/schema';
import type { YardEnvironment } from './fleet-state';

export interface ImageLink {
  surveyId: number | null;
  unitInspectionId: number | null;
  tireId: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Photo metadata only: the blob store has no bytes for these. The checksum is that of the
 * storage id's bytes, so it is stable and unique without inventing image data.
 */
export function addImage(env: YardEnvironment, link: ImageLink, takenAt: Date): string {
  const { rng, ctx } = env;
  const storageId = rng.uuid();
  const stamp = `${takenAt.getUTCFullYear()}${pad(takenAt.getUTCMonth() + 1)}${pad(takenAt.getUTCDate())}_${pad(takenAt.getUTCHours())}${pad(takenAt.getUTCMinutes())}${pad(takenAt.getUTCSeconds())}`;
  ctx.writer.add(t.images, {
    id: ctx.ids.next(t.images),
    storageId,
    ...link,
    contentType: 'image/jpeg',
    byteSize: rng.int(140_000, 950_000),
    sha256: createHash('sha256').update(storageId).digest('hex'),
    fileName: `IMG_${stamp}.jpg`,
    createdAt: takenAt,
    deletedAt: null,
  });
  return storageId;
}
