import { vi } from 'vitest';

/**
 * What the page handed the browser to save (src/ui/save-file.ts), for jsdom, which saves
 * nothing: each file's name and bytes, in order. Call it in the test; vi.restoreAllMocks ends it.
 */
export function recordSaves(): { name: string; file: Blob }[] {
  const blobs = new Map<string, Blob>();
  const saves: { name: string; file: Blob }[] = [];
  URL.createObjectURL = vi.fn((file: Blob) => {
    const url = `blob:charter/${blobs.size}`;
    blobs.set(url, file);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saves.push({ name: this.download, file: blobs.get(this.href)! });
  });
  return saves;
}
