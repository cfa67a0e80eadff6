import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type CertificatePdfInput, renderCertificate } from './pdf.ts';

/*
 * The certificate PDF in every script a tenant's members write their names in: the text is drawn in fonts
 * that have its characters (read back from the file, as a PDF reader would), the file stays small, and what
 * cannot be drawn is known. No database: the PDF is drawn from its facts alone.
 */

const certificate = (change: Partial<CertificatePdfInput> = {}): CertificatePdfInput => ({
  code: 'K7QM-2X9D-PA4T',
  issuer: 'Ventura Startup Mission',
  recipientName: 'GreenLeaf Agritech',
  title: 'Certificate of completion',
  reason: 'for completing the Climate Accelerator 2027',
  issuedAt: new Date('2026-11-29T02:10:00.000Z'),
  verifyUrl: 'https://localhost/certificate/verify/K7QM-2X9D-PA4T',
  color: '#1f3a8a',
  facts: '{"v":1,"id":"K7QM-2X9D-PA4T"}',
  signature: 'c2lnbmF0dXJl',
  keyId: '0123456789abcdef',
  revoked: false,
  ...change,
});

/** The fonts embedded in a PDF, by the name they carry (without the subset tag). */
const embeddedFonts = (pdf: PDFDocument) =>
  pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFDict && object.get(PDFName.of('Subtype')) === PDFName.of('Type0')
        ? [String(object.get(PDFName.of('BaseFont'))).replace(/^\/[A-Z]{6}\+/, '')]
        : [],
    )
    .sort();

/** Every character the PDF's text is drawn with, read back through its fonts' ToUnicode maps. */
const drawnCharacters = (pdf: PDFDocument) => {
  const characters = new Set<string>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const text = new TextDecoder().decode(decodePDFRawStream(object).decode());
    for (const [, hex = ''] of text.matchAll(/^<[0-9A-F]+> <([0-9A-F]+)>$/gim)) {
      const units = hex.match(/.{4}/g)?.map((unit) => Number.parseInt(unit, 16)) ?? [];
      for (const char of String.fromCharCode(...units)) characters.add(char);
    }
  }
  return characters;
};

const names = {
  'Latin Extended': 'Łukasz Żółkiewski-Dvořák',
  Vietnamese: 'Nguyễn Thị Ánh',
  Greek: 'Ωμέγα Παπαδοπούλου',
  Cyrillic: 'Дмитрий Шостакович',
  Devanagari: 'अनन्या शर्मा',
};

describe('the certificate PDF', () => {
  it.each(Object.entries(names))('draws a name in %s with no character replaced', async (_script, name) => {
    const { bytes, missing } = await renderCertificate(certificate({ recipientName: name }));
    expect(missing).toEqual([]);
    const pdf = await PDFDocument.load(bytes);
    const drawn = drawnCharacters(pdf);
    for (const char of name.replace(/\s/g, '')) expect(drawn, char).toContain(char);
    expect(drawn).not.toContain('?');
    expect(embeddedFonts(pdf).join(' ')).not.toMatch(/Helvetica/);
    expect(pdf.getTitle()).toBe(`Certificate of completion: ${name}`);
  });

  it('embeds only the faces a certificate uses, each as a subset, and stays small', async () => {
    const latin = await renderCertificate(certificate());
    expect(embeddedFonts(await PDFDocument.load(latin.bytes))).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    // Helvetica, which embeds nothing, gave 4.7 kB; the two Latin subsets add about 8.5 kB. A whole
    // Noto Sans would add some 30 kB to this one.
    expect(latin.bytes.length).toBeLessThan(20_000);

    const everything = await renderCertificate(
      certificate({
        issuer: 'स्टार्टअप मिशन',
        title: 'Сертификат · Πιστοποιητικό',
        recipientName: Object.values(names).join(' '),
        reason: 'for completing the programme, कार्यक्रम पूर्ण करने के लिए',
        revoked: true,
      }),
    );
    expect(everything.missing).toEqual([]);
    const pdf = await PDFDocument.load(everything.bytes);
    expect(embeddedFonts(pdf)).toEqual([
      'NotoSans-Bold',
      'NotoSans-Bold',
      'NotoSans-Bold',
      'NotoSans-Bold',
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansDevanagari-Bold',
      'NotoSansDevanagari-Regular',
    ]);
    expect(everything.bytes.length).toBeLessThan(40_000);
  });

  it('keeps the signed facts in the metadata and gives the same bytes for the same certificate', async () => {
    const first = await renderCertificate(certificate({ recipientName: 'अनन्या शर्मा' }));
    const second = await renderCertificate(certificate({ recipientName: 'अनन्या शर्मा' }));
    expect(Buffer.compare(first.bytes, second.bytes)).toBe(0);
    const pdf = await PDFDocument.load(first.bytes);
    expect(pdf.getSubject()).toBe('{"v":1,"id":"K7QM-2X9D-PA4T"}');
    expect(pdf.getKeywords()).toBe('ventura-certificate-v1 key:0123456789abcdef signature:c2lnbmF0dXJl');
  });

  it('prints characters no font has as a visible ? and says which they were', async () => {
    const { bytes, missing } = await renderCertificate(certificate({ recipientName: '李雷 Li Lei' }));
    expect(missing).toEqual(['李', '雷']);
    const pdf = await PDFDocument.load(bytes);
    expect(drawnCharacters(pdf)).toContain('?');
    // The real name is kept where the verify page and an offline check read it.
    expect(pdf.getTitle()).toBe('Certificate of completion: 李雷 Li Lei');
  });
});
