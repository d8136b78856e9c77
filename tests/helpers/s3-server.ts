import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** A BLOB_STORE_URL for a bucket of this server. */
  url(bucket: string, prefix: string): string;
  stop(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on loopback with these buckets, its files in a temporary folder. */
export async function startS3Server(buckets: readonly string[]): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: buckets.map((name) => ({ name, configs: [] })) });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = encodeURIComponent(`http://127.0.0.1:${port}`);
  return {
    url: (bucket, prefix) => `s3://S3RVER:S3RVER@${bucket}/${prefix}?region=us-east-1&endpoint=${endpoint}&force_path_style=true`,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
