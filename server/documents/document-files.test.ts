import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { startS3Bucket } from '../test-support/s3-bucket';
import { newFileKey, type DocumentFiles } from './document-files';
import { documentFiles } from './document-files-config';

/** Every byte value, and enough of them to take more than one read or network packet. */
const CONTENT = new Uint8Array([...Array(256).keys(), ...randomBytes(300_000)]);

interface Backend {
  files: DocumentFiles;
  /** Puts something Charter did not write where its files are (a shared bucket, a stray file). */
  writeStray(name: string): Promise<void>;
  stop(): Promise<void>;
}

async function folderBackend(): Promise<Backend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'charter-files-'));
  const { documents } = readConfig({ DATA_DIR: dataDir });
  expect(documents).toEqual({ folder: join(dataDir, 'documents'), s3: null });
  return {
    files: await documentFiles(documents),
    async writeStray(name) {
      mkdirSync(join(documents.folder, '7'), { recursive: true });
      writeFileSync(join(documents.folder, name), 'not a document');
    },
    async stop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function s3Backend(): Promise<Backend> {
  const bucket = await startS3Bucket();
  const { documents } = readConfig(bucket.env);
  const files = await documentFiles(documents);
  const s3 = documents.s3!;
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint!,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId!, secretAccessKey: s3.secretAccessKey! },
  });
  return {
    files,
    async writeStray(name) {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: name, Body: 'other' }));
    },
    async stop() {
      client.destroy();
      files.close?.();
      await bucket.stop();
    },
  };
}

const collect = async (files: DocumentFiles) => {
  const listed = [];
  for await (const entry of files.list()) listed.push(entry);
  return listed;
};

describe.each([
  ['a folder (DATA_DIR/documents)', folderBackend],
  ['an S3-compatible bucket (s3rver)', s3Backend],
])('document files in %s', (_name, start) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await start();
  });
  afterAll(() => backend.stop());

  it('keeps a file and reads it back byte for byte', async () => {
    const key = newFileKey(7);
    await backend.files.put(key, CONTENT, 'application/pdf');
    const read = await backend.files.get(key);
    expect(read).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(read!).equals(Buffer.from(CONTENT))).toBe(true);
  });

  it('lists its own files with when they were written, and nothing else there', async () => {
    const before = Date.now() - 60_000;
    const key = newFileKey(7);
    await backend.files.put(key, new Uint8Array([1, 2, 3]), 'text/plain');
    await backend.writeStray('7/notes.txt');
    await backend.writeStray('other-app.txt');

    const listed = await collect(backend.files);
    expect(listed.map((entry) => entry.key)).toContain(key);
    expect(listed.every((entry) => /^7\/[0-9a-f-]{36}$/.test(entry.key))).toBe(true);
    const entry = listed.find((candidate) => candidate.key === key)!;
    expect(entry.writtenAt.getTime()).toBeGreaterThan(before);
    expect(entry.writtenAt.getTime()).toBeLessThan(Date.now() + 60_000);
  });

  it('deletes a file, after which it reads as none; deleting it again is no error', async () => {
    const key = newFileKey(8);
    await backend.files.put(key, CONTENT.subarray(0, 10), 'application/pdf');
    await backend.files.delete(key);
    expect(await backend.files.get(key)).toBeNull();
    await backend.files.delete(key);
    expect((await collect(backend.files)).map((entry) => entry.key)).not.toContain(key);
  });

  it('reads a file that was never written as none', async () => {
    expect(await backend.files.get(newFileKey(9))).toBeNull();
  });

  it('refuses a key it did not make, so none reaches outside its folder or files', async () => {
    for (const key of ['../../etc/passwd', '7/notes.txt', 'other-app.txt', '']) {
      await expect(backend.files.get(key)).rejects.toThrow('Not a document file key');
      await expect(backend.files.put(key, CONTENT, 'text/plain')).rejects.toThrow(
        'Not a document file key',
      );
      await expect(backend.files.delete(key)).rejects.toThrow('Not a document file key');
    }
  });
});

describe('DOCUMENTS_S3_* settings', () => {
  it('takes the bucket with its defaults: region us-east-1, the bucket in the host name', () => {
    expect(readConfig({ DOCUMENTS_S3_BUCKET: 'docs' }).documents.s3).toEqual({
      bucket: 'docs',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
    });
    expect(
      readConfig({
        DOCUMENTS_S3_BUCKET: 'docs',
        DOCUMENTS_S3_REGION: 'eu-west-3',
        DOCUMENTS_S3_ENDPOINT: 'https://minio.example',
        DOCUMENTS_S3_ACCESS_KEY_ID: 'id',
        DOCUMENTS_S3_SECRET_ACCESS_KEY: 'secret',
        DOCUMENTS_S3_FORCE_PATH_STYLE: 'true',
      }).documents.s3,
    ).toEqual({
      bucket: 'docs',
      endpoint: 'https://minio.example',
      region: 'eu-west-3',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('refuses a setting that would be ignored or half a credential, saying what to set', () => {
    expect(() => readConfig({ DOCUMENTS_S3_ENDPOINT: 'https://minio.example' })).toThrow(
      'DOCUMENTS_S3_ENDPOINT is set without DOCUMENTS_S3_BUCKET: set the bucket to keep documents in it, or unset it to keep them in DATA_DIR/documents.',
    );
    expect(() =>
      readConfig({ DOCUMENTS_S3_BUCKET: 'docs', DOCUMENTS_S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow(
      'Set both DOCUMENTS_S3_ACCESS_KEY_ID and DOCUMENTS_S3_SECRET_ACCESS_KEY, or neither (the S3 client then finds credentials itself).',
    );
    expect(() =>
      readConfig({ DOCUMENTS_S3_BUCKET: 'docs', DOCUMENTS_S3_FORCE_PATH_STYLE: 'yes' }),
    ).toThrow('DOCUMENTS_S3_FORCE_PATH_STYLE must be true or false, got "yes"');
  });
});
