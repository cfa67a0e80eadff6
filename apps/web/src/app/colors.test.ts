import { describe, expect, it } from 'vitest';
import {
  brandShadeIndex,
  contrastRatio,
  generateShades,
  hexToRgb,
  luminance,
  readableShade,
  readableTextColor,
} from './colors.ts';

const tenantColours = [
  '#1c4ed8',
  '#0f766e',
  '#7c3aed',
  '#b45309',
  '#be123c',
  '#f59e0b',
  '#e11d48',
  '#ffffff',
  '#000000',
];

describe('generateShades', () => {
  it('keeps the brand colour itself as the primary shade', () => {
    for (const colour of tenantColours) expect(generateShades(colour)[brandShadeIndex]).toBe(colour);
    expect(generateShades('#1C4ED8')[brandShadeIndex]).toBe('#1c4ed8');
  });

  it('gives ten valid shades from lightest to darkest', () => {
    for (const colour of ['#1c4ed8', '#0f766e', '#b45309']) {
      const shades = generateShades(colour);
      expect(shades).toHaveLength(10);
      for (const shade of shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
      const lightness = shades.map(luminance);
      for (let i = 1; i < lightness.length; i++) expect(lightness[i]).toBeLessThan(lightness[i - 1] ?? 0);
    }
  });

  it('keeps the hue: a blue brand gives blue shades', () => {
    for (const shade of generateShades('#1c4ed8')) {
      const { r, g, b } = hexToRgb(shade);
      expect(b).toBeGreaterThan(r);
      expect(b).toBeGreaterThan(g);
    }
  });

  it('rejects what is not a hex colour', () => {
    expect(() => generateShades('blue')).toThrow('Not a hex colour');
  });
});

describe('contrast', () => {
  it('measures the WCAG extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('puts readable text on any brand colour', () => {
    for (const colour of [...tenantColours, '#808080', '#3b82f6', '#22c55e', '#facc15']) {
      expect(contrastRatio(readableTextColor(colour), colour)).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableTextColor('#1c4ed8')).toBe('#ffffff');
    expect(readableTextColor('#f59e0b')).toBe('#000000');
  });

  it('picks the first brand shade that reads on a background', () => {
    const amber = generateShades('#f59e0b');
    const onWhite = readableShade(amber, [6, 7, 8, 9], '#ffffff', 4.5);
    expect(onWhite).not.toBe(amber[6]);
    expect(contrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const blue = generateShades('#1c4ed8');
    expect(readableShade(blue, [6, 7, 8, 9], '#ffffff')).toBe('#1c4ed8');
  });
});
