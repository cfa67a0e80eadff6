import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { type Face, loadFaces, runsOf, type Weight } from './fonts.ts';

/*
 * Text on one PDF in the certificate fonts (fonts.ts): each piece of text is cut into runs by which font
 * has its characters, and a font is embedded in the document the first time a run needs it, as a subset of
 * the glyphs the document uses, so a certificate carries only what it prints.
 */

/**
 * Text ready to draw: its runs, each with the embedded font it is drawn in and its width at size 1 (widths
 * grow with the size; measured once, because each measure lays the text out again).
 */
export type SetText = { text: string; font: PDFFont; width: number }[];

/** The width of set text at `size`, measured in the fonts it is drawn in. */
export const widthOf = (set: SetText, size: number) => set.reduce((sum, run) => sum + run.width * size, 0);

/** Draws set text on one line, its runs side by side, from (x, y). */
export const drawSet = (
  page: PDFPage,
  set: SetText,
  options: { x: number; y: number; size: number; color: Color; opacity?: number },
) => {
  let x = options.x;
  for (const run of set) {
    page.drawText(run.text, { ...options, x, font: run.font });
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
        return { text: run.text, font, width: font.widthOfTextAtSize(run.text, 1) };
      }),
    );
  };
  return { set, missing };
};

export type Typesetter = Awaited<ReturnType<typeof typesetter>>;
