import { createInflateRaw } from "node:zlib";
import { IMPORT_MESSAGES, ImportFileError } from "./limits";

/** The most a workbook may unpack to, all its parts together. */
export const MAX_XLSX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** A spreadsheet part squeezed more than this is a zip bomb, not a sheet (past the first megabyte). */
export const MAX_XLSX_RATIO = 100;
const RATIO_FREE_BYTES = 1024 * 1024;
const MAX_ENTRIES = 10_000;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const DATA_DESCRIPTOR_FLAG = 0x08;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  /** The entry's central directory record, as the file has it. */
  record: Buffer;
  data: Buffer;
}

const unreadable = () => new ImportFileError(IMPORT_MESSAGES.readFailed, IMPORT_MESSAGES.notText);
const tooBig = () => new ImportFileError(IMPORT_MESSAGES.readFailed, IMPORT_MESSAGES.xlsxTooLarge, 413);
const bomb = () => new ImportFileError(IMPORT_MESSAGES.readFailed, IMPORT_MESSAGES.xlsxCompressed);

function endOfDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw unreadable();
}

/**
 * The archive's entries from its central directory, refused before anything is unpacked when they
 * claim too much (ZIP64, the format for parts over 4 GB, is refused outright).
 */
function entriesOf(zip: Buffer): ZipEntry[] {
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff || count > MAX_ENTRIES) throw tooBig();
  const entries: ZipEntry[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const recordLength = 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    if (size === 0xffffffff || compressedSize === 0xffffffff) throw tooBig();
    if (method !== STORED && method !== DEFLATED) throw unreadable();
    total += size;
    if (size > MAX_XLSX_UNPACKED_BYTES || total > MAX_XLSX_UNPACKED_BYTES) throw tooBig();
    if (size > RATIO_FREE_BYTES && size > compressedSize * MAX_XLSX_RATIO) throw bomb();
    if (localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== LOCAL_HEADER) throw unreadable();
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    if (dataAt + compressedSize > zip.length) throw unreadable();
    entries.push({
      name: zip.toString("utf8", at + 46, at + 46 + nameLength),
      method,
      compressedSize,
      size,
      record: zip.subarray(at, at + recordLength),
      data: zip.subarray(dataAt, dataAt + compressedSize),
    });
    at += recordLength;
  }
  return entries;
}

/** Unpacks an entry into nothing, counting: a part that unpacks to more than it declares is refused. */
async function checkUnpackedSize(entry: ZipEntry): Promise<void> {
  if (entry.method === STORED) {
    if (entry.compressedSize !== entry.size) throw unreadable();
    return;
  }
  const inflate = createInflateRaw();
  let unpacked = 0;
  const counted = (async () => {
    for await (const chunk of inflate) {
      unpacked += (chunk as Buffer).length;
      if (unpacked > entry.size) {
        inflate.destroy();
        throw bomb();
      }
    }
  })();
  inflate.end(entry.data);
  await counted.catch((error: unknown) => {
    throw error instanceof ImportFileError ? error : unreadable();
  });
}

// The standard CRC-32 (for the one part this file may write itself).
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
);

function storedEntry(name: string, data: Buffer): ZipEntry {
  const nameBytes = Buffer.from(name);
  const record = Buffer.alloc(46 + nameBytes.length);
  record.writeUInt32LE(DIRECTORY_ENTRY, 0);
  record.writeUInt16LE(20, 4);
  record.writeUInt16LE(20, 6);
  record.writeUInt32LE(crc32(data), 16);
  record.writeUInt32LE(data.length, 20);
  record.writeUInt32LE(data.length, 24);
  record.writeUInt16LE(nameBytes.length, 28);
  nameBytes.copy(record, 46);
  return { name, method: STORED, compressedSize: data.length, size: data.length, record, data };
}

/**
 * The streaming reader sees parts in archive order and parks any sheet that comes before the shared
 * strings in a temporary file; parts ordered workbook first, strings next and sheets last never wait.
 */
const RANK = ["xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/sharedStrings.xml", "xl/styles.xml"];
const rankOf = (name: string) => {
  const known = RANK.indexOf(name);
  if (known >= 0) return known;
  return name.startsWith("xl/worksheets/") ? RANK.length + 1 : RANK.length;
};

/** The archive again, its parts in `entries`' order, each local header rebuilt from the directory. */
function rebuild(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const records: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = entry.record.subarray(46, 46 + entry.record.readUInt16LE(28));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(entry.record.readUInt16LE(6), 4);
    // Sizes are written up front, so the reader never looks for a trailing data descriptor.
    local.writeUInt16LE(entry.record.readUInt16LE(8) & ~DATA_DESCRIPTOR_FLAG, 6);
    entry.record.copy(local, 8, 10, 28);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.from(entry.record);
    record.writeUInt16LE(record.readUInt16LE(8) & ~DATA_DESCRIPTOR_FLAG, 8);
    record.writeUInt32LE(offset, 42);
    records.push(record);
    parts.push(local, name, entry.data);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/**
 * An .xlsx archive checked before any of it is read: refused with a clear message when its parts
 * claim, or turn out while being unpacked, to hold more than MAX_XLSX_UNPACKED_BYTES or to be
 * compressed more than a sheet can be; returned with its parts in the order a streaming reader
 * needs, so nothing is parked in temporary files.
 */
export async function checkedWorkbook(bytes: Uint8Array): Promise<Buffer> {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (zip.length < 22) throw unreadable();
  const entries = entriesOf(zip);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has("xl/workbook.xml") || !names.has("xl/_rels/workbook.xml.rels")) throw unreadable();
  for (const entry of entries) await checkUnpackedSize(entry);
  if (!names.has("xl/sharedStrings.xml"))
    entries.push(storedEntry("xl/sharedStrings.xml", EMPTY_SHARED_STRINGS));
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rankOf(a.entry.name) - rankOf(b.entry.name) || a.index - b.index)
    .map((e) => e.entry);
  return rebuild(ordered);
}
