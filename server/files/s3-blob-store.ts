import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { endWithSource, Intake, isStorageId, type BlobStore } from './blob-store';

/**
 * An S3-compatible blob store (AWS S3, MinIO, Ceph, R2...), for several API processes sharing
 * one set of photos. Configured by one URL:
 *
 *   s3://[ACCESS_KEY:SECRET@]bucket[/prefix]?region=us-east-1&endpoint=http://127.0.0.1:9000&force_path_style=true
 *
 * Without credentials in the URL the SDK's own chain applies (AWS_ACCESS_KEY_ID, instance
 * roles...). Keys keep the filesystem store's layout under the prefix (ab/cd/<uuid>), so an
 * existing DATA_DIR/blobs folder moves with one sync (docs/configuration.md). Bytes stream both ways: an
 * upload goes out in parts as it arrives, never held whole in memory, with the same counting,
 * hashing, size limit and head check as the filesystem store.
 */
export interface S3Location {
  bucket: string;
  prefix: string;
  client: S3Client;
}

export function parseBlobStoreUrl(url: string): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== 's3:' || !parsed.hostname) throw new Error(`BLOB_STORE_URL must look like s3://bucket[/prefix]?region=...&endpoint=..., not ${parsed.protocol}//${parsed.hostname}`);
  const options = parsed.searchParams;
  const prefix = decodeURIComponent(parsed.pathname.replace(/^\/+/, ''));
  const client = new S3Client({
    region: options.get('region') ?? 'us-east-1',
    ...(options.get('endpoint') ? { endpoint: options.get('endpoint')! } : {}),
    forcePathStyle: options.get('force_path_style') === 'true',
    ...(parsed.username ? { credentials: { accessKeyId: decodeURIComponent(parsed.username), secretAccessKey: decodeURIComponent(parsed.password) } } : {}),
    // Checksums only where an operation demands them: S3-compatible servers differ on the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { bucket: parsed.hostname, prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix, client };
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));

/** The object key of a blob: the filesystem store's layout under the prefix. */
export const objectKey = (location: Pick<S3Location, 'prefix'>, storageId: string) =>
  `${location.prefix}${storageId.slice(0, 2)}/${storageId.slice(2, 4)}/${storageId}`;

export function createS3BlobStore(location: S3Location): BlobStore {
  const { bucket, client } = location;
  const keyOf = (storageId: string) => objectKey(location, storageId);

  return {
    async put(input, options = {}) {
      const storageId = randomUUID();
      const intake = new Intake(options);
      const body = new PassThrough();
      const source = input instanceof Readable ? input : Readable.from([Buffer.from(input)]);
      const upload = new Upload({ client, params: { Bucket: bucket, Key: keyOf(storageId), Body: body } });
      // As in the filesystem store: piped, so a refused upload leaves the request's stream
      // drained rather than destroyed; a refusal aborts the upload, leaving nothing behind.
      let refused: Error | undefined;
      const refuse = (error: Error) => {
        refused ??= error;
        void upload.abort().catch(() => undefined);
        body.destroy(error);
      };
      endWithSource(source, refuse);
      intake.on('error', refuse);
      source.pipe(intake).pipe(body);
      try {
        await upload.done();
        if (refused) throw refused;
      } catch (error) {
        source.unpipe(intake);
        source.resume();
        // A part may have landed before the refusal: remove whatever the key holds.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(storageId) })).catch(() => undefined);
        throw refused ?? error;
      }
      return { storageId, byteSize: intake.byteSize, sha256: intake.hash.digest('hex') };
    },

    async get(storageId) {
      if (!isStorageId(storageId)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(storageId) }));
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(storageId) {
      if (!isStorageId(storageId)) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(storageId) }));
    },

    async ready() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
