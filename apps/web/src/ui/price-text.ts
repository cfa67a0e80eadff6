import { formatMoney, type Price } from '@ventura/shared';

/* How a price reads for people, wherever the web shows one (plans, orders, event tickets). */

/** '18%': a rate as the tenant wrote it, without trailing zeros. */
const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;

/** 'GST 18%', or null when the price carries no tax. */
export const taxLabel = (price: Price) =>
  price.taxName && price.taxPercent !== null && price.taxPercent > 0
    ? `${price.taxName} ${percent(price.taxPercent)}`
    : null;

/** What is paid: '₹590.00'. */
export const totalPriceText = (price: Price) => formatMoney(price.totalMinor, price.currency);

/** A short price beside a name: '₹500.00 + GST' (tax added), '₹590.00 incl. GST', or '₹500.00' without tax. */
export const shortPriceText = (price: Price) => {
  if (!taxLabel(price) || !price.taxName) return totalPriceText(price);
  if (price.subtotalMinor === price.totalMinor) return `${totalPriceText(price)} incl. ${price.taxName}`;
  return `${formatMoney(price.subtotalMinor, price.currency)} + ${price.taxName}`;
};

/** Major units typed by people (500.5) as minor units (50050); NaN stays NaN for a schema to refuse. */
export const toMinor = (major: number) => Math.round(major * 100);

/** Minor units as major units, for a form's number field. */
export const toMajor = (minor: number) => minor / 100;

/**
 * A number field's value as a number: Mantine's NumberInput gives a string while what is typed is not a
 * plain number yet ('2500.50', '' when empty). Null for an empty field, NaN for something else.
 */
export const numberOf = (value: number | string): number | null => {
  if (typeof value === 'number') return value;
  const bare = value.replace(/,/g, '').trim();
  return bare === '' ? null : Number(bare);
};
