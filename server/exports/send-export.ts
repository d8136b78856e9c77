import { Transform, Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { writeExcel } from './excel';
import { ExportAbortedError } from './output-guard';
import { writePdf } from './pdf';
import type { ExportFormat, ReportDocument } from './report-model';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export interface SendExportOptions {
  format: ExportFormat;
  /** Shown to the user as the download's name; cleaned and given the format's extension. */
  fileName: string;
}

const WRITERS: Record<ExportFormat, (document: ReportDocument, output: Writable) => Promise<void>> = {
  xlsx: writeExcel,
  pdf: writePdf,
};

const MAX_FILE_NAME = 120;

/** A file name safe on every OS and in a header: no paths, no control or reserved characters. */
export function safeFileName(name: string, format: ExportFormat): string {
  const base = name
    .normalize('NFC')
    .replace(/[\p{Cc}"\\/:*?<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(new RegExp(`\\.${format}$`, 'i'), '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const cut = Array.from(base).slice(0, MAX_FILE_NAME).join('').trim();
  return `${cut || 'report'}.${format}`;
}

/** RFC 6266 with an ASCII fallback for old clients and the exact name in RFC 5987 filename*. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|[%"\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams the export as the reply; return its result from the handler. Rendering starts before
 * the reply does: when the report's query fails before the first byte (bad filter, no access),
 * the error reaches the error handler as a normal JSON answer. A failure once the download has
 * started can only cut it short: it is logged and the connection closed, never a crash.
 */
export async function sendExport(reply: FastifyReply, document: ReportDocument, options: SendExportOptions): Promise<FastifyReply> {
  const fileName = safeFileName(options.fileName, options.format);
  let markStarted = () => undefined as void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const body = new Transform({
    transform(chunk, _encoding, callback) {
      markStarted();
      callback(null, chunk);
    },
  });
  let streaming = false;
  const writing = WRITERS[options.format](document, body);
  writing.catch((error: unknown) => {
    // Before the first byte the error is thrown to the handler below instead.
    if (!streaming) return;
    if (error instanceof ExportAbortedError) reply.log.info({ fileName }, 'export download cancelled by the client');
    else reply.log.error({ err: error, fileName }, 'export failed while streaming');
  });
  await Promise.race([started, writing]);
  streaming = true;
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES[options.format])
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/** The whole file in memory, for mail attachments (which must be complete before sending). */
export async function renderToBuffer(document: ReportDocument, format: ExportFormat): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  await WRITERS[format](document, sink);
  return Buffer.concat(chunks);
}
