import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { tinyPng } from './support/images.ts';
import { openSignedIn, signInByEmail, type TestSession } from './support/session.ts';

/**
 * Content (issue 39): an operator writes and publishes a news item (in the rich-text editor) and a webinar
 * in the console; a member reads the news and finds the webinar's join link; a signed-out visitor reads the
 * public news too. The operator also answers a question for the FAQ and publishes a banner with an uploaded
 * image; a founder sees the banner on their dashboard and finds the answer on /faq.
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

test('an operator publishes a question and a banner with an image; a founder sees the banner and finds the answer', async ({
  page,
  browser,
}) => {
  const question = `How do I book the pitch rehearsal room ${stamp}?`;
  const banner = `Demo Day rehearsals ${stamp}`;
  await openSignedIn(page, operator, '/admin/content?kind=faq');
  await expect(page.getByRole('tab', { name: 'FAQ', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'New Question' }).click();
  const faq = page.getByRole('dialog', { name: 'New Question' });
  await faq.getByRole('textbox', { name: 'Question' }).fill(question);
  await faq
    .getByRole('textbox', { name: 'Answer' })
    .fill('Write to the programme desk two days ahead; the room seats twelve.');
  await faq.getByRole('switch', { name: 'Published' }).check();
  await faq.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('rowheader', { name: question })).toBeVisible();

  await page.getByRole('tab', { name: 'Banners' }).click();
  await page.getByRole('button', { name: 'New Banner' }).click();
  const form = page.getByRole('dialog', { name: 'New Banner' });
  await form.getByRole('textbox', { name: 'Headline' }).fill(banner);
  await form.getByRole('textbox', { name: 'Text' }).fill('Book a slot with a mentor before the big day.');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'rehearsal.png', mimeType: 'image/png', buffer: tinyPng });
  // The server keeps the upload as WebP and answers its address, which fills the field and its preview.
  await expect(form.getByRole('textbox', { name: 'Image' })).toHaveValue(/^\/api\/v1\/files\/.+\.webp$/);
  await expect(form.getByRole('img', { name: 'Preview of the image' })).toBeVisible();
  // The form with an image set: its Remove button once read below 4.5:1.
  await expectNoAxeViolations(page, '[role=dialog]');
  await form.getByRole('switch', { name: 'Published' }).check();
  await form.getByRole('button', { name: 'Create' }).click();
  const row = page.getByRole('table', { name: 'Items' }).getByRole('row').filter({ hasText: banner });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  // The console's shell is scanned above; here the Banners tab with its new row.
  await expectNoAxeViolations(page, '[role=tabpanel]');

  const founder = await (await browser.newContext()).newPage();
  await openSignedIn(founder, member, '/startups/dashboard');
  // The demo's own banners come first in the operators' order; the founder steps to the new one.
  const strip = founder.getByRole('region', { name: 'Announcements' });
  const heading = strip.getByRole('heading', { level: 2, name: banner });
  await expect(async () => {
    if (await heading.isVisible()) return;
    await strip.getByRole('button', { name: 'Next announcement' }).click();
    await expect(heading).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(strip.getByText('Book a slot with a mentor before the big day.')).toBeVisible();
  await expect(strip.locator('img')).toHaveAttribute('src', /^\/api\/v1\/files\/.+\.webp$/);
  await expect.poll(() => strip.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(16);

  await founder.goto('/faq');
  await founder.getByRole('searchbox', { name: 'Search the questions' }).fill('rehearsal');
  await expect(founder.getByRole('status').filter({ hasText: /^1 of \d+ questions match$/ })).toBeVisible();
  await founder.getByRole('button', { name: question }).click();
  await expect(founder.getByText('Write to the programme desk two days ahead; the room seats twelve.')).toBeVisible();
  await expectNoAxeViolations(founder);
});
