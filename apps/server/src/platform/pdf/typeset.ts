import {
  type Color,
  type PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
} from 'pdf-lib';
import { type Face, loadFaces, runsOf, type Weight } from './fonts.ts';

/*
 * Text on one PDF in the Noto fonts (fonts.ts): each piece of text is cut into runs by which font has its
 * characters, and a font is embedded in the document the first time a run needs it, as a subset of the
 * glyphs the document uses, so a document carries only what it prints.
 */

/**
 * Text ready to draw: its runs, each with the embedded font it is drawn in and its width at size 1 (widths
 * grow with the size; measured once, because each measure lays the text out again), and whether its glyphs
 * read back as other text than it (`reordered`; see drawSet).
 */
export type SetText = { text: string; font: PDFFont; width: number; reordered: boolean }[];

/** The width of set text at `size`, measured in the fonts it is drawn in. */
export const widthOf = (set: SetText, size: number) => set.reduce((sum, run) => sum + run.width * size, 0);

/**
 * Draws set text on one line, its runs side by side, from (x, y). A shaped script draws its glyphs in
 * visual order (Devanagari's reph after the syllable it sits on, an i-sign before its consonant), so a
 * reader copying the glyphs one by one would scramble the word: such a run is marked with its text as
 * ActualText, and is copied, searched and extracted as it was written. Other runs are left unmarked,
 * because a reader lays out a marked span as one block (pdftotext -layout loses the lines of a page whose
 * every run is marked).
 */
export const drawSet = (
  page: PDFPage,
  set: SetText,
  options: { x: number; y: number; size: number; color: Color; opacity?: number },
) => {
  let x = options.x;
  for (const run of set) {
    if (run.reordered) {
      // The property list is written inline (pdf-lib's operators take no dictionary): the text in hex.
      const span = `<</ActualText ${PDFHexString.fromText(run.text).toString()}>>`;
      page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), span]));
    }
    page.drawText(run.text, { ...options, x, font: run.font });
    if (run.reordered) page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    x += run.width * options.size;
  }
};

/**
 * A typesetter for one document. `set` lays out one line of text (runs of white space become one space);
 * `missing` collects the characters that no font has, which were drawn as '?'.
 */
export const typesetter = async (pdf: PDFDocument) => {
  const faces = await loadFaces();
  pdf.registerFontkit(faces.fontkit);
  const embedded = new Map<Face, Promise<PDFFont>>();
  const embed = (face: Face) => {
    const known = embedded.get(face);
    if (known) return known;
    const font = pdf.embedFont(face.bytes, { subset: true, customName: face.embeddedName });
    embedded.set(face, font);
    return font;
  };
  const missing = new Set<string>();

  const set = async (text: string, weight: Weight): Promise<SetText> => {
    const laid = runsOf(text.replace(/\s+/g, ' '), faces[weight]);
    for (const char of laid.missing) missing.add(char);
    return Promise.all(
      laid.runs.map(async (run) => {
        const font = await embed(run.face);
        // What a reader gets from the glyphs: the text pdf-lib maps each glyph back to, in drawing order.
        const readBack = run.face.font
          .layout(run.text)
          .glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints))
          .join('');
        return { text: run.text, font, width: font.widthOfTextAtSize(run.text, 1), reordered: readBack !== run.text };
      }),
    );
  };
  return { set, missing };
};

export type Typesetter = Awaited<ReturnType<typeof typesetter>>;

/**
 * Lines of at most `maxWidth` at this size, broken between words. Words are measured one by one: no font
 * here joins or kerns across a space, so a line is as wide as its words and spaces.
 */
export const wrap = async (type: Typesetter, text: string, weight: Weight, size: number, maxWidth: number) => {
  const space = widthOf(await type.set(' ', weight), size);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/)) {
    const wordWidth = widthOf(await type.set(word, weight), size);
    if (line && lineWidth + space + wordWidth > maxWidth) {
      lines.push(line);
      line = '';
    }
    lineWidth = line ? lineWidth + space + wordWidth : wordWidth;
    line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
};
