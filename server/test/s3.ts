/**
 * A real S3 API server on loopback for tests (s3rver: the S3 REST API over a folder), with one
 * bucket, and the AWS SDK client settings that reach it as a deployment's environment would
 * (an endpoint, path-style addresses, a key pair).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from '../net/free-port';

export interface TestS3Server {
  bucket: string;
  /** http://127.0.0.1:port */
  endpoint: string;
  /** What the SDK's S3 client needs to reach it. */
  client: S3ClientConfig;
  /** The variables a server's environment sets for it (MEDIA_STORAGE=s3 and the AWS_… ones). */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

/** s3rver accepts any key pair whose parts are these. */
const KEY = 'S3RVER';

export async function startS3Server(bucket = 'bhajan-media'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'bhajan-s3-'));
  const port = await freePort();
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    client: { region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: KEY, secretAccessKey: KEY } },
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_REGION: 'us-east-1',
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_ACCESS_KEY_ID: KEY,
      AWS_SECRET_ACCESS_KEY: KEY,
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
