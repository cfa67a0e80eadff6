import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { openSignedIn, signInByEmail, type TestSession } from './support/session.ts';

/**
 * Content (issue 39): an operator writes and publishes a news item (in the rich-text editor) and a webinar
 * in the console; a member reads the news and finds the webinar's join link; a signed-out visitor reads the
 * public news too.
 */

const stamp = Date.now();
const newsTitle = `Seed fund results ${stamp}`;
const webinarTitle = `Pitch clinic ${stamp}`;
let operator: TestSession;
let member: TestSession;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  [operator, member] = await Promise.all([
    signInByEmail(request, 'admin@ventura.demo'),
    signInByEmail(request, 'aarav@greenleaf.demo'),
  ]);
  await request.dispose();
});

test('an operator publishes news and a webinar; a member reads them, and a visitor reads the news', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, operator, '/admin/content?kind=news');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await page.getByRole('button', { name: 'New News' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('textbox', { name: 'Title' }).fill(newsTitle);
  await editor.getByRole('textbox', { name: 'Summary' }).fill('Twelve startups won seed support this quarter.');
  const body = editor.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Twelve startups won ');
  await editor.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('seed support');
  await editor.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' this quarter.');
  await editor.getByRole('switch', { name: 'Published' }).check();
  await editor.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('rowheader', { name: newsTitle })).toBeVisible();

  await page.getByRole('tab', { name: 'Webinars' }).click();
  await page.getByRole('button', { name: 'New Webinar' }).click();
  const webinar = page.getByRole('dialog');
  await webinar.getByRole('textbox', { name: 'Title' }).fill(webinarTitle);
  const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await webinar.getByLabel('Starts at').fill(`${startsAt}T10:00`);
  await webinar.getByRole('textbox', { name: 'Join link' }).fill('https://meet.example.com/pitch-clinic');
  await webinar.getByRole('switch', { name: 'Published' }).check();
  await webinar.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('rowheader', { name: webinarTitle })).toBeVisible();
  await expectNoAxeViolations(page);

  const reader = await (await browser.newContext()).newPage();
  await openSignedIn(reader, member, '/news');
  await reader.getByRole('link', { name: newsTitle }).click();
  await expect(reader.getByRole('heading', { level: 1, name: newsTitle })).toBeVisible();
  await expect(reader.locator('strong', { hasText: 'seed support' })).toBeVisible();
  await expectNoAxeViolations(reader);
  await reader.goto('/webinars');
  await reader.getByRole('link', { name: webinarTitle }).click();
  await expect(reader.getByRole('link', { name: 'Join the webinar' })).toHaveAttribute(
    'href',
    'https://meet.example.com/pitch-clinic',
  );

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/news');
  await expect(visitor.getByRole('link', { name: newsTitle })).toBeVisible();
});
