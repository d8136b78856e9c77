import type { Config } from '../config';
import { createBlobStore, type BlobStore } from './blob-store';
import { createS3BlobStore, parseBlobStoreUrl } from './s3-blob-store';

/** The process's blob store: S3-compatible when BLOB_STORE_URL is set, else DATA_DIR/blobs. */
export function openBlobStore(config: Pick<Config, 'dataDir' | 'BLOB_STORE_URL'>): BlobStore {
  return config.BLOB_STORE_URL ? createS3BlobStore(parseBlobStoreUrl(config.BLOB_STORE_URL)) : createBlobStore(config);
}
