import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

/*
 * A certificate as a PDF: A4 landscape in the tenant's certificate colour, with its name, the title, the
 * recipient, what it is for, the date, the short id, and a QR code of the page that verifies it. The facts
 * and their signature travel in the document's metadata (Subject and Keywords), so that the file alone can
 * be checked offline against the tenant's published key (docs/certificates.md).
 */

export type CertificatePdfInput = {
  code: string;
  issuer: string;
  recipientName: string;
  title: string;
  reason: string;
  issuedAt: Date;
  verifyUrl: string;
  color: string;
  facts: string;
  signature: string;
  keyId: string;
  revoked: boolean;
};

const width = 842;
const height = 595;

const colorOf = (hex: string) => {
  const value = /^#[0-9a-f]{6}$/i.test(hex) ? hex : '#1f3a8a';
  const channel = (at: number) => Number.parseInt(value.slice(at, at + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
};

/** Text the standard fonts can draw: a character outside their encoding becomes '?'. */
const drawable = (font: PDFFont, text: string) =>
  [...text]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');

/** Lines of at most `maxWidth` at this size, broken between words. */
const wrap = (font: PDFFont, text: string, size: number, maxWidth: number) => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
};

/** One line centred on the page, its size brought down until it fits between the borders. */
const centred = (
  page: PDFPage,
  font: PDFFont,
  text: string,
  largest: number,
  y: number,
  color = rgb(0.1, 0.1, 0.12),
) => {
  const shown = drawable(font, text);
  const size = Math.min(largest, (width - 140) / Math.max(font.widthOfTextAtSize(shown, 1), 1));
  page.drawText(shown, { x: (width - font.widthOfTextAtSize(shown, size)) / 2, y, size, font, color });
};

/** Draws the QR code of `text` as squares, `size` points wide, its lower left corner at (x, y). */
const drawQr = (page: PDFPage, text: string, x: number, y: number, size: number) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      page.drawRectangle({
        x: x + (column + quiet) * cell,
        y: y + size - (row + quiet + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
};

export const renderCertificatePdf = async (input: CertificatePdfInput) => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([width, height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const accent = colorOf(input.color);
  const muted = rgb(0.33, 0.35, 0.4);

  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(1, 1, 1) });
  page.drawRectangle({ x: 18, y: 18, width: width - 36, height: height - 36, borderColor: accent, borderWidth: 6 });
  page.drawRectangle({ x: 30, y: 30, width: width - 60, height: height - 60, borderColor: accent, borderWidth: 1 });
  page.drawRectangle({ x: 30, y: height - 110, width: width - 60, height: 80, color: accent });

  centred(page, bold, input.issuer.toUpperCase(), 22, height - 80, rgb(1, 1, 1));
  centred(page, bold, input.title, 30, height - 170, accent);
  centred(page, regular, 'This certifies that', 14, height - 215, muted);
  centred(page, bold, input.recipientName, 34, height - 262);
  let y = height - 300;
  for (const line of wrap(regular, drawable(regular, input.reason), 15, width - 220).slice(0, 4)) {
    centred(page, regular, line, 15, y);
    y -= 21;
  }
  const date = input.issuedAt.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  centred(page, regular, `Issued on ${date}`, 13, 150, muted);

  drawQr(page, input.verifyUrl, width - 150, 48, 96);
  page.drawText(`Certificate id ${input.code}`, { x: 52, y: 96, size: 12, font: bold, color: rgb(0.1, 0.1, 0.12) });
  page.drawText(drawable(regular, `Verify at ${input.verifyUrl}`), {
    x: 52,
    y: 78,
    size: 9,
    font: regular,
    color: muted,
  });
  page.drawText(`Signed with the key ${input.keyId} (Ed25519); the facts and signature are in this file's metadata.`, {
    x: 52,
    y: 62,
    size: 7.5,
    font: regular,
    color: muted,
  });
  if (input.revoked) {
    page.drawText('REVOKED', { x: 250, y: 250, size: 90, font: bold, color: rgb(0.75, 0.1, 0.1), opacity: 0.35 });
  }

  pdf.setTitle(`${input.title}: ${input.recipientName}`);
  pdf.setAuthor(input.issuer);
  pdf.setCreator('Ventura');
  pdf.setProducer('Ventura');
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);
  pdf.setSubject(input.facts);
  pdf.setKeywords(['ventura-certificate-v1', `key:${input.keyId}`, `signature:${input.signature}`]);
  return Buffer.from(await pdf.save());
};
