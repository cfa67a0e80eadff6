/*
 * Files to upload in the documents tests, built byte by byte so that each is what its format says: a PDF,
 * Office Open XML packages (zip containers whose [Content_Types].xml names the main part), Compound Files
 * as Office 97-2003 writes them, and things that must be refused.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { FormPart } from '../../../test/helpers.ts';

export const pdf = (text = 'Certificate of incorporation') =>
  Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${text}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );

/** A zip of stored (uncompressed) entries, with its central directory. */
export const zip = (entries: Array<[name: string, content: string]>) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

/** An Office Open XML package whose main part has the given content type. */
const officePackage = (folder: string, part: string, mainType: string) =>
  zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${folder}/${part}" ContentType="${mainType}"/></Types>`,
    ],
    ['_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships/>'],
    [`${folder}/${part}`, '<?xml version="1.0" encoding="UTF-8"?><root/>'],
  ]);

const ooxml = 'application/vnd.openxmlformats-officedocument';
export const docx = () => officePackage('word', 'document.xml', `${ooxml}.wordprocessingml.document.main+xml`);
export const xlsx = () => officePackage('xl', 'workbook.xml', `${ooxml}.spreadsheetml.sheet.main+xml`);
export const pptx = () => officePackage('ppt', 'presentation.xml', `${ooxml}.presentationml.presentation.main+xml`);
export const docm = () =>
  officePackage('word', 'document.xml', 'application/vnd.ms-word.document.macroEnabled.main+xml');

const free = 0xffffffff;
const endOfChain = 0xfffffffe;
const fatSector = 0xfffffffd;

/**
 * A Compound File ([MS-CFB] version 3, 512-byte sectors): the header, one allocation-table sector, and
 * a directory of a root entry and the given streams (type 2) or storages (type 1), four entries a
 * sector, chained through the table. The streams are empty: only the directory is read.
 */
export const compoundFile = (entries: Array<[name: string, type: 1 | 2]>) => {
  const size = 512;
  const header = Buffer.alloc(size);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(endOfChain, 0x3c);
  header.writeUInt32LE(endOfChain, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : free, 0x4c + i * 4);

  const all: Array<[string, number]> = [['Root Entry', 5], ...entries];
  const directorySectors = Math.ceil(all.length / 4);
  const fat = Buffer.alloc(size, 0xff);
  fat.writeUInt32LE(fatSector, 0);
  for (let i = 0; i < directorySectors; i++) {
    fat.writeUInt32LE(i === directorySectors - 1 ? endOfChain : 2 + i, (1 + i) * 4);
  }
  const directory = Buffer.alloc(directorySectors * size);
  all.forEach(([name, type], i) => {
    const at = i * 128;
    const utf16 = Buffer.from(`${name}\0`, 'utf16le');
    utf16.copy(directory, at);
    directory.writeUInt16LE(utf16.length, at + 64);
    directory[at + 66] = type;
    directory.writeUInt32LE(free, at + 68);
    directory.writeUInt32LE(free, at + 72);
    directory.writeUInt32LE(i === 0 && all.length > 1 ? 1 : free, at + 76);
    directory.writeUInt32LE(endOfChain, at + 116);
  });
  return Buffer.concat([header, fat, directory]);
};

/** A Word 97-2003 document's directory, as Word writes it. */
export const doc = () =>
  compoundFile([
    ['\u0001CompObj', 2],
    ['WordDocument', 2],
    ['1Table', 2],
    ['\u0005SummaryInformation', 2],
    ['\u0005DocumentSummaryInformation', 2],
  ]);
export const docWithMacros = () =>
  compoundFile([
    ['WordDocument', 2],
    ['1Table', 2],
    ['Macros', 1],
    ['VBA', 1],
  ]);
export const xls = () =>
  compoundFile([
    ['Workbook', 2],
    ['\u0005SummaryInformation', 2],
  ]);

/** An executable's first bytes: the MZ header and a PE signature where it points. */
export const exe = () => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
};

export const filePart = (content: Buffer | string, filename = 'document.pdf', type = 'application/pdf'): FormPart => ({
  name: 'file',
  filename,
  type,
  content,
});

export const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2266aa' } })
    .png()
    .toBuffer();
export const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa6622' } })
    .jpeg()
    .toBuffer();
