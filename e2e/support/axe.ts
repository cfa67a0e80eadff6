import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** The step every scan is reported under, so that the test summary can say how long scans took in all. */
export const axeStepTitle = 'axe scan';

/**
 * Waits (up to 5 s) for the page's CSS transitions to end: colours read halfway through one (a toast fading
 * in, a theme switching) are neither the old ones nor the new, and axe would judge their contrast wrongly.
 * Endless animations (a loader's spin) are not transitions and are not waited for.
 */
const transitionsSettled = (page: Page) =>
  page
    .waitForFunction(
      () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined);

/** The rules whose answer a theme can change: the others read the page's structure, the same in both. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * No WCAG 2 A or AA violation on the page, or inside `only` (a CSS selector) when given; with `colours`, only
 * the rules about colour (a second theme of a page already scanned whole).
 */
export const expectNoAxeViolations = (page: Page, only?: string, colours = false) =>
  test.step(
    axeStepTitle,
    async () => {
      await transitionsSettled(page);
      const tagged = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
      const builder = colours ? tagged.withRules(colourRules) : tagged;
      const results = await (only ? builder.include(only) : builder).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    },
    { box: true },
  );

/**
 * Scans the page as it is, switches the theme with the header toggle, and scans it again for what a theme
 * changes (its colours).
 */
export const expectNoAxeViolationsInBothThemes = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const toggle = page.getByRole('button', { name: /^Switch to (light|dark) theme$/ });
  const before = await toggle.getAttribute('aria-label');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-label', before ?? '');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expectNoAxeViolations(page, undefined, true);
};
