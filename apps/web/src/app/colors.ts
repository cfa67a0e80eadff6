/** Colour arithmetic for run-time branding: shades from one brand colour, and WCAG contrast. */

export type Rgb = { r: number; g: number; b: number };

/** Ten shades, lightest first, as Mantine expects a colour palette. */
export type Shades = readonly [string, string, string, string, string, string, string, string, string, string];

const white: Rgb = { r: 255, g: 255, b: 255 };
const black: Rgb = { r: 0, g: 0, b: 0 };

/** Parses #rrggbb or #rgb; anything else is an error, since tenant colours are validated as #rrggbb. */
export const hexToRgb = (hex: string): Rgb => {
  const long = /^#[0-9a-f]{3}$/i.test(hex) ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex;
  if (!/^#[0-9a-f]{6}$/i.test(long)) throw new Error(`Not a hex colour: ${hex}`);
  const channel = (start: number) => Number.parseInt(long.slice(start, start + 2), 16);
  return { r: channel(1), g: channel(3), b: channel(5) };
};

export const rgbToHex = ({ r, g, b }: Rgb) =>
  `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `towards` weighted by `weight` (0..1) over `from`, channel by channel. */
const mix = (from: Rgb, towards: Rgb, weight: number): Rgb => ({
  r: from.r + (towards.r - from.r) * weight,
  g: from.g + (towards.g - from.g) * weight,
  b: from.b + (towards.b - from.b) * weight,
});

/** Index of the brand colour itself inside the generated shades. */
export const brandShadeIndex = 6;

/**
 * Ten shades of a brand colour, lightest first. Shade 6 is the colour exactly as the tenant gave it;
 * lighter shades mix in white and darker ones black, so the palette keeps the brand's hue.
 */
export const generateShades = (hex: string): Shades => {
  const base = hexToRgb(hex);
  const tint = (weight: number) => rgbToHex(mix(base, white, weight));
  const shade = (weight: number) => rgbToHex(mix(base, black, weight));
  return [
    tint(0.92),
    tint(0.8),
    tint(0.64),
    tint(0.48),
    tint(0.32),
    tint(0.16),
    rgbToHex(base),
    shade(0.16),
    shade(0.32),
    shade(0.48),
  ];
};

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export const luminance = (hex: string) => {
  const { r, g, b } = hexToRgb(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** WCAG contrast ratio of two colours, 1 to 21. */
export const contrastRatio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

/** Black or white, whichever reads better on the background; always at least 4.5:1. */
export const readableTextColor = (background: string) =>
  contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';

/**
 * The first shade, in the order given, that reaches `minRatio` against the background; when none does,
 * the one with the best contrast. Used to pick brand-coloured text (links, light buttons) that stays readable.
 */
export const readableShade = (shades: Shades, order: readonly number[], background: string, minRatio = 4.5) => {
  const candidates = order.map((index) => shades[index]).filter((shade): shade is string => Boolean(shade));
  const readable = candidates.find((shade) => contrastRatio(shade, background) >= minRatio);
  if (readable) return readable;
  const best = [...candidates].sort((a, b) => contrastRatio(b, background) - contrastRatio(a, background))[0];
  return best ?? readableTextColor(background);
};
