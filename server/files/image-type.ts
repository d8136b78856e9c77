/**
 * Image types told by their first bytes, never by the file name or the client's content type:
 * a text file renamed .jpg is still text.
 */

export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

/** The tablet's camera photos run 2–6 MB; 15 MB leaves room for HEIC bursts and scans. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** Enough leading bytes for every signature below. */
export const IMAGE_HEAD_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (head: Uint8Array, start: number, end: number) => String.fromCharCode(...head.subarray(start, end));

/** ISO-BMFF brands of HEIF stills as iPhones and Android cameras write them. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function detectImageType(head: Uint8Array): ImageContentType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'image/heic';
  return null;
}
