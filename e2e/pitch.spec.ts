import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  approvedMember,
  callApi,
  expectStatus,
  openSignedIn,
  signInByEmail,
  type TestSession,
} from './support/session.ts';

/**
 * The pitch recorder (issue 38), with Chromium's synthetic camera and microphone (playwright.config.ts):
 * the edit route opens the recorder; a founder records two topics, uploads them, compiles the pitch, and
 * it plays on the startup's public profile. The operator first cuts the hiring pitch to two topics of
 * 10 s, so that the journey records little.
 */

const stamp = Date.now();
const startupName = `Reelcraft ${stamp}`;
let founder: TestSession;
let profilePath = '';
let topics: { id: number; title: string }[] = [];

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  const operator = await signInByEmail(request, 'admin@ventura.demo');
  founder = await approvedMember(request, operator, 'startup', `Lina Park ${stamp}`, {
    companyName: startupName,
    servicesLookingFor: ['fundraising'],
  });
  const listed = await callApi(request, operator, 'GET', '/pitch-deck/topics');
  const hiring = (await listed.json()).data.find((category: { kind: string }) => category.kind === 'hiring-pitch');
  topics = hiring.topics.slice(0, 2);
  for (const topic of hiring.topics.slice(2)) {
    await expectStatus(await callApi(request, operator, 'DELETE', `/pitch-deck/topics/${topic.id}`), 204);
  }
  for (const topic of topics) {
    const body = { title: topic.title, prompt: 'Say it in a sentence or two.', seconds: 10 };
    await expectStatus(await callApi(request, operator, 'PATCH', `/pitch-deck/topics/${topic.id}`, body), 200);
  }
  const own = await callApi(request, founder, 'GET', '/startups/information');
  profilePath = (await own.json()).data.profileUrl;
  await request.dispose();
});

/** Records a take of a second or two with the camera and uploads it; the topic shows Ready once transcoded. */
const recordTopic = async (page: Page, topic: { title: string }, index: number) => {
  await page.getByRole('button', { name: new RegExp(`^${index + 1}\\. ${topic.title}`) }).click();
  const panel = page.getByRole('region', { name: topic.title });
  await panel
    .getByRole('textbox', { name: 'Script' })
    .fill(`${topic.title}: we are ${startupName}, and we hire builders.`);
  await expect(panel.getByText('Saved')).toBeVisible();
  const start = panel.getByRole('button', { name: 'Start recording' });
  if (!(await start.isVisible())) await panel.getByRole('button', { name: 'Turn on camera' }).click();
  await start.click();
  await expect(panel.getByRole('status', { name: /Recording starts in/ })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Teleprompter' })).toContainText('we hire builders');
  const stop = panel.getByRole('button', { name: 'Stop recording' });
  await expect(stop).toBeVisible({ timeout: 10_000 });
  await expect(panel.getByRole('timer', { name: 'Recording time' })).toContainText(/0:0[12] \/ 0:10/);
  await stop.click();
  await expect(panel.getByLabel(`Your take for ${topic.title}`)).toBeVisible();
  await panel.getByRole('button', { name: 'Use this take' }).click();
  await expect(panel.getByText(/Clip uploaded/)).toBeVisible();
  await expect(panel.getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
};

test('the edit route opens the recorder; a founder records two topics, compiles, and the pitch plays on the public profile', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, founder, '/startups/edit/pitch-deck/fundraising-pitch');
  await expect(page.getByRole('heading', { level: 1, name: 'Fundraising pitch' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on camera' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Pitch kinds' }).getByRole('link', { name: 'Hiring pitch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring pitch' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compile pitch' })).toBeDisabled();

  for (const [index, topic] of topics.entries()) await recordTopic(page, topic, index);
  await expectNoAxeViolations(page);

  const compile = page.getByRole('region', { name: 'Compiled pitch' });
  await compile.getByRole('button', { name: 'Compile pitch' }).click();
  // The state arrives over the socket: queued, compiling, then the video.
  const player = compile.getByLabel(`Hiring pitch of ${startupName}`);
  await expect(player).toBeVisible({ timeout: 60_000 });

  await page.goto(profilePath);
  const pitches = page.getByRole('region', { name: 'Pitch video' });
  const video = pitches.getByLabel(`Hiring pitch of ${startupName}`);
  await expect(video).toBeVisible();
  // It plays: the browser reads its length (two cards and two clips of a second or two, and the opening
  // card) and its time moves on.
  const played = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<{ duration: number; time: number }>((resolve, reject) => {
        element.muted = true;
        element.addEventListener('error', () => reject(new Error(`video error ${element.error?.code}`)));
        element
          .play()
          .then(() => setTimeout(() => resolve({ duration: element.duration, time: element.currentTime }), 1500))
          .catch(reject);
      }),
  );
  expect(played.duration).toBeGreaterThan(7);
  expect(played.time).toBeGreaterThan(0.5);
});
