import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from '@pdf-lib/fontkit';
import { sfntFromWoff } from './woff.ts';

/*
 * The fonts the server's PDFs (certificates, invoices) are printed in: Noto Sans, cut by @fontsource into one
 * file per script (Latin, Latin Extended, Vietnamese, Greek, Cyrillic and their extensions), then Noto Sans
 * Devanagari for Indian names. Chinese, Japanese and Korean are left out (tens of megabytes); their
 * characters print as '?' (the caller is told which, and keeps the real text elsewhere). The files are
 * resolved from node_modules like any package, so the same code finds them from the sources, in tests and
 * from the build (apps/server/dist), and parsed once per process, the first time a PDF is drawn.
 */

export type Weight = 'regular' | 'bold';

/** One font file: its bytes for pdf-lib to embed, the same font parsed for measuring and coverage. */
export type Face = { file: string; bytes: Uint8Array; font: Font; embeddedName: string };

const notoSans = (script: string, weight: number) =>
  `@fontsource/noto-sans/files/noto-sans-${script}-${weight}-normal.woff`;
const notoSansDevanagari = (weight: number) =>
  `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`;

/** The files of a weight in the order they are tried: a character goes to the first that has it. */
const filesOf = (weight: number) => [
  notoSans('latin', weight),
  notoSans('latin-ext', weight),
  notoSans('vietnamese', weight),
  notoSans('greek', weight),
  notoSans('greek-ext', weight),
  notoSans('cyrillic', weight),
  notoSans('cyrillic-ext', weight),
  notoSansDevanagari(weight),
];

/**
 * The name a face is embedded under: a tag of six capitals before the font's own name, as PDF names a
 * subset font, taken from the file so that every script's cut gets its own name and the same document
 * gives the same bytes (pdf-lib's default adds a random number).
 */
const embeddedNameOf = (file: string, font: Font) => {
  const digest = createHash('sha256').update(file).digest();
  const tag = Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join('');
  return `${tag}+${font.postscriptName ?? 'NotoSans'}`;
};

type Fontkit = typeof import('@pdf-lib/fontkit');

const load = async () => {
  const require = createRequire(import.meta.url);
  // @pdf-lib/fontkit 1.1.1 was compiled by Babel for a global `regeneratorRuntime` (the generator polyfill
  // of old browsers), which its shapers for Indic, Arabic and other scripts use: without it, laying out
  // Devanagari throws "regeneratorRuntime is not defined" (pdf-lib issues 785 and 1419). The package sets it.
  require('regenerator-runtime');
  // Required, not imported: the package is a UMD bundle whose `create` Node's ESM loader only offers as
  // `default`, which its type declarations do not have.
  const fontkit: Fontkit = require('@pdf-lib/fontkit');
  const loadFace = async (file: string): Promise<Face> => {
    const bytes = sfntFromWoff(await readFile(require.resolve(file)));
    const font = fontkit.create(bytes);
    // fontkit keeps every glyph it makes with the characters it was first made for, and pdf-lib maps a glyph
    // back to text (ToUnicode) by them. Saving a PDF makes the parts of composite glyphs (the period inside
    // '…' and '·') with none, so in the next PDF of the process a '.' would copy as nothing. Made here, from
    // the character map, every glyph of a character knows its character before any PDF is saved (17 ms).
    for (const code of font.characterSet) font.glyphForCodePoint(code);
    return { file, bytes, font, embeddedName: embeddedNameOf(file, font) };
  };
  const [regular, bold] = await Promise.all([
    Promise.all(filesOf(400).map(loadFace)),
    Promise.all(filesOf(700).map(loadFace)),
  ]);
  const parsed = new Map<Uint8Array, Font>([...regular, ...bold].map((face) => [face.bytes, face.font]));
  return {
    regular,
    bold,
    /** What pdf-lib parses fonts with: it parses a font's bytes at every embedding, these were parsed at load. */
    fontkit: { create: (bytes: Uint8Array) => parsed.get(bytes) ?? fontkit.create(bytes) },
  };
};

let loading: ReturnType<typeof load> | undefined;

/** The faces of both weights, read and parsed on the first call of the process; a failed load is tried again. */
export const loadFaces = () => {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

export type Run = { text: string; face: Face };

/**
 * `text` cut into runs, each in the first face that has every glyph of it: a run goes on while its face has
 * the next character, and a character its face lacks starts a run in the first face that has it. A
 * character no face has becomes '?' and is listed in `missing`. Text is composed first (NFC), so that an
 * accent typed as a separate mark finds the accented letter of the font.
 */
export const runsOf = (text: string, faces: Face[]) => {
  const runs: Run[] = [];
  const missing: string[] = [];
  for (const typed of text.normalize('NFC')) {
    const found = faces.some((face) => face.font.hasGlyphForCodePoint(typed.codePointAt(0) ?? 0));
    if (!found) missing.push(typed);
    const char = found ? typed : '?';
    const code = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    if (last?.face.font.hasGlyphForCodePoint(code)) {
      last.text += char;
      continue;
    }
    const face = faces.find((candidate) => candidate.font.hasGlyphForCodePoint(code)) ?? faces[0];
    if (face) runs.push({ text: char, face });
  }
  return { runs, missing };
};
