import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { BlobStore } from '../../files/blob-store';
import { detectImageType, MAX_IMAGE_BYTES } from '../../files/image-type';

/*
 * The plate photo of a crossing. The reader's photo is served when the blob store has it and
 * it is an image; otherwise (no photo taken, a photo not synced yet, or a store without it) a
 * drawn plate with the number read, so the detail never shows a broken image.
 */

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** A licence plate drawn in SVG: the number read, or a dash when the reader read none. */
export function plateSvg(licenseNumber: string | null): string {
  const plate = escapeXml((licenseNumber ?? '').trim().slice(0, 16) || '—');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160" role="img"',
    ` aria-label="License plate ${plate}">`,
    '<rect x="4" y="4" width="312" height="152" rx="14" fill="#ffffff" stroke="#1f2937" stroke-width="6"/>',
    '<text x="160" y="42" text-anchor="middle" font-family="Arial, sans-serif" font-size="16" fill="#5b6472">No plate photo</text>',
    `<text x="160" y="112" text-anchor="middle" font-family="Arial, sans-serif" font-size="54" font-weight="bold" fill="#1f2937">${plate}</text>`,
    '</svg>',
  ].join('');
}

/** The whole blob when it is no larger than an image may be; null for anything bigger. */
async function readAll(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function sendPlateImage(
  reply: FastifyReply,
  store: BlobStore,
  crossing: { licensePlateStorageId: string | null; licenseNumber: string | null },
): Promise<FastifyReply> {
  const stream = crossing.licensePlateStorageId ? await store.get(crossing.licensePlateStorageId) : null;
  const bytes = stream ? await readAll(stream, MAX_IMAGE_BYTES) : null;
  const type = bytes ? detectImageType(bytes.subarray(0, 12)) : null;
  reply.header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=3600');
  if (bytes && type) return reply.header('content-type', type).send(bytes);
  // Drawn, never scripted: the only text is the escaped plate number.
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(plateSvg(crossing.licenseNumber));
}
