import { describe, expect, it } from 'vitest';
import { compoundFile, doc, docx, exe, pdf } from '../../modules/documents/test-files.ts';
import { compoundFileNames, documentKindOf } from './kinds.ts';

const refusal = async (bytes: Buffer) => {
  try {
    return `accepted as ${await documentKindOf(bytes)}`;
  } catch (error) {
    return error instanceof Error && 'errors' in error && Array.isArray(error.errors) ? error.errors[0] : String(error);
  }
};

describe('document kinds by their bytes', () => {
  it('reads a Compound File directory across its sectors', () => {
    const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'WordDocument'];
    expect(compoundFileNames(compoundFile(names.map((name) => [name, 2])))).toEqual(names);
  });

  it('gives up on a Compound File whose chains loop or point outside the file', () => {
    const looping = doc();
    // The directory's second sector (2) points back at the first (1).
    looping.writeUInt32LE(1, 512 + 2 * 4);
    expect(compoundFileNames(looping)).toBeUndefined();
    const outside = doc();
    outside.writeUInt32LE(4000, 0x30);
    expect(compoundFileNames(outside)).toBeUndefined();
    const tooManyTables = doc();
    tooManyTables.writeUInt32LE(1_000_000, 0x2c);
    expect(compoundFileNames(tooManyTables)).toBeUndefined();
    const badName = doc();
    badName.writeUInt16LE(200, 1024 + 128 + 64);
    expect(compoundFileNames(badName)).toBeUndefined();
    expect(compoundFileNames(pdf())).toBeUndefined();
  });

  it('takes the content, not the name: an executable renamed, a PDF cut to its signature', async () => {
    expect(await refusal(exe())).toMatch(/^file: This is a file of type EXE, not a PDF/);
    expect(await refusal(Buffer.from('%PDF'))).toBe('accepted as pdf');
    expect(await refusal(docx().subarray(0, 40))).toMatch(/^file: /);
    expect(await refusal(Buffer.alloc(0))).toBe('file: The file is empty');
  });
});
