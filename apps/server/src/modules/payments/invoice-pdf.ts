import { type Color, PDFDocument, rgb } from 'pdf-lib';
import { drawSet, type Typesetter, typesetter, type Weight, widthOf, wrap } from '../../platform/pdf/index.ts';

/*
 * The invoice of a paid order as a PDF: one A4 page with the seller (the tenant, with its tax number, e.g.
 * its GSTIN), the member billed, the one item bought, the amounts and how it was paid. The text is real
 * text in the Noto fonts (platform/pdf), so names in Devanagari and the rupee sign print, and a reader can
 * copy or search it. Every block has a line budget, so that no input pushes the page onto a second one.
 */

export type InvoiceInput = {
  /** Numbered per tenant, e.g. 'INV-2026-000042'. */
  invoiceNumber: string;
  /** When the order was paid. */
  issuedAt: Date;
  /** `taxId` may be '' (a tenant without a tax number): its line is then left out. */
  seller: { name: string; legalName: string; address: string; taxIdLabel: string; taxId: string };
  buyer: { name: string; email: string | null };
  /** e.g. 'Growth membership (yearly)', '29 Nov 2026 – 29 Nov 2027'. */
  item: { description: string; period: string | null };
  /** ISO 4217, e.g. 'INR'. */
  currency: string;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** null: no tax applies, and the document is an "Invoice" rather than a "Tax invoice". */
  tax: { name: string; percent: number; inclusive: boolean } | null;
  /** Shown as a line of its own when above 0. */
  refundedMinor: number;
  /** 'Stripe' | 'Razorpay' */
  provider: string;
  /** The provider's payment id. */
  paymentRef: string | null;
  orderUuid: string;
};

const width = 595.28;
const height = 841.89;
const margin = 50;
const right = width - margin;

const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.4, 0.42, 0.47);
const rule = rgb(0.82, 0.84, 0.88);
const band = rgb(0.95, 0.96, 0.97);

/**
 * An amount in minor units (paise, cents) written in its currency, with as many decimals as the currency
 * has (none for JPY). Rupees are grouped the Indian way (₹1,18,000.00).
 */
export const formatMoney = (minor: number, currency: string) => {
  const format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en', { style: 'currency', currency });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** decimals);
};

const percentFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** 'GST 18%', or 'Includes GST 18%' when the price already holds the tax. */
export const taxLineOf = (tax: NonNullable<InvoiceInput['tax']>) => {
  const rate = `${tax.name} ${percentFormat.format(tax.percent)}%`;
  return tax.inclusive ? `Includes ${rate}` : rate;
};

const dateOf = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

type Line = { text: string; weight?: Weight; size?: number; color?: Color };

/** Draws on the one page of the invoice, in its typesetter. */
const painter = (page: ReturnType<PDFDocument['addPage']>, type: Typesetter) => {
  const draw = async (line: Line, x: number, y: number, align: 'left' | 'right' = 'left') => {
    const size = line.size ?? 10;
    const set = await type.set(line.text, line.weight ?? 'regular');
    const at = align === 'right' ? x - widthOf(set, size) : x;
    drawSet(page, set, { x: at, y, size, color: line.color ?? ink });
  };
  /**
   * Draws a paragraph from (x, y) downwards, broken to `maxWidth` and kept to `maxLines` (the last line
   * kept ends in '…' when some were cut); returns the y below it. Line breaks in the text are kept.
   */
  const paragraph = async (line: Line, x: number, y: number, maxWidth: number, maxLines: number) => {
    const size = line.size ?? 10;
    const weight = line.weight ?? 'regular';
    const lines: string[] = [];
    for (const typed of line.text.split(/\r?\n/)) {
      if (typed.trim()) lines.push(...(await wrap(type, typed.trim(), weight, size, maxWidth)));
    }
    const kept = lines.slice(0, maxLines);
    if (lines.length > maxLines) kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''} …`;
    let at = y;
    for (const text of kept) {
      await draw({ ...line, text }, x, at);
      at -= size * 1.4;
    }
    return at;
  };
  const hr = (y: number) =>
    page.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness: 0.75, color: rule });
  return { draw, paragraph, hr };
};

/** The invoice as a one-page A4 PDF. */
export const renderInvoicePdf = async (input: InvoiceInput): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([width, height]);
  const type = await typesetter(pdf);
  const { draw, paragraph, hr } = painter(page, type);
  const money = (minor: number) => formatMoney(minor, input.currency);
  const title = input.tax ? 'Tax invoice' : 'Invoice';

  // The document: its title, number and date, top right.
  let y = height - margin - 22;
  await draw({ text: title, weight: 'bold', size: 22 }, right, y, 'right');
  const facts: [label: string, value: string][] = [
    ['Invoice number', input.invoiceNumber],
    ['Date', dateOf(input.issuedAt)],
  ];
  let factsY = y - 26;
  for (const [label, value] of facts) {
    await draw({ text: label, color: muted, size: 9 }, right - 150, factsY);
    await draw({ text: value, weight: 'bold', size: 9 }, right, factsY, 'right');
    factsY -= 14;
  }

  // The seller, top left: the tenant, its legal name and address, and its tax number when it has one.
  y = await paragraph({ text: input.seller.name, weight: 'bold', size: 15 }, margin, y, 270, 2);
  const legalName = input.seller.legalName.trim();
  if (legalName && legalName !== input.seller.name.trim()) {
    y = await paragraph({ text: legalName }, margin, y, 270, 2);
  }
  y = await paragraph({ text: input.seller.address, color: muted, size: 9 }, margin, y, 270, 5);
  if (input.seller.taxId.trim()) {
    const label = input.seller.taxIdLabel.trim() || 'Tax number';
    y = await paragraph({ text: `${label}: ${input.seller.taxId.trim()}`, size: 9 }, margin, y, 270, 1);
  }

  // The member billed.
  y = Math.min(y, factsY) - 22;
  await draw({ text: 'BILLED TO', weight: 'bold', size: 8, color: muted }, margin, y);
  y = await paragraph({ text: input.buyer.name, weight: 'bold', size: 11 }, margin, y - 16, 300, 2);
  if (input.buyer.email) y = await paragraph({ text: input.buyer.email, size: 9 }, margin, y, 300, 1);

  // The item: description, period, amount.
  const columns = { description: margin + 10, period: margin + 260, amount: right - 10 };
  y -= 24;
  page.drawRectangle({ x: margin, y: y - 8, width: right - margin, height: 24, color: band });
  const header: Omit<Line, 'text'> = { weight: 'bold', size: 8, color: muted };
  await draw({ ...header, text: 'DESCRIPTION' }, columns.description, y);
  await draw({ ...header, text: 'PERIOD' }, columns.period, y);
  await draw({ ...header, text: 'AMOUNT' }, columns.amount, y, 'right');
  const rowY = y - 28;
  const belowDescription = await paragraph({ text: input.item.description }, columns.description, rowY, 240, 3);
  const belowPeriod = await paragraph({ text: input.item.period ?? '–', size: 9 }, columns.period, rowY, 150, 2);
  await draw({ text: money(input.subtotalMinor) }, columns.amount, rowY, 'right');
  y = Math.min(belowDescription, belowPeriod) - 4;
  hr(y);

  // The amounts, right aligned under the table.
  const labelX = right - 230;
  const totalLine = async (label: Line, amount: Line) => {
    y -= 20;
    await draw(label, labelX, y);
    await draw(amount, columns.amount, y, 'right');
  };
  await totalLine({ text: 'Subtotal', color: muted }, { text: money(input.subtotalMinor) });
  if (input.tax) await totalLine({ text: taxLineOf(input.tax), color: muted }, { text: money(input.taxMinor) });
  y -= 8;
  page.drawLine({ start: { x: labelX, y }, end: { x: right, y }, thickness: 0.75, color: rule });
  await totalLine(
    { text: 'Total', weight: 'bold', size: 12 },
    { text: money(input.totalMinor), weight: 'bold', size: 12 },
  );
  if (input.refundedMinor > 0) {
    await totalLine({ text: 'Refunded', color: muted }, { text: `−${money(input.refundedMinor)}` });
  }

  // How it was paid, and the order it belongs to.
  y -= 40;
  const paid = input.paymentRef
    ? `Paid via ${input.provider}, payment ${input.paymentRef}`
    : `Paid via ${input.provider}`;
  y = await paragraph({ text: `${paid} on ${dateOf(input.issuedAt)}.` }, margin, y, right - margin, 2);
  await paragraph({ text: `Order ${input.orderUuid}`, size: 8, color: muted }, margin, y, right - margin, 1);
  const footer = `${input.seller.name} · ${input.invoiceNumber}`;
  await paragraph({ text: footer, size: 8, color: muted }, margin, margin, right - margin, 1);

  // Fixed dates and names: the same invoice gives the same bytes, whenever it is downloaded again.
  pdf.setTitle(`${title} ${input.invoiceNumber}`);
  pdf.setAuthor(legalName || input.seller.name);
  pdf.setSubject(`${input.item.description}, ${input.buyer.name}`);
  pdf.setCreator('Ventura');
  pdf.setProducer('Ventura');
  pdf.setLanguage('en');
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);
  return pdf.save();
};
