import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { tinyPng } from './support/images.ts';
import {
  callApi,
  expectStatus,
  openSignedIn,
  signInByEmail,
  signUp,
  type TestSession,
  tenantOrigin,
} from './support/session.ts';

/**
 * The community wall (/community-feed) in real browsers, nothing reloaded unless said: a startup posts with
 * an image and an investor with the wall open sees it arrive through 'N new posts', comments and reacts,
 * and the startup sees the counts change; a member reports a post, the operator hides it from the console
 * and it goes from the member's open feed while its author still sees it, marked hidden; text that looks
 * like markup stays text, a refused post keeps what was written, a missing post says so; and a shared
 * post's link opens read-only for a visitor. The people are made through the API, as chat.spec.ts does.
 */
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}`.slice(-6);
const founderName = `Lena Okafor ${stamp}`;
const investorName = `Kofi Mensah ${stamp}`;

let founder: TestSession;
let investor: TestSession;
let operator: TestSession;

/** A startup and an investor, both approved by the operator (only approved members post, comment and react). */
const approvedPair = async (request: APIRequestContext) => {
  const admin = await signInByEmail(request, 'admin@ventura.demo');
  const [a, b] = await Promise.all([
    signUp(request, 'startup', founderName, tenantOrigin(), {
      companyName: `Brightkiln ${stamp}`,
      servicesLookingFor: ['fundraising'],
    }),
    signUp(request, 'investor', investorName, tenantOrigin(), {
      investorType: 'organization',
      organizationName: `Savanna Ventures ${stamp}`,
      website: 'https://savanna.example.com',
    }),
  ]);
  for (const session of [a, b]) {
    await expectStatus(
      await callApi(request, admin, 'POST', `/admin/profiles/${session.user.uuid}/decision`, { decision: 'approved' }),
      200,
    );
  }
  return { a, b, admin };
};

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  ({ a: founder, b: investor, admin: operator } = await approvedPair(request));
  await request.dispose();
});

/** Writes a text post through the API as a member; the answer is the post. */
const postAs = async (request: APIRequestContext, who: TestSession, text: string) => {
  const response = await callApi(request, who, 'POST', '/posts', { text, fileUUIDs: [] });
  await expectStatus(response, 201);
  const post: { uuid: string; url: string } = (await response.json()).data;
  return post;
};

/** A browser of someone else: a fresh context, signed out. */
const freshPage = async (browser: Browser) => (await browser.newContext()).newPage();

/** The wall's post by an author that says a text (other journeys and the demo's own posts are around it). */
const postCard = (page: Page, author: string, text: string) =>
  page.getByRole('article', { name: `Post by ${author}` }).filter({ hasText: text });

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/**
 * Watches the page's socket for the wall's room: true once the server has answered the page's joinRoom
 * for it with ok (Socket.IO frames: `42<ack>["joinRoom","community_feed"]`, answered `43<ack>[{"ok":true}]`).
 * Until then nothing said on the wall reaches the page, so a journey waits for it before anyone writes.
 */
const watchWallRoom = (page: Page) => {
  let joined = false;
  page.on('websocket', (socket) => {
    const asked = new Set<string>();
    socket.on('framesent', ({ payload }) => {
      const ack = /^42(\d+)\["joinRoom","community_feed"\]$/.exec(String(payload))?.[1];
      if (ack) asked.add(ack);
    });
    socket.on('framereceived', ({ payload }) => {
      const answer = /^43(\d+)\[(.*)\]$/.exec(String(payload));
      if (answer?.[1] && asked.has(answer[1]) && answer[2]?.includes('"ok":true')) joined = true;
    });
  });
  return () => joined;
};

/** Opens the wall signed in and waits for its first page of posts and for its live room. */
const openWall = async (page: Page, who: TestSession) => {
  const joined = watchWallRoom(page);
  await openSignedIn(page, who, '/community-feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Community wall' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Posts' })).toBeVisible();
  await expect.poll(joined, { message: 'the wall joins its live room' }).toBe(true);
};

/** Whether an image inside a locator was fetched and decoded (not a broken picture). */
const imageLoaded = (image: Locator) =>
  image.evaluate((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0);

test('a startup posts with an image; an investor sees it arrive live, comments and reacts; the startup sees the counts', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const founderPage = await freshPage(browser);
  const investorPage = await freshPage(browser);
  const text = `We just fired our first batch of low-carbon bricks! ${stamp}`;
  const commentText = `Congratulations, what is the kiln temperature? ${stamp}`;

  // The investor waits on the wall.
  await openWall(investorPage, investor);
  await expect(investorPage.getByRole('button', { name: /new posts?$/ })).toHaveCount(0);

  // The startup writes a post with an image, chosen through the composer's 'Add images' button.
  await openWall(founderPage, founder);
  const composer = founderPage.getByRole('form', { name: 'Write a post' });
  await composer.getByRole('textbox', { name: 'Post text' }).fill(text);
  const chooser = founderPage.waitForEvent('filechooser');
  await composer.getByRole('button', { name: 'Add images' }).click();
  await (await chooser).setFiles({ name: 'first-batch.png', mimeType: 'image/png', buffer: tinyPng });
  const files = composer.getByRole('list', { name: 'Files of this post' });
  await expect(files.getByRole('img', { name: 'first-batch.png, ready' })).toBeVisible();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(founderPage, 'Your post is on the wall')).toBeVisible();
  await expect(composer.getByRole('textbox', { name: 'Post text' })).toHaveValue('');
  await expect(files).toHaveCount(0);
  const mine = postCard(founderPage, founderName, text);
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Open image 1 of 1: / })).toBeVisible();
  // The startup's own post does not announce itself to them.
  await expect(founderPage.getByRole('button', { name: /new posts?$/ })).toHaveCount(0);

  // The investor's wall does not move under them: a button says a post is waiting, and brings it in.
  const banner = investorPage.getByRole('status').getByRole('button', { name: /^\d+ new posts?$/ });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(postCard(investorPage, founderName, text)).toHaveCount(0);
  await banner.click();
  await expect(banner).toHaveCount(0);
  const theirs = postCard(investorPage, founderName, text);
  await expect(theirs).toBeVisible();

  // The image opens large, and it really is a picture.
  const image = theirs.getByRole('button', { name: /^Open image 1 of 1: / });
  await expect.poll(() => imageLoaded(image.locator('img'))).toBe(true);
  await image.click();
  // The server keeps images as WebP: the chosen name, with .webp.
  const large = investorPage.getByRole('dialog', { name: 'first-batch.webp' });
  await expect(large.getByRole('img', { name: 'first-batch.webp' })).toBeVisible();
  await expect.poll(() => imageLoaded(large.getByRole('img', { name: 'first-batch.webp' }))).toBe(true);
  await investorPage.keyboard.press('Escape');
  await expect(large).toHaveCount(0);

  // The investor comments (Enter sends) and celebrates the post.
  await theirs.getByRole('button', { name: 'Comment', exact: true }).click();
  const box = theirs.getByRole('textbox', { name: 'Write a comment' });
  await expect(box).toBeFocused();
  await box.fill(commentText);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(theirs.getByRole('list', { name: 'Comments' }).getByText(commentText)).toBeVisible();
  await theirs.getByRole('button', { name: `Choose a reaction to the post by ${founderName}` }).click();
  await investorPage
    .getByRole('group', { name: 'Reactions' })
    .getByRole('button', { name: 'React with Celebrate' })
    .click();
  await expect(theirs.getByRole('button', { name: 'Celebrate', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(theirs.getByRole('button', { name: '1 reaction: Celebrate. See who reacted' })).toBeVisible();
  await expect(theirs.getByRole('button', { name: '1 comment', exact: true })).toBeVisible();
  await expectNoAxeViolations(investorPage);

  // The startup, without a reload, sees the reaction and the comment counted on their post.
  await expect(mine.getByRole('button', { name: '1 reaction: Celebrate. See who reacted' })).toBeVisible();
  const comments = mine.getByRole('button', { name: '1 comment', exact: true });
  await expect(comments).toBeVisible();
  // Their own React button is untouched by someone else's reaction.
  await expect(mine.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'false');
  // Opening the thread shows the comment; the list of who reacted names the investor.
  await comments.click();
  await expect(comments).toHaveAttribute('aria-expanded', 'true');
  await expect(mine.getByRole('list', { name: 'Comments' }).getByText(commentText)).toBeVisible();
  await mine.getByRole('button', { name: '1 reaction: Celebrate. See who reacted' }).click();
  const reactors = founderPage.getByRole('dialog');
  await expect(reactors.getByText(investorName)).toBeVisible();

  await founderPage.context().close();
  await investorPage.context().close();
});

test('an operator hides a reported post: it goes from a member’s open wall, and its author still sees it, marked hidden', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const text = `Buy cheap followers now, DM me for a price list ${stamp}`;
  const post = await postAs(request, founder, text);
  const founderPage = await freshPage(browser);
  const investorPage = await freshPage(browser);
  const operatorPage = await freshPage(browser);

  await openWall(founderPage, founder);
  await openWall(investorPage, investor);
  const theirs = postCard(investorPage, founderName, text);
  await expect(theirs).toBeVisible();
  const mine = postCard(founderPage, founderName, text);
  await expect(mine).toBeVisible();
  // An author does not report their own post.
  await mine.getByRole('button', { name: `Actions for the post by ${founderName}` }).click();
  await expect(founderPage.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(founderPage.getByRole('menuitem', { name: 'Report' })).toHaveCount(0);
  await founderPage.keyboard.press('Escape');

  // The investor reports it through the post's menu; a reason is asked for first.
  await theirs.getByRole('button', { name: `Actions for the post by ${founderName}` }).click();
  await investorPage.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = investorPage.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(dialog.getByText('Choose why you report this')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('textbox', { name: 'Note for the platform team' }).fill('Selling followers to members');
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(toast(investorPage, 'the platform team will look at it')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The operator finds the report in the console and hides the post, with a note for the audit log.
  await openSignedIn(operatorPage, operator, '/admin/community');
  await expect(operatorPage.getByRole('heading', { level: 1, name: 'Community reports' })).toBeVisible();
  const report = operatorPage
    .getByRole('article', { name: `Reports about the post by ${founderName}` })
    .filter({ hasText: text });
  await expect(report).toBeVisible();
  await expect(report.getByText('1 report', { exact: true })).toBeVisible();
  await expect(report.getByRole('list', { name: 'Latest reports' })).toContainText(
    `${investorName}: Spam or advertising — “Selling followers to members”`,
  );
  await expect(report.getByRole('link', { name: /^Open the post/ })).toHaveAttribute(
    'href',
    `/community-feed/posts/${post.uuid}`,
  );
  await report.getByRole('button', { name: `Hide the post by ${founderName}` }).click();
  const hide = operatorPage.getByRole('dialog', { name: 'Hide this post?' });
  await hide.getByRole('textbox', { name: 'Note for the audit log' }).fill('Spam, reported by a member');
  await hide.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(toast(operatorPage, 'Hidden from members')).toBeVisible();
  await expect(hide).toHaveCount(0);
  await expect(report).toHaveCount(0);

  // The member's open wall loses the post at once; the author keeps it, marked hidden.
  await expect(theirs).toHaveCount(0);
  await expect(mine.getByText('Hidden by the platform team')).toBeVisible();

  // The decision is on the console's Resolved tab, and the member's link to the post finds nothing.
  await operatorPage.getByRole('tab', { name: 'Resolved' }).click();
  const resolved = operatorPage
    .getByRole('article', { name: `Reports about the post by ${founderName}` })
    .filter({ hasText: text });
  await expect(resolved.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(resolved).toContainText('Hidden by Priya Raman');
  await expect(resolved).toContainText('“Spam, reported by a member”');
  await investorPage.goto(`/community-feed/posts/${post.uuid}`);
  await expect(investorPage.getByRole('heading', { level: 1, name: 'Post not found!' })).toBeVisible();

  for (const page of [founderPage, investorPage, operatorPage]) await page.context().close();
});

test('markup in a post stays text, a refused post keeps what was written, and a missing post says so', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openWall(page, founder);
  const composer = page.getByRole('form', { name: 'Write a post' });
  const box = composer.getByRole('textbox', { name: 'Post text' });
  const post = composer.getByRole('button', { name: 'Post', exact: true });

  // Text that looks like markup is shown as it was written, and nothing in it runs.
  const markup = `<script>alert(1)</script><img src=x onerror="alert(2)"> <b>bold ${stamp}</b>`;
  await box.fill(markup);
  await post.click();
  await expect(toast(page, 'Your post is on the wall')).toBeVisible();
  const shown = postCard(page, founderName, `bold ${stamp}`);
  await expect(shown.getByText(markup, { exact: true })).toBeVisible();
  await expect(shown.locator('script, b, img[src="x"]')).toHaveCount(0);
  await page.reload();
  await expect(shown.getByText(markup, { exact: true })).toBeVisible();
  expect(dialogs).toEqual([]);

  // The server refuses a post with no text of its own: the spec's words, and the draft stays.
  const refused = `This one will not go through the first time ${stamp}`;
  await page.route('**/api/v1/posts', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { message: '', errors: [] } })
      : route.fallback(),
  );
  await box.fill(refused);
  await post.click();
  await expect(toast(page, 'Error while saving post!')).toBeVisible();
  await expect(box).toHaveValue(refused);
  await expect(postCard(page, founderName, refused)).toHaveCount(0);
  // Once the server takes it again, the same draft goes.
  await page.unroute('**/api/v1/posts');
  await post.click();
  await expect(toast(page, 'Your post is on the wall')).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(postCard(page, founderName, refused)).toBeVisible();

  // A post that is not there (a well-formed id no post has), and an address that is not a post id.
  await page.goto(`/community-feed/posts/${crypto.randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found!' })).toBeVisible();
  await expect(page.getByText('It may have been deleted, or the link is not complete.')).toBeVisible();
  await page.goto('/community-feed/posts/not-a-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the community wall' }).click();
  await expect(page).toHaveURL(/\/community-feed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community wall' })).toBeVisible();
});

test('signed out, a shared post’s link opens it read-only; the wall itself asks the visitor to sign in', async ({
  browser,
  request,
}) => {
  const text = `Our pilot plant in Kumasi is hiring two kiln engineers ${stamp}`;
  const post = await postAs(request, founder, text);
  await expectStatus(await callApi(request, investor, 'POST', `/posts/${post.uuid}/react/like`), 200);
  await expectStatus(
    await callApi(request, investor, 'POST', `/posts/${post.uuid}/comments`, { comment: 'Shared with two people' }),
    201,
  );
  expect(post.url).toBe(`/community-feed/posts/${post.uuid}`);

  const visitor = await freshPage(browser);
  await visitor.goto(`${tenantOrigin()}${post.url}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Post by ${founderName}` })).toBeVisible();
  const card = visitor.getByRole('article', { name: `Post by ${founderName}` });
  await expect(card.getByText(text)).toBeVisible();
  await expect(card.getByText('1 reaction: Like')).toBeAttached();
  // The comments open read-only, without a box to write in.
  await card.getByRole('button', { name: '1 comment', exact: true }).click();
  await expect(card.getByRole('list', { name: 'Comments' }).getByText('Shared with two people')).toBeVisible();
  // Read only: nothing to react, comment, report or change, nor who reacted; sharing is open.
  for (const name of [/^Choose a reaction/, 'Comment', /^Actions for the post/, /See who reacted$/]) {
    await expect(card.getByRole('button', { name, exact: typeof name === 'string' })).toHaveCount(0);
  }
  await expect(card.getByRole('textbox')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in to join the conversation' })).toBeVisible();
  await expectNoAxeViolations(visitor);

  // The wall itself is for members.
  await visitor.goto(`${tenantOrigin()}/community-feed`);
  await expect(visitor.getByText('Sign in to see the community wall')).toBeVisible();
  await expect(visitor.getByRole('article')).toHaveCount(0);
  await visitor.context().close();
});
