import { ModalsProvider } from '@mantine/modals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ProgramPerson, ReviewDetails, StartupPitchesAnswer } from '@ventura/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import {
  applicationUuid,
  calledUrls,
  codeUrl,
  detailsFixture,
  ok,
  programFixture,
  programUuid,
  refused,
} from '../programs-fixture.ts';
import { ReviewPage } from '../review/review-page.tsx';
import { ApplicationPitch } from './application-pitch.tsx';

const startup: ProgramPerson = { profileUuid: 'p-startup', name: 'Solar Sprout', accountType: 'startup', logo: null };
const pitchesUrl = '/api/v1/pitch-deck/startup/p-startup';

const pitch = (
  kind: StartupPitchesAnswer['formattedResults'][number]['kind'],
  title: string,
  seconds: number,
): StartupPitchesAnswer['formattedResults'][number] => ({
  kind,
  title,
  status: 'ready',
  failure: null,
  requestedAt: '2026-11-03T09:00:00.000Z',
  videoUrl: `/api/v1/files/pitch/${kind}.mp4`,
  posterUrl: `/api/v1/files/pitch/${kind}.jpg`,
  seconds,
  compiledAt: '2026-11-03T09:05:00.000Z',
});
const answerWith = (formattedResults: StartupPitchesAnswer['formattedResults']): StartupPitchesAnswer => ({
  startupUuid: 'p-startup',
  startupName: 'Solar Sprout',
  formattedResults,
});

const show = (answer: Answer, { applicant = startup, asksForPitch = false } = {}) => {
  const fetch = serve({ [`GET ${pitchesUrl}`]: answer });
  renderPage(<ApplicationPitch applicant={applicant} asksForPitch={asksForPitch} />);
  return fetch;
};

const pitchCalls = (fetch: ReturnType<typeof serve>) => calledUrls(fetch).filter((url) => url === pitchesUrl);

/** A reviewer signed in, the DOM stubs a drawer needs, and a clean page after each test. */
const reviewerHooks = () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() =>
    sessionStore.signIn({
      user: {
        userId: 'u-reviewer',
        id: 9,
        uuid: 'u-reviewer',
        name: 'Ravi',
        accountType: 'mentor',
        role: 'member',
        impersonated: false,
      },
      accessToken: 'token-1',
    }),
  );
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });
};

describe('ApplicationPitch', { timeout: 20_000 }, () => {
  reviewerHooks();

  it('plays each compiled pitch of the startup, named by its kind and the startup', async () => {
    show(ok(answerWith([pitch('fundraising-pitch', 'Fundraising pitch', 95), pitch('sales-pitch', 'Sales', 61)])));
    const region = await screen.findByRole('region', { name: 'Pitches' });
    const fundraising = within(region).getByLabelText('Fundraising pitch of Solar Sprout');
    expect(fundraising.tagName).toBe('VIDEO');
    expect(fundraising.getAttribute('src')).toBe('/api/v1/files/pitch/fundraising-pitch.mp4');
    expect(fundraising.getAttribute('poster')).toBe('/api/v1/files/pitch/fundraising-pitch.jpg');
    expect(fundraising.getAttribute('preload')).toBe('metadata');
    expect(fundraising.hasAttribute('controls')).toBe(true);
    expect(within(region).getByLabelText('Sales pitch of Solar Sprout')).toBeTruthy();
    expect(within(region).getByText('· 1:35')).toBeTruthy();
    expect(within(region).getByText('· 1:01')).toBeTruthy();
  });

  it('shows nothing for a startup without a pitch when the program asks for none', async () => {
    const fetch = show(ok(answerWith([])));
    await waitFor(() => expect(pitchCalls(fetch)).toHaveLength(1));
    // Let the answer arrive before looking for what it shows.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('No compiled pitch yet')).toBeNull();
  });

  it('shows nothing on a 404 either, without an error', async () => {
    const fetch = show(refused(404, 'Not found'));
    await waitFor(() => expect(pitchCalls(fetch)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there is no pitch yet when the program asks for one', async () => {
    show(refused(404, 'Not found'), { asksForPitch: true });
    const region = await screen.findByRole('region', { name: 'Pitch' });
    expect(within(region).getByText('No compiled pitch yet')).toBeTruthy();
    expect(within(region).queryByLabelText(/of Solar Sprout$/)).toBeNull();
  });

  it('does not ask about an applicant who is not a startup', async () => {
    const fetch = show(ok(answerWith([])), {
      applicant: { ...startup, accountType: 'individual' },
      asksForPitch: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pitchCalls(fetch)).toHaveLength(0);
    expect(screen.queryByText('No compiled pitch yet')).toBeNull();
  });

  it('says when the pitch could not be loaded, with a retry', async () => {
    show(refused(500, 'Storage unavailable'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("The applicant's pitch could not be loaded")).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the review drawer of a video program', { timeout: 20_000 }, () => {
  reviewerHooks();

  const details: ReviewDetails = { ...detailsFixture({ status: 'in_review' }), reviews: [], notes: [], rubric: [] };
  const openDrawer = (pitches: Answer) => {
    serve({
      [codeUrl('video-startup-programs')]: ok(
        programFixture({
          family: 'video',
          canReview: true,
          videoTopics: [{ id: 1, title: 'Your team', description: '', seconds: 60 }],
        }),
      ),
      [`GET /api/v1/programs-management/${programUuid}/applications`]: ok({
        items: [],
        total: 0,
        pageNumber: 1,
        limit: 25,
      }),
      [`GET /api/v1/programs-management/applications/${applicationUuid}/review`]: ok(details),
      [`GET ${pitchesUrl}`]: pitches,
    });
    renderPage(
      <ModalsProvider>
        <Routes>
          <Route path="/programs/:code/review" element={<ReviewPage />} />
        </Routes>
      </ModalsProvider>,
      { path: `/programs/SEED-2027/review?family=video&application=${applicationUuid}` },
    );
  };

  it('plays the applicant’s pitch above the answers', async () => {
    openDrawer(ok(answerWith([pitch('fundraising-pitch', 'Fundraising pitch', 120)])));
    const drawer = await screen.findByRole('dialog', { name: 'Solar Sprout' });
    const region = await within(drawer).findByRole('region', { name: 'Pitch' });
    expect(within(region).getByLabelText('Fundraising pitch of Solar Sprout').tagName).toBe('VIDEO');
  });

  it('says when the startup has no compiled pitch yet', async () => {
    openDrawer(ok(answerWith([])));
    const drawer = await screen.findByRole('dialog', { name: 'Solar Sprout' });
    expect(await within(drawer).findByText('No compiled pitch yet')).toBeTruthy();
  });
});
