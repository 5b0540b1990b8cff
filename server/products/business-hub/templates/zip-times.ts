/**
 * Sets the modification time of every file in a zip archive, so the same document packed twice
 * gives the same bytes: docx's packer stamps each file with the clock (and has no option to
 * stop it), while Charter stores blank templates by the hash of their bytes.
 *
 * The time lives in two places per file, its local header and its central directory entry, in
 * MS-DOS form (2-second steps, no time zone); the CRCs cover file data only, so only those
 * fields change. Layouts from the zip format's specification (PKWARE APPNOTE 4.3.7, 4.3.12,
 * 4.3.16).
 */

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const CENTRAL_ENTRY_SIZE = 46;

/** The date in MS-DOS form, from its UTC parts so the bytes do not depend on the server's zone. */
function dosDateTime(date: Date): { time: number; day: number } {
  const year = date.getUTCFullYear();
  if (year < 1980 || year > 2107) throw new RangeError(`A zip file cannot hold the year ${year}`);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    day: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/** Where the end-of-central-directory record starts: the last one, before any archive comment. */
function endRecordOffset(view: DataView): number {
  for (let offset = view.byteLength - END_RECORD_SIZE; offset >= 0; offset -= 1) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new Error('Not a zip archive: no end-of-central-directory record');
}

function expectSignature(view: DataView, offset: number, signature: number): void {
  if (view.getUint32(offset, true) !== signature) {
    throw new Error(`Not a zip archive: unexpected record at byte ${offset}`);
  }
}

/** Rewrites, in place, the time of every file of the zip archive `bytes`; returns `bytes`. */
export function setZipFileTimes(bytes: Uint8Array, date: Date): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { time, day } = dosDateTime(date);
  const end = endRecordOffset(view);
  const entries = view.getUint16(end + 10, true);
  let entry = view.getUint32(end + 16, true);
  for (let index = 0; index < entries; index += 1) {
    expectSignature(view, entry, CENTRAL_DIRECTORY_ENTRY);
    view.setUint16(entry + 12, time, true);
    view.setUint16(entry + 14, day, true);
    const local = view.getUint32(entry + 42, true);
    expectSignature(view, local, LOCAL_FILE_HEADER);
    view.setUint16(local + 10, time, true);
    view.setUint16(local + 12, day, true);
    const nameLength = view.getUint16(entry + 28, true);
    const extraLength = view.getUint16(entry + 30, true);
    const commentLength = view.getUint16(entry + 32, true);
    entry += CENTRAL_ENTRY_SIZE + nameLength + extraLength + commentLength;
  }
  return bytes;
}
