import { randomUUID } from 'node:crypto';

/** When a file was written, as its folder or bucket reports it. */
export interface FileEntry {
  key: string;
  writtenAt: Date;
}

/**
 * Where the documents' bytes are kept (decision 0048): a folder (DATA_DIR/documents) or an
 * S3-compatible bucket. Files are written once under a key no other file has, and never
 * changed; the `documents` rows say which ones are kept.
 */
export interface DocumentFiles {
  /** Writes a new file; resolves once it is durably kept. */
  put(key: string, content: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes; null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Every file Charter wrote, for the sweep of files no document names. */
  list(): AsyncIterable<FileEntry>;
  /** Lets go of connections when the server stops (a bucket's client). */
  close?(): void;
}

/**
 * A key: the owner's id (so a folder or bucket can be read by owner), then a random UUID, so two
 * writers never pick the same key and nothing guessable names a file.
 */
const FILE_KEY = /^[1-9][0-9]{0,9}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newFileKey(individualId: number): string {
  return `${individualId}/${randomUUID()}`;
}

/**
 * Whether `key` is one newFileKey makes: anything else in the folder or bucket is not
 * Charter's to read or delete (a shared bucket, a stray file).
 */
export function isFileKey(key: string): boolean {
  return FILE_KEY.test(key);
}

/** Refuses a key newFileKey did not make, before it reaches a path or a bucket. */
export function checkedFileKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`Not a document file key: ${JSON.stringify(key)}`);
  return key;
}
