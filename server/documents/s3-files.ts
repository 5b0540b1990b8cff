import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkedFileKey, isFileKey, type DocumentFiles, type FileEntry } from './document-files';

/** An S3-compatible bucket (DOCUMENTS_S3_*; README "Configuration"). */
export interface S3Settings {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2…); null: AWS S3 in the region. */
  endpoint: string | null;
  region: string;
  /** Both or neither; neither: the SDK's own chain (environment, instance role…). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** bucket in the path (endpoint/bucket/key) rather than the host name, as MinIO wants. */
  forcePathStyle: boolean;
}

/**
 * The documents' files as objects of an S3-compatible bucket, keyed as newFileKey makes them;
 * other objects of the bucket are never read, listed or deleted.
 */
export class S3DocumentFiles implements DocumentFiles {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    const { accessKeyId, secretAccessKey } = settings;
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // Checksums only where S3 requires them: not every S3-compatible service knows the
      // newer checksum headers the SDK sends by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, content: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedFileKey(key),
        Body: content,
        ContentType: contentType,
        ContentLength: content.byteLength,
      }),
    );
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkedFileKey(key) }),
      );
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedFileKey(key) }),
    );
  }

  async *list(): AsyncIterable<FileEntry> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const { Key, LastModified } of page.Contents ?? []) {
        if (Key && LastModified && isFileKey(Key)) yield { key: Key, writtenAt: LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
