import { expect, type Locator } from '@playwright/test';

/**
 * Picks an option of a Mantine select or multi-select, typing `typed` first when given.
 *
 * A dropdown opened while the page still moves can keep itself hidden (its input counted as detached)
 * until it is opened again, so a hidden one is closed and reopened until the option shows.
 */
export const pickOption = async (select: Locator, option: string, typed?: string) => {
  const page = select.page();
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if (await choice.isVisible()) return;
    if ((await choice.count()) > 0) await page.keyboard.press('Escape');
    await select.click();
    // A searchable select narrows by its text; a plain one jumps to what is typed.
    if (typed !== undefined && (await select.isEditable())) await select.fill(typed);
    else if (typed !== undefined) await select.pressSequentially(typed);
    await expect(choice).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await choice.click();
};
