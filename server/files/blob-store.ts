import { createHash, randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';

export interface StoredBlob {
  storageId: string;
  byteSize: number;
  /** Hex digest of the bytes, for integrity checks and duplicate detection. */
  sha256: string;
}

export interface PutOptions {
  /** Refuse (BlobTooLargeError) once more bytes than this arrive. */
  maxBytes?: number;
  /** How many leading bytes `inspectHead` receives (it gets fewer when the blob is shorter). */
  headBytes?: number;
  /** Sees the first bytes before anything is kept; throw to refuse the blob. */
  inspectHead?: (head: Buffer) => void;
}

export interface BlobStore {
  put(input: Readable | Buffer | Uint8Array, options?: PutOptions): Promise<StoredBlob>;
  /** The bytes of a blob, or null when there is none. */
  get(storageId: string): Promise<Readable | null>;
  /** Removes a blob; removing one that is not there is not an error. */
  delete(storageId: string): Promise<void>;
  /** Resolves when blobs can be written and read now; rejects saying why not (the readiness check). */
  ready(): Promise<void>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}

/** Storage ids are UUIDs the store made itself, so an id from a URL can never walk the file system. */
const STORAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isStorageId = (value: string) => STORAGE_ID.test(value);

/** Counts, hashes and size-limits the bytes on their way to the store, showing the head to a check first. */
export class Intake extends Transform {
  readonly hash = createHash('sha256');
  byteSize = 0;
  private head: Buffer[] = [];
  private headSize = 0;
  private inspected = false;

  constructor(private readonly options: PutOptions) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.byteSize += chunk.length;
    if (this.options.maxBytes !== undefined && this.byteSize > this.options.maxBytes) {
      callback(new BlobTooLargeError(this.options.maxBytes));
      return;
    }
    this.hash.update(chunk);
    if (this.inspected) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize >= (this.options.headBytes ?? 0)) this.release(callback);
    else callback();
  }

  override _flush(callback: TransformCallback): void {
    if (!this.inspected) this.release(callback);
    else callback();
  }

  private release(callback: TransformCallback): void {
    this.inspected = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    try {
      this.options.inspectHead?.(head);
    } catch (error) {
      callback(error as Error);
      return;
    }
    callback(null, head);
  }
}

/** The bytes being stored stopped before their end (a multipart body cut short). */
export class SourceEndedError extends Error {
  constructor() {
    super('The upload ended before it was complete');
  }
}

/**
 * Calls `refuse` when the source fails or closes before its end, also when that happened before
 * the call (an upload given up while its scope was checked): a store waiting on such a source
 * would otherwise wait for ever, holding its file open. The listeners stay: a source failing late
 * must not become an unhandled 'error'.
 */
export function endWithSource(source: Readable, refuse: (error: Error) => void): void {
  const cut = () => new SourceEndedError();
  source.on('error', refuse);
  source.on('close', () => {
    if (!source.readableEnded) refuse(source.errored ?? cut());
  });
  if (source.destroyed && !source.readableEnded) refuse(source.errored ?? cut());
}

/** Where the blob store under a data folder keeps a blob's bytes. */
export const blobFilePath = (dataDir: string, storageId: string) => join(dataDir, 'blobs', storageId.slice(0, 2), storageId.slice(2, 4), storageId);

/**
 * The filesystem blob store: DATA_DIR/blobs/ab/cd/<uuid>. Two levels of fan-out keep every
 * folder small (65,536 leaves) however many photos a fleet collects. A blob is written to a
 * temporary name and renamed into place, so a reader never sees half a file and a failed
 * upload leaves nothing behind.
 */
export function createBlobStore(config: Pick<Config, 'dataDir'>): BlobStore {
  const root = join(config.dataDir, 'blobs');
  const pathOf = (storageId: string) => blobFilePath(config.dataDir, storageId);

  return {
    async put(input, options = {}) {
      const storageId = randomUUID();
      const target = pathOf(storageId);
      const temporary = `${target}.${randomUUID()}.part`;
      const intake = new Intake(options);
      const source = input instanceof Readable ? input : Readable.from([Buffer.from(input)]);
      // Listened to before the first await: a source failing (a stalled upload given up) while
      // the folder or file is made must still end the write, or its file would stay open.
      // The listener stays: a source failing late must not become an unhandled 'error'.
      // Until the pipeline below listens, an early refusal must not become an unhandled 'error'.
      intake.on('error', () => undefined);
      endWithSource(source, (error) => intake.destroy(error));
      await mkdir(join(target, '..'), { recursive: true });
      // Opened before anything is piped, so a refusal can never race the file's creation.
      const sink = (await open(temporary, 'wx')).createWriteStream();
      const written = pipeline(intake, sink);
      // Piped rather than pipelined: a refused upload must not destroy the request's stream,
      // whose rest is drained so the request can still be answered.
      source.pipe(intake);
      try {
        await written;
        await rename(temporary, target);
      } catch (error) {
        source.unpipe(intake);
        source.resume();
        // The refused stream is still closing its file; removed before that, it could stay behind.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
      return { storageId, byteSize: intake.byteSize, sha256: intake.hash.digest('hex') };
    },

    async get(storageId) {
      if (!isStorageId(storageId)) return null;
      const path = pathOf(storageId);
      try {
        await stat(path);
      } catch {
        return null;
      }
      return createReadStream(path);
    },

    async delete(storageId) {
      if (!isStorageId(storageId)) return;
      await rm(pathOf(storageId), { force: true });
    },

    async ready() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
