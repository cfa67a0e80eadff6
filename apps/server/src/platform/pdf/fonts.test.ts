import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadFaces, runsOf } from './fonts.ts';
import { drawSet, typesetter } from './typeset.ts';
import { sfntFromWoff } from './woff.ts';

/*
 * The faces every PDF of the server is set in: text goes to the font that has its characters, the fonts are
 * read once per process, and a file that is not a WOFF font is refused. The PDFs themselves are tested by
 * their features (certificates/pdf.test.ts, payments/invoice-pdf.test.ts).
 */

describe('runs of text', () => {
  const scriptOf = (file: string) => file.match(/noto-sans-(?:devanagari-)?([a-z-]+)-700-normal/)?.[1];

  it('go to the first face that has their characters, and stay there while it has them', async () => {
    const { bold } = await loadFaces();
    const laid = runsOf('Zoë Łukasz, Дмитрий и अनन्या', bold);
    expect(laid.missing).toEqual([]);
    expect(laid.runs.map((run) => [run.text, scriptOf(run.face.file)])).toEqual([
      ['Zoë ', 'latin'],
      ['Ł', 'latin-ext'],
      ['ukasz, ', 'latin'],
      ['Дмитрий и ', 'cyrillic'],
      ['अनन्या', 'devanagari'],
    ]);
  });

  it('compose an accent typed as a separate mark with its letter', async () => {
    const { regular } = await loadFaces();
    const laid = runsOf('Zoe\u0308 Nguye\u0302\u0303n', regular);
    expect(laid.runs.map((run) => run.text).join('')).toBe('Zoë Nguyễn');
    expect(laid.missing).toEqual([]);
  });

  it('come from fonts read once per process', async () => {
    expect(await loadFaces()).toBe(await loadFaces());
  });
});

describe('WOFF fonts', () => {
  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => sfntFromWoff(Buffer.from('wOF2 is not handled here, and this is no font at all'))).toThrow(
      'Not a WOFF 1.0 font',
    );
  });
});

describe('set text', () => {
  it('is marked with its written text only where its glyphs read back in another order', async () => {
    const type = await typesetter(await PDFDocument.create());
    const set = await type.set('Ananya शर्मा', 'regular');
    // The reph of र्मा is drawn after मा, above it: read glyph by glyph, शर्मा would come out as शमार्.
    expect(set.map((run) => [run.text, run.reordered])).toEqual([
      ['Ananya ', false],
      ['शर्मा', true],
    ]);
  });

  it('reads back as its text after another document was saved with the same fonts', async () => {
    // Saving subsets the fonts, which makes the parts of composite glyphs: the period of '…' among them.
    const first = await PDFDocument.create();
    const page = first.addPage();
    drawSet(page, await (await typesetter(first)).set('Wait… · ü', 'bold'), {
      x: 10,
      y: 10,
      size: 12,
      color: rgb(0, 0, 0),
    });
    await first.save();
    const set = await (await typesetter(await PDFDocument.create())).set('₹1,18,000.00', 'bold');
    expect(set.map((run) => [run.text, run.reordered])).toEqual([
      ['₹', false],
      ['1,18,000.00', false],
    ]);
  });
});
