import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { type InvoiceInput, renderInvoicePdf } from './invoice-pdf.ts';

/*
 * The invoice PDF read back as a member's PDF reader reads it: its text through poppler's pdftotext (real
 * text, so it can be searched and copied; -layout keeps a label and its amount on one line), its pages and
 * metadata through pdf-lib. No database: the invoice is drawn from its facts alone.
 */

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The text of a PDF as pdftotext lays it out, with runs of spaces made one. */
const textOf = (bytes: Uint8Array, name: string) => {
  const file = path.join(folder, `${name}.pdf`);
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/ +/g, ' ');
};

/** Each word of a PDF's first page with its box, in points from the top left (pdftotext -bbox). */
const wordBoxes = (bytes: Uint8Array, name: string) => {
  const file = path.join(folder, `${name}-boxes.pdf`);
  fs.writeFileSync(file, bytes);
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
    text: text ?? '',
  }));
};

const gstInvoice = (change: Partial<InvoiceInput> = {}): InvoiceInput => ({
  invoiceNumber: 'INV-2026-000042',
  issuedAt: new Date('2026-11-29T09:30:00.000Z'),
  seller: {
    name: 'Ventura Startup Mission',
    legalName: 'Ventura Startup Mission Foundation',
    address: '4th Floor, Innovation Hub\nKoramangala, Bengaluru 560034\nKarnataka, India',
    taxIdLabel: 'GSTIN',
    taxId: '29ABCDE1234F1Z5',
  },
  buyer: { name: 'अनन्या शर्मा', email: 'ananya@greenleaf.example' },
  item: { description: 'Growth membership (yearly)', period: '29 Nov 2026 – 29 Nov 2027' },
  currency: 'INR',
  subtotalMinor: 10_000_000,
  taxMinor: 1_800_000,
  totalMinor: 11_800_000,
  tax: { name: 'GST', percent: 18, inclusive: false },
  refundedMinor: 0,
  provider: 'Razorpay',
  paymentRef: 'pay_NkX8b2Qz7YpL3a',
  orderUuid: '5b0c9a4e-2f7d-4c1b-9e3a-7d6f1a2b3c4d',
  ...change,
});

describe('the invoice PDF', () => {
  it('is a one-page tax invoice with the GSTIN, the GST line and the amounts in rupees', async () => {
    const bytes = await renderInvoicePdf(gstInvoice());
    const text = textOf(bytes, 'gst');
    expect(text).toContain('Tax invoice');
    expect(text).toMatch(/Invoice number INV-2026-000042/);
    expect(text).toMatch(/Date 29 Nov 2026/);
    expect(text).toContain('GSTIN: 29ABCDE1234F1Z5');
    expect(text).toContain('Ventura Startup Mission Foundation');
    expect(text).toContain('अनन्या शर्मा');
    expect(text).toContain('ananya@greenleaf.example');
    expect(text).toMatch(/Growth membership \(yearly\) 29 Nov 2026 – 29 Nov 2027 ₹1,00,000\.00/);
    expect(text).toMatch(/Subtotal ₹1,00,000\.00/);
    expect(text).toMatch(/GST 18% ₹18,000\.00/);
    expect(text).toMatch(/Total ₹1,18,000\.00/);
    expect(text).not.toContain('Refunded');
    expect(text).toContain('Paid via Razorpay, payment pay_NkX8b2Qz7YpL3a');
    expect(text).not.toContain('?');

    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Tax invoice INV-2026-000042');
    expect(pdf.getAuthor()).toBe('Ventura Startup Mission Foundation');
  });

  it('is a plain invoice without tax: no tax line, no tax number, and a refund shown', async () => {
    const bytes = await renderInvoicePdf(
      gstInvoice({
        invoiceNumber: 'INV-2026-000043',
        seller: { ...gstInvoice().seller, taxId: '' },
        buyer: { name: 'GreenLeaf Agritech', email: null },
        item: { description: 'Starter membership (monthly)', period: null },
        subtotalMinor: 250_000,
        taxMinor: 0,
        totalMinor: 250_000,
        tax: null,
        refundedMinor: 50_000,
        provider: 'Stripe',
        paymentRef: null,
      }),
    );
    const text = textOf(bytes, 'untaxed');
    expect(text).toMatch(/^Ventura Startup Mission Invoice$/m);
    expect(text).not.toContain('Tax invoice');
    expect(text).not.toContain('GSTIN');
    expect(text).not.toMatch(/GST \d/);
    expect(text).toMatch(/Total ₹2,500\.00/);
    expect(text).toMatch(/Refunded −₹500\.00/);
    expect(text).toContain('Paid via Stripe on 29 Nov 2026.');

    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Invoice INV-2026-000043');
  });

  it('says when the tax is included in the price, and writes other currencies in their own sign', async () => {
    const text = textOf(
      await renderInvoicePdf(
        gstInvoice({
          currency: 'USD',
          subtotalMinor: 10_000,
          taxMinor: 1_525,
          totalMinor: 10_000,
          tax: { name: 'GST', percent: 18, inclusive: true },
        }),
      ),
      'inclusive',
    );
    expect(text).toMatch(/Includes GST 18% \$15\.25/);
    expect(text).toMatch(/Total \$100\.00/);
  });

  it('stays on one page, whatever the length of its texts', async () => {
    const long = 'Membership of the Climate Accelerator with mentoring, desk space and investor days '.repeat(8);
    const bytes = await renderInvoicePdf(
      gstInvoice({
        seller: { ...gstInvoice().seller, address: long, legalName: long },
        buyer: { name: long, email: 'someone@example.com' },
        item: { description: long, period: long },
        refundedMinor: 1_000_000,
      }),
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(textOf(bytes, 'long')).toMatch(/Total ₹1,18,000\.00/);
    // Every word inside the page's margins (50 pt, less a little for the outline of a glyph).
    const words = wordBoxes(bytes, 'long');
    expect(words.length).toBeGreaterThan(100);
    for (const word of words) {
      expect(word.xMin, word.text).toBeGreaterThanOrEqual(45);
      expect(word.xMax, word.text).toBeLessThanOrEqual(595.28 - 45);
      expect(word.yMin, word.text).toBeGreaterThanOrEqual(45);
      expect(word.yMax, word.text).toBeLessThanOrEqual(841.89 - 45);
    }
  });
});
