// PDFs with real text in any script the Noto fonts cover (certificates, invoices). A renderer makes a
// pdf-lib document, asks `typesetter(pdf)` for its text setter, and draws each line with `drawSet`:
//
//   fonts.ts    the Noto Sans faces (Latin to Cyrillic, and Devanagari), loaded once, and text cut into runs
//   typeset.ts  set a line in the faces (embedded as subsets), measure it, draw it, wrap a paragraph
//   woff.ts     the @fontsource WOFF files inflated to plain TrueType at load

export { type Face, loadFaces, type Run, runsOf, type Weight } from './fonts.ts';
export { drawSet, type SetText, type Typesetter, typesetter, widthOf, wrap } from './typeset.ts';
