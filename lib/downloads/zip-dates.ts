/**
 * The `docx` package zips with JSZip and stamps every entry with the time of packing, offering no
 * option to change it; a rebuild would then change every DOCX byte for nothing. The DOS time and date
 * sit at fixed offsets in each local header and central-directory entry and are outside the CRC, so
 * they can be rewritten in place without unzipping.
 */

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(date.getUTCFullYear(), 1980);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, so the search is bounded.
  const last = view.byteLength - 22;
  for (let offset = last; offset >= Math.max(0, last - 0xffff); offset -= 1) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) return offset;
  }
  throw new Error('not a zip file: no end-of-central-directory record');
}

/** Returns a copy of `zip` with every entry's modification time set to `when` (UTC). */
export function withZipEntryDates(zip: Uint8Array, when: Date): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const stamp = dosDateTime(when);
  const eocd = findEndOfCentralDirectory(view);
  const entries = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  for (let index = 0; index < entries; index += 1) {
    if (view.getUint32(offset, true) !== CENTRAL_SIGNATURE) {
      throw new Error(`corrupt zip: central directory entry ${index} not found`);
    }
    view.setUint16(offset + 12, stamp.time, true);
    view.setUint16(offset + 14, stamp.date, true);
    const local = view.getUint32(offset + 42, true);
    if (view.getUint32(local, true) !== LOCAL_SIGNATURE) {
      throw new Error(`corrupt zip: local header of entry ${index} not found`);
    }
    view.setUint16(local + 10, stamp.time, true);
    view.setUint16(local + 12, stamp.date, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return bytes;
}
