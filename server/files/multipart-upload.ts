import type { Readable } from 'node:stream';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTROL_CHARACTERS } from '../../contract/common';
import { HttpError } from '../plugins/error-handler';
import { SourceEndedError } from './blob-store';

/**
 * One multipart upload read under watch. A client that stops sending (a tablet losing its
 * network mid-photo, or someone holding connections open on purpose) is answered 400 after
 * UPLOAD_IDLE_SECONDS, and one whose connection breaks is given up at once; either way the file
 * stream being stored is destroyed, so the blob store removes its partial file and closes it.
 * A body the multipart reader cannot read (no boundary, cut short, a broken part header, a
 * control character in a file name) is a 400 naming the field, never a 500.
 */

export type UploadPart = MultipartFile | MultipartValue;

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

const bodyError = (field: string, message: string) => new HttpError(400, `Invalid body: ${field}`, [{ field, message }]);

/** What busboy and @fastify/multipart throw for a body they cannot read; anything else is not the client's fault. */
const MALFORMED = /^(Unexpected end of (form|file|multipart data)|(Part|Preamble) terminated early|Malformed part header|Multipart: Boundary not found|Boundary required)/;
// ERR_STREAM_PREMATURE_CLOSE: a part's stream closed by the reader before its end, the body was cut short.
const READER_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PROTO_VIOLATION', 'FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_NO_FORM_DATA', 'ERR_STREAM_PREMATURE_CLOSE']);

function asRefusal(error: unknown, field: string): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof SourceEndedError) return bodyError(field, error.message);
  const { code, message } = error as { code?: string; message?: string };
  if ((code && READER_ERRORS.has(code)) || MALFORMED.test(message ?? '')) return bodyError(field, `The multipart body could not be read: ${message ?? code}`);
  return error;
}

export class UploadWatch {
  private field = 'body';
  private stream: Readable | null = null;
  private failure: HttpError | null = null;
  private rejectFailed: (error: HttpError) => void = () => undefined;
  private readonly failed = new Promise<never>((_resolve, reject) => {
    this.rejectFailed = reject;
  });

  constructor(
    private readonly request: FastifyRequest,
    private readonly idleSeconds: number,
  ) {
    this.failed.catch(() => undefined);
    // As IncomingMessage.setTimeout does, spelled out because injected requests have no such method.
    request.raw.on('timeout', this.onIdle);
    this.setIdleTimeout(idleSeconds * 1000);
    request.raw.once('close', this.onClose);
    // The connection may have broken while the route checked the scope, before this watch began.
    if (request.raw.destroyed || request.raw.socket?.destroyed) this.onClose();
  }

  private setIdleTimeout(ms: number): void {
    const socket = this.request.raw.socket as { setTimeout?: (ms: number) => void } | undefined;
    if (typeof socket?.setTimeout === 'function') socket.setTimeout(ms);
  }

  private readonly onIdle = () => this.fail(`Nothing arrived for ${this.idleSeconds} s; send the upload again`);
  private readonly onClose = () => {
    if (!this.request.raw.complete) this.fail('The upload ended before it was complete');
  };

  private fail(message: string): void {
    if (this.failure) return;
    this.failure = bodyError(this.field, message);
    this.stream?.destroy(this.failure);
    this.rejectFailed(this.failure);
  }

  /** The part being read now: its field names a failure, and its stream is destroyed by one. */
  reading(field: string | null, stream: Readable | null = null): void {
    this.field = field ? `body.${field}` : 'body';
    this.stream = stream;
  }

  /**
   * Runs `start` and waits for its work unless the upload fails first; then waits for the work to give up too (its
   * stream was destroyed), discarding whatever it kept, so nothing is left behind when the
   * refusal is sent.
   */
  async settle<T>(start: () => Promise<T>, discard: (value: T) => Promise<void> = async () => undefined): Promise<T> {
    // Failed already (while the scope was checked): its stream is destroyed, so work on it would never end.
    if (this.failure) throw this.failure;
    const work = start();
    try {
      return await Promise.race([work, this.failed]);
    } catch (error) {
      const kept = await work.then(
        (value) => ({ value }),
        () => null,
      );
      if (kept) await discard(kept.value);
      throw asRefusal(error, this.field);
    }
  }

  /** Waits for `work` unless the upload fails first (work that owns nothing, like waiting for the next part). */
  race<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.failed]).catch((error: unknown) => {
      throw asRefusal(error, this.field);
    });
  }

  /**
   * Stops watching. A body not read to its end closes the connection after the answer (the
   * idle timeout stays on, so a client that never sends the rest is dropped), rather than
   * waiting on the rest of it.
   */
  end(reply: FastifyReply): void {
    this.request.raw.removeListener('timeout', this.onIdle);
    this.request.raw.removeListener('close', this.onClose);
    if (this.request.raw.complete) this.setIdleTimeout(0);
    else reply.header('connection', 'close');
  }
}

/** The boundary is checked before anything is read: without one the reader fails in ways that are not the client's. */
function requireBoundary(request: FastifyRequest, notMultipart: HttpError): void {
  if (!request.isMultipart()) throw notMultipart;
  const type = String(request.headers['content-type'] ?? '');
  if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(type)) throw bodyError('body', 'The multipart body has no boundary in its Content-Type');
}

/**
 * Reads a multipart body part by part under an UploadWatch: `onPart` gets each part (a file's
 * stream to read through `watch.settle`) after its field and file name were checked.
 */
export async function readMultipart(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { limits: MultipartLimits; notMultipart: HttpError },
  onPart: (part: UploadPart, watch: UploadWatch) => Promise<void>,
): Promise<void> {
  const watch = new UploadWatch(request, request.server.config.UPLOAD_IDLE_SECONDS);
  try {
    requireBoundary(request, options.notMultipart);
    const parts = request.parts({ limits: options.limits })[Symbol.asyncIterator]();
    for (;;) {
      watch.reading(null);
      const next = await watch.race(parts.next());
      if (next.done) break;
      const part = next.value as UploadPart;
      watch.reading(part.fieldname, part.type === 'file' ? part.file : null);
      if (CONTROL_CHARACTERS.test(part.fieldname) || !part.fieldname.isWellFormed()) throw bodyError('body', 'A field name has control characters');
      if (part.type === 'file' && (CONTROL_CHARACTERS.test(part.filename) || !part.filename.isWellFormed())) {
        throw bodyError(`body.${part.fieldname}`, 'The file name has control characters');
      }
      await onPart(part, watch);
    }
  } catch (error) {
    throw asRefusal(error, 'body');
  } finally {
    watch.end(reply);
  }
}
