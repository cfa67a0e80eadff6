import { type DocumentKind, documentKindsText } from '@ventura/shared';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../errors.ts';

export const notADocumentMessage = 'Only PDF, Word, Excel, PowerPoint, PNG or JPEG files can be uploaded';
const refuse = (problem: string) => badRequest(notADocumentMessage, [`file: ${problem}`]);

/**
 * The kinds file-type names by content type. Word, Excel and PowerPoint files (.docx, .xlsx, .pptx) are
 * zip containers: file-type reads the main part's content type from [Content_Types].xml, so a plain zip,
 * a macro-enabled file (.docm, .xlsm, .pptm) or another Office type does not pass as one of them.
 */
const byContentType: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};
const macroEnabled = new Set(['docm', 'dotm', 'xlsm', 'xltm', 'pptm', 'potm', 'ppsm']);

/**
 * The kind of an uploaded document, told from its bytes (never from its name or declared type), or a 400
 * naming `file` for anything else: an executable, text, a zip, a file with macros, an empty file.
 */
export const documentKindOf = async (bytes: Buffer): Promise<DocumentKind> => {
  if (bytes.length === 0) throw refuse('The file is empty');
  const type = await fileTypeFromBuffer(bytes);
  if (!type) throw refuse(`This file is not ${documentKindsText}`);
  const kind = byContentType[type.mime];
  if (kind) return kind;
  if (macroEnabled.has(type.ext)) {
    throw refuse('Files with macros are not accepted: save it as .docx, .xlsx, .pptx or PDF and upload that');
  }
  if (type.ext === 'cfb') return wordDocumentOf(bytes);
  throw refuse(`This is a file of type ${type.ext.toUpperCase()}, not ${documentKindsText}`);
};

/**
 * A Word 97-2003 document (.doc) is a Compound File ([MS-CFB]), as are old Excel and PowerPoint files and
 * installers, so the signature alone says nothing: the file's directory must hold a WordDocument stream,
 * and no macro storage (macros of old Word files are their classic way in).
 */
const wordDocumentOf = (bytes: Buffer): DocumentKind => {
  const names = compoundFileNames(bytes);
  if (!names) throw refuse('The file could not be read: it may be damaged or incomplete');
  if (names.some((name) => macroParts.has(name.toLowerCase()))) {
    throw refuse('Files with macros are not accepted: save it as .docx or PDF and upload that');
  }
  if (!names.includes('WordDocument')) {
    throw refuse('This is an old Office file but not a Word document: save it as .xlsx, .pptx or PDF');
  }
  return 'doc';
};
const macroParts = new Set(['macros', 'vba', '_vba_project', '_vba_project_cur']);

const signature = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const endOfChain = 0xfffffffe;
const lastRegularSector = 0xfffffffa;
const headerFatEntries = 109;
const entrySize = 128;

/**
 * The names of the storages and streams in a Compound File's directory, or undefined when its structure
 * does not hold. Reads only what the header, the sector allocation table and the directory chain point
 * at, each read checked against the buffer, and each chain followed at most once per sector.
 */
export const compoundFileNames = (bytes: Buffer): string[] | undefined => {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(signature)) return undefined;
  const shift = bytes.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return undefined;
  const size = 2 ** shift;
  const sectors = Math.ceil(bytes.length / size) - 1;
  const sectorAt = (n: number) => {
    const start = (n + 1) * size;
    return n <= lastRegularSector && start + size <= bytes.length ? bytes.subarray(start, start + size) : undefined;
  };

  // The sectors of the allocation table: the first 109 named in the header, the rest in a chain of DIFAT sectors.
  const fatCount = bytes.readUInt32LE(0x2c);
  if (fatCount > sectors) return undefined;
  const fatSectors: number[] = [];
  for (let i = 0; i < headerFatEntries && fatSectors.length < fatCount; i++) {
    fatSectors.push(bytes.readUInt32LE(0x4c + i * 4));
  }
  let difat = bytes.readUInt32LE(0x44);
  for (let steps = 0; fatSectors.length < fatCount; steps++) {
    const sector = steps < sectors ? sectorAt(difat) : undefined;
    if (!sector) return undefined;
    for (let i = 0; i < size / 4 - 1 && fatSectors.length < fatCount; i++) fatSectors.push(sector.readUInt32LE(i * 4));
    difat = sector.readUInt32LE(size - 4);
  }
  const fat: number[] = [];
  for (const n of fatSectors) {
    const sector = sectorAt(n);
    if (!sector) return undefined;
    for (let i = 0; i < size / 4; i++) fat.push(sector.readUInt32LE(i * 4));
  }

  // The directory: 128-byte entries in a chain of sectors; a name is UTF-16LE with its length in bytes
  // (terminating NUL included); type 1 is a storage, 2 a stream.
  const names: string[] = [];
  const visited = new Set<number>();
  for (let n = bytes.readUInt32LE(0x30); n !== endOfChain; ) {
    const sector = sectorAt(n);
    const next = fat[n];
    if (!sector || next === undefined || visited.has(n)) return undefined;
    visited.add(n);
    for (let offset = 0; offset < size; offset += entrySize) {
      const type = sector[offset + 66];
      if (type !== 1 && type !== 2) continue;
      const length = sector.readUInt16LE(offset + 64);
      if (length < 2 || length > 64 || length % 2 !== 0) return undefined;
      names.push(sector.toString('utf16le', offset, offset + length - 2));
    }
    n = next;
  }
  return names;
};
