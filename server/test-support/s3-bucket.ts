import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials. */
const S3RVER_KEY = 'S3RVER';

/**
 * A real S3 API (s3rver) on a free port with one empty bucket: the settings Charter is given
 * (DOCUMENTS_S3_*), and `stop` to shut it down and remove its files.
 */
export async function startS3Bucket(bucket = 'charter-documents') {
  const directory = mkdtempSync(join(tmpdir(), 'charter-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      DOCUMENTS_S3_BUCKET: bucket,
      DOCUMENTS_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      DOCUMENTS_S3_ACCESS_KEY_ID: S3RVER_KEY,
      DOCUMENTS_S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      DOCUMENTS_S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
