import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import type { TenantDetails } from '@ventura/shared';
import { brandShadeIndex, generateShades, readableShade, readableTextColor } from './colors.ts';

/** The colours a tenant brands the app with. */
export type Brand = { primary: string; secondary: string; sidebar: string };

/** Colours used before a tenant is known (loading, or the tenant could not be fetched). */
export const neutralBrand: Brand = { primary: '#334155', secondary: '#64748b', sidebar: '#1e293b' };

export const brandOf = (tenant: TenantDetails): Brand => ({
  primary: tenant.branding.colors.primary,
  secondary: tenant.branding.colors.secondary,
  sidebar: tenant.sidebar_color,
});

/** Page backgrounds of Mantine's light and dark schemes (white and dark-7). */
const lightBody = '#ffffff';
const darkBody = '#242424';

/**
 * The Mantine theme of a brand. Buttons are filled with the brand colour exactly (shade 6 in both
 * schemes); autoContrast with the WCAG crossover luminance puts black or white text on them,
 * whichever reads better, so any tenant colour passes contrast checks.
 */
export const brandTheme = (brand: Brand) =>
  createTheme({
    colors: { primary: generateShades(brand.primary), secondary: generateShades(brand.secondary) },
    primaryColor: 'primary',
    primaryShade: { light: brandShadeIndex, dark: brandShadeIndex },
    autoContrast: true,
    luminanceThreshold: 0.179,
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    headings: { fontWeight: '700' },
    // Plain objects rather than Notification.extend / Modal.extend: `extend` would pull both components
    // into the first load, and the app loads them only once a toast or a dialog is shown.
    components: {
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    },
  });

/**
 * CSS variables that depend on the brand: brand-coloured text (links, light buttons) in a shade that
 * stays readable on each scheme's background, the sidebar colours, and a dimmed text colour that meets
 * 4.5:1 (Mantine's default grey does not).
 */
export const brandCssVariables =
  (brand: Brand): CSSVariablesResolver =>
  () => {
    const primary = generateShades(brand.primary);
    const lightText = readableShade(primary, [6, 7, 8, 9], lightBody, 4.6);
    const darkText = readableShade(primary, [4, 3, 2, 1, 0], darkBody, 4.6);
    const sidebarText = readableTextColor(brand.sidebar);
    return {
      variables: {
        '--ventura-sidebar-bg': brand.sidebar,
        '--ventura-sidebar-text': sidebarText,
        '--ventura-secondary': brand.secondary,
      },
      light: {
        '--mantine-color-anchor': lightText,
        '--mantine-color-primary-text': lightText,
        '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
        // Mantine's error reds (red-6 light, red-8 dark) read below 4.5:1 on the page.
        '--mantine-color-error': 'var(--mantine-color-red-9)',
        '--ventura-focus-ring': lightText,
      },
      dark: {
        '--mantine-color-anchor': darkText,
        '--mantine-color-primary-text': darkText,
        '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
        '--mantine-color-error': 'var(--mantine-color-red-4)',
        '--ventura-focus-ring': darkText,
      },
    };
  };
