import { describe, expect, it } from 'vitest';
import { setZipFileTimes } from './zip-times';

describe('setZipFileTimes', () => {
  it('refuses bytes that are not a zip archive', () => {
    expect(() => setZipFileTimes(new TextEncoder().encode('not a zip at all'), new Date())).toThrow(
      /Not a zip archive/,
    );
  });

  it('refuses a date a zip file cannot hold', () => {
    // An empty archive: just the end-of-central-directory record.
    const empty = new Uint8Array(22);
    new DataView(empty.buffer).setUint32(0, 0x06054b50, true);
    expect(() => setZipFileTimes(empty, new Date('1975-01-01T00:00:00Z'))).toThrow(RangeError);
    expect(setZipFileTimes(empty, new Date('2026-11-01T00:00:00Z'))).toBe(empty);
  });
});
