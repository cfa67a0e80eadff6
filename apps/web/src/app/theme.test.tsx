import { DEFAULT_THEME, MantineProvider, mergeMantineTheme, Notification } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../test/render.tsx';
import { contrastRatio } from './colors.ts';
import { brandCssVariables, brandTheme, neutralBrand } from './theme.ts';

beforeAll(stubMatchMedia);

describe('brandTheme', () => {
  it('labels the close button of every notification', () => {
    render(
      <MantineProvider theme={brandTheme(neutralBrand)} env="test">
        <Notification title="Saved" onClose={() => {}}>
          Your profile was saved.
        </Notification>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });

  it('uses the brand colour exactly for filled buttons, with readable text', () => {
    const theme = brandTheme({ primary: '#f59e0b', secondary: '#0f766e', sidebar: '#ffffff' });
    expect(theme.primaryColor).toBe('primary');
    expect(theme.colors?.primary?.[6]).toBe('#f59e0b');
    expect(theme.autoContrast).toBe(true);
  });
});

describe('brandCssVariables', () => {
  it('picks link colours and sidebar text that reach 4.5:1', () => {
    for (const primary of ['#f59e0b', '#1c4ed8', '#0f766e', '#111111', '#fde047']) {
      const resolver = brandCssVariables({ ...neutralBrand, primary, sidebar: '#fef3c7' });
      const { light, dark, variables } = resolver(mergeMantineTheme(DEFAULT_THEME, brandTheme(neutralBrand)));
      expect(contrastRatio(light['--mantine-color-anchor'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(dark['--mantine-color-anchor'] ?? '', '#242424')).toBeGreaterThanOrEqual(4.5);
      expect(variables['--ventura-sidebar-text']).toBe('#000000');
    }
  });
});
