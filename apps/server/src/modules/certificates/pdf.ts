import { type Color, PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { drawSet, type Typesetter, typesetter, type Weight, widthOf, wrap } from '../../platform/pdf/index.ts';

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

/** One line centred on the page, its size brought down until it fits between the borders. */
const centred = async (
  page: PDFPage,
  type: Typesetter,
  weight: Weight,
  text: string,
  largest: number,
  y: number,
  color: Color,
) => {
  const set = await type.set(text, weight);
  const size = Math.min(largest, (width - 140) / Math.max(widthOf(set, 1), 1));
  drawSet(page, set, { x: (width - widthOf(set, size)) / 2, y, size, color });
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

/**
 * The certificate as a PDF, and the characters of its text that no embedded font has (drawn as '?'): none
 * for Latin, Greek, Cyrillic and Devanagari; Chinese, Japanese and Korean among others.
 */
export const renderCertificate = async (input: CertificatePdfInput) => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([width, height]);
  const type = await typesetter(pdf);
  const accent = colorOf(input.color);
  const ink = rgb(0.1, 0.1, 0.12);
  const muted = rgb(0.33, 0.35, 0.4);

  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(1, 1, 1) });
  page.drawRectangle({ x: 18, y: 18, width: width - 36, height: height - 36, borderColor: accent, borderWidth: 6 });
  page.drawRectangle({ x: 30, y: 30, width: width - 60, height: height - 60, borderColor: accent, borderWidth: 1 });
  page.drawRectangle({ x: 30, y: height - 110, width: width - 60, height: 80, color: accent });

  await centred(page, type, 'bold', input.issuer.toUpperCase(), 22, height - 80, rgb(1, 1, 1));
  await centred(page, type, 'bold', input.title, 30, height - 170, accent);
  await centred(page, type, 'regular', 'This certifies that', 14, height - 215, muted);
  await centred(page, type, 'bold', input.recipientName, 34, height - 262, ink);
  let y = height - 300;
  for (const line of (await wrap(type, input.reason, 'regular', 15, width - 220)).slice(0, 4)) {
    await centred(page, type, 'regular', line, 15, y, ink);
    y -= 21;
  }
  const date = input.issuedAt.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await centred(page, type, 'regular', `Issued on ${date}`, 13, 150, muted);

  drawQr(page, input.verifyUrl, width - 150, 48, 96);
  drawSet(page, await type.set(`Certificate id ${input.code}`, 'bold'), { x: 52, y: 96, size: 12, color: ink });
  drawSet(page, await type.set(`Verify at ${input.verifyUrl}`, 'regular'), { x: 52, y: 78, size: 9, color: muted });
  drawSet(
    page,
    await type.set(
      `Signed with the key ${input.keyId} (Ed25519); the facts and signature are in this file's metadata.`,
      'regular',
    ),
    { x: 52, y: 62, size: 7.5, color: muted },
  );
  if (input.revoked) {
    const stamp = await type.set('REVOKED', 'bold');
    drawSet(page, stamp, { x: 250, y: 250, size: 90, color: rgb(0.75, 0.1, 0.1), opacity: 0.35 });
  }

  pdf.setTitle(`${input.title}: ${input.recipientName}`);
  pdf.setAuthor(input.issuer);
  pdf.setCreator('Ventura');
  pdf.setProducer('Ventura');
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);
  pdf.setSubject(input.facts);
  pdf.setKeywords(['ventura-certificate-v1', `key:${input.keyId}`, `signature:${input.signature}`]);
  return { bytes: Buffer.from(await pdf.save()), missing: [...type.missing] };
};

/** The certificate as a PDF file. */
export const renderCertificatePdf = async (input: CertificatePdfInput) => (await renderCertificate(input)).bytes;
