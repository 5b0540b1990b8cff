import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../data-dir/private-data-dir';
import { checkedFileKey, isFileKey, type DocumentFiles, type FileEntry } from './document-files';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The documents' files in a folder (DATA_DIR/documents by default): one folder per owner, one
 * file per document. Only keys newFileKey makes are read or written, so a key can never reach
 * outside the folder.
 */
export class FolderDocumentFiles implements DocumentFiles {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return join(this.root, checkedFileKey(key));
  }

  async put(key: string, content: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(join(path, '..'), PRIVATE_FOLDER);
    // 'wx': a key is new, so an existing file means a mistake, never something to overwrite.
    const file = await open(path, 'wx', PRIVATE_FILE.mode);
    try {
      await file.writeFile(content);
      // On disk before the row naming it commits, so a crash cannot leave a row without bytes.
      await file.sync();
    } finally {
      await file.close();
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<FileEntry> {
    for (const owner of await this.entries(this.root)) {
      for (const name of await this.entries(join(this.root, owner))) {
        const key = `${owner}/${name}`;
        if (!isFileKey(key)) continue;
        const written = await stat(join(this.root, key)).catch(() => null);
        if (written) yield { key, writtenAt: written.mtime };
      }
    }
  }

  /** A folder's entries; none when it does not exist (yet). */
  private async entries(path: string): Promise<string[]> {
    try {
      return await readdir(path);
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
      throw error;
    }
  }
}
