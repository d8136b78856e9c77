import sharp from 'sharp';
import type { BlobStore } from '../files/blob-store';
import type { ReportPicture } from './report-model';

/*
 * Photos as the files print them. A survey photo is stored as the camera took it (a phone's is
 * 4,000 pixels wide and several megabytes); a report prints it in a cell of a grid a third of
 * a page wide (./pictures.ts) and in a 320 × 240 box in Excel, so a photo larger than
 * PHOTO_PRINT_BOX is scaled down to that box once, here, before any writer embeds it: a report
 * of a hundred photos stays a few megabytes and is written in seconds.
 */

/**
 * The largest photo a file embeds, in pixels: a third of a landscape letter page (232 points)
 * at about 150 dots per inch, which also covers the Excel box twice over.
 */
export const PHOTO_PRINT_BOX = { width: 480, height: 360 } as const;
const JPEG_QUALITY = 80;
/** Photos decoded at once: sharp's work runs on libuv's threads, a few at a time keeps memory flat. */
const PARALLEL = 4;

export interface PhotoSource {
  storageId: string;
  caption: string;
}

const isPng = (data: Buffer) => data[0] === 0x89 && data[1] === 0x50;

/**
 * A photo no larger than PHOTO_PRINT_BOX (its proportions kept, turned upright by its EXIF
 * orientation), as JPEG; one already within the box keeps its bytes. Bytes sharp cannot read
 * give null: the file leaves that photo out rather than failing.
 */
export async function printablePhoto(data: Buffer): Promise<Pick<ReportPicture, 'data' | 'extension'> | null> {
  try {
    const image = sharp(data, { failOn: 'error' });
    const { width = 0, height = 0, orientation = 1 } = await image.metadata();
    const upright = orientation < 5 ? { width, height } : { width: height, height: width };
    if (upright.width <= PHOTO_PRINT_BOX.width && upright.height <= PHOTO_PRINT_BOX.height && orientation === 1) {
      return { data, extension: isPng(data) ? 'png' : 'jpeg' };
    }
    const resized = await image
      .rotate()
      .resize({ ...PHOTO_PRINT_BOX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    return { data: resized, extension: 'jpeg' };
  } catch {
    return null;
  }
}

async function readAll(store: BlobStore, storageId: string): Promise<Buffer | null> {
  const stream = await store.get(storageId);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The photos a report carries, in the order given, each scaled to print; one the store no
 * longer has (or that is no picture) is left out of the file.
 */
export async function loadPrintablePhotos(store: BlobStore, sources: readonly PhotoSource[]): Promise<ReportPicture[]> {
  const loaded: (ReportPicture | null)[] = new Array(sources.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const index = next++;
      const source = sources[index]!;
      const bytes = await readAll(store, source.storageId);
      const photo = bytes && (await printablePhoto(bytes));
      if (photo) loaded[index] = { caption: source.caption, ...photo };
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, sources.length) }, worker));
  return loaded.filter((picture): picture is ReportPicture => picture !== null);
}
