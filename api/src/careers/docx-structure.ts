import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end-of-directory record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH_BYTES = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;
/** Word's main part; a CV's is well under this once inflated (a bigger one is a zip bomb). */
const DOCUMENT_PART = 'word/document.xml';
const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

interface ZipEntry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The entries of a zip archive by name, from its central directory; null when it is not one. */
function zipEntries(content: Buffer): Map<string, ZipEntry> | null {
  const searchFrom = Math.max(0, content.length - END_SEARCH_BYTES);
  let end = -1;
  for (let at = content.length - 22; at >= searchFrom; at--) {
    if (content.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = content.readUInt16LE(end + 10);
  const directorySize = content.readUInt32LE(end + 12);
  const directoryOffset = content.readUInt32LE(end + 16);
  if (directoryOffset + directorySize > end) return null;

  const entries = new Map<string, ZipEntry>();
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || content.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = content.readUInt16LE(at + 28);
    const extraLength = content.readUInt16LE(at + 30);
    const commentLength = content.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      method: content.readUInt16LE(at + 10),
      compressedSize: content.readUInt32LE(at + 20),
      localOffset: content.readUInt32LE(at + 42),
    };
    if (entry.localOffset + 30 > directoryOffset) return null;
    if (content.readUInt32LE(entry.localOffset) !== LOCAL_HEADER) return null;
    entries.set(content.toString('utf8', at + 46, at + 46 + nameLength), entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The inflated bytes of one entry, or null when they cannot be read within bounds. */
function entryContent(content: Buffer, entry: ZipEntry): Buffer | null {
  const nameLength = content.readUInt16LE(entry.localOffset + 26);
  const extraLength = content.readUInt16LE(entry.localOffset + 28);
  const start = entry.localOffset + 30 + nameLength + extraLength;
  if (start + entry.compressedSize > content.length) return null;
  const data = content.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) return data;
  if (entry.method !== DEFLATED) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: DOCUMENT_MAX_BYTES });
  } catch {
    return null;
  }
}

/**
 * Whether a file is a Word document and not only a zip that says so: a readable zip (central
 * directory, local headers where it points) with `[Content_Types].xml` and Word's main part,
 * `word/document.xml`, which inflates to a WordprocessingML document. Hand-written on `node:zlib`:
 * reading a zip's directory is a few dozen lines, and the zip packages for Node stream from disk,
 * while the CV is a buffer in memory already.
 */
export function isWellFormedDocx(content: Buffer): boolean {
  const entries = zipEntries(content);
  const document = entries?.get(DOCUMENT_PART);
  if (!entries?.has('[Content_Types].xml') || !document) return false;
  const xml = entryContent(content, document)?.toString('utf8');
  return xml !== undefined && /<(?:\w+:)?document\b[^>]*wordprocessingml/.test(xml);
}
