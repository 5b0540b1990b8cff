import { inflateRawSync } from 'node:zlib';

/**
 * The files of a zip archive with their stored MS-DOS times, read through the central
 * directory, for tests that look inside what Charter makes: a DOCX's parts and their times, the
 * files of a bulk download. Stored and deflated files only, as docx and client-zip write.
 */
export interface ZipEntry {
  data: Buffer;
  /** MS-DOS time and date of the central directory entry and of the local header. */
  centralTime: number;
  centralDate: number;
  localTime: number;
  localDate: number;
}

export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const entries = new Map<string, ZipEntry>();
  let entry = buffer.readUInt32LE(end + 16);
  for (let index = 0; index < buffer.readUInt16LE(end + 10); index += 1) {
    const method = buffer.readUInt16LE(entry + 10);
    const compressedSize = buffer.readUInt32LE(entry + 20);
    const nameLength = buffer.readUInt16LE(entry + 28);
    const extraLength = buffer.readUInt16LE(entry + 30);
    const commentLength = buffer.readUInt16LE(entry + 32);
    const local = buffer.readUInt32LE(entry + 42);
    const name = buffer.toString('utf8', entry + 46, entry + 46 + nameLength);
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const raw = buffer.subarray(start, start + compressedSize);
    entries.set(name, {
      data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw),
      centralTime: buffer.readUInt16LE(entry + 12),
      centralDate: buffer.readUInt16LE(entry + 14),
      localTime: buffer.readUInt16LE(local + 10),
      localDate: buffer.readUInt16LE(local + 12),
    });
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
