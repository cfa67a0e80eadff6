import zlib from 'node:zlib';

/*
 * The fonts come from @fontsource packages, which ship web fonts only (WOFF and WOFF2). fontkit reads WOFF,
 * but it inflates a whole table (with a JavaScript inflate) each time it reads one glyph from it, and
 * subsetting reads every glyph it keeps. Inflated once here, at load, the font is a plain TrueType file that
 * fontkit reads directly.
 */

const signature = 0x774f4646; // 'wOFF'
const headerSize = 44;
const entrySize = 20;

/**
 * The TrueType or OpenType font inside a WOFF 1.0 file (https://www.w3.org/TR/WOFF/): the same tables,
 * inflated, behind an sfnt table directory. Throws on anything that is not a well-formed WOFF 1.0 file.
 */
export const sfntFromWoff = (woff: Buffer): Buffer => {
  if (woff.length < headerSize || woff.readUInt32BE(0) !== signature) throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  if (headerSize + numTables * entrySize > woff.length) throw new Error('WOFF table directory past the end');

  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = headerSize + index * entrySize;
    const tag = woff.readUInt32BE(at);
    const offset = woff.readUInt32BE(at + 4);
    const compressedLength = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const checksum = woff.readUInt32BE(at + 16);
    if (offset + compressedLength > woff.length) throw new Error('WOFF table past the end');
    const stored = woff.subarray(offset, offset + compressedLength);
    // A table is stored as is when compressing it would not have made it smaller.
    const data = compressedLength < length ? zlib.inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('WOFF table of the wrong length');
    return { tag, checksum, data };
  });

  const padded = (length: number) => (length + 3) & ~3;
  const directorySize = 12 + numTables * 16;
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), directorySize));
  // The sfnt header's search fields: the largest power of two not above the table count.
  const entrySelector = Math.floor(Math.log2(Math.max(numTables, 1)));
  const searchRange = 2 ** entrySelector * 16;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = directorySize;
  for (const [index, table] of tables.entries()) {
    const at = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  }
  return sfnt;
};
