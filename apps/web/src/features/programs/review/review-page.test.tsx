import { ModalsProvider } from '@mantine/modals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewDetails, ReviewRow } from '@ventura/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { stubObjectUrls } from '../../../test/object-urls.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import {
  applicationFixture,
  applicationUuid,
  calledUrls,
  codeUrl,
  detailsFixture,
  documentUuid,
  ok,
  programDocumentFixture,
  programFixture,
  programUuid,
  refused,
  sentBodies,
} from '../programs-fixture.ts';
import { ReviewPage } from './review-page.tsx';

const otherUuid = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const rowFixture = (changes: Partial<ReviewRow> = {}): ReviewRow => ({
  ...applicationFixture({
    status: 'in_review',
    stage: 'screening',
    progress: 100,
    submittedAt: '2026-11-05T09:00:00.000Z',
  }),
  reviews: { count: 2, averageScore: 72.5, myScore: 80 },
  documents: { pending: 1, submitted: 1, accepted: 0 },
  ...changes,
});
const solar = rowFixture();
const kite = rowFixture({
  uuid: otherUuid,
  applicant: { profileUuid: 'p-kite', name: 'Kite Health', accountType: 'startup', logo: null },
  reviews: { count: 0, averageScore: null, myScore: null },
});
const listUrl = `/api/v1/programs-management/${programUuid}/applications`;
const moveUrl = `${listUrl}/move`;
const reviewUrl = `/api/v1/programs-management/applications/${applicationUuid}/review`;
const documentUrl = `/api/v1/programs-management/documents/${documentUuid}`;
const applicationsPage = ok({
  items: [solar, kite],
  total: 2,
  pageNumber: 1,
  limit: 25,
  counts: { application: 4, screening: 3, interview: 1, selection: 0 },
});

const details: ReviewDetails = {
  ...detailsFixture({ status: 'in_review', stage: 'screening', submittedAt: '2026-11-05T09:00:00.000Z' }),
  documents: [
    programDocumentFixture({
      status: 'submitted',
      file: {
        name: 'deck.pdf',
        kind: 'pdf',
        size: 204_800,
        url: `/api/v1/programs-management/documents/${documentUuid}/file`,
        uploadedAt: '2026-11-04T09:00:00.000Z',
      },
    }),
  ],
  reviews: [
    {
      reviewer: { name: 'Meera Rao', userUuid: 'u-meera' },
      scores: { team: 8, market: 3 },
      total: 11,
      comment: 'Strong founders.',
      updatedAt: '2026-11-06T09:00:00.000Z',
    },
  ],
  notes: [],
  rubric: [
    { key: 'team', label: 'Team', description: '', max: 10, weight: 1 },
    { key: 'market', label: 'Market', description: 'Size and access', max: 5, weight: 2 },
  ],
};

const signInAs = (role: 'member' | 'operator') =>
  sessionStore.signIn({
    user: {
      userId: 'u-reviewer',
      id: 9,
      uuid: 'u-reviewer',
      name: 'Ravi',
      accountType: 'mentor',
      role,
      impersonated: false,
    },
    accessToken: 'token-1',
  });

const open = (
  { canManage = true, canReview = true }: { canManage?: boolean; canReview?: boolean },
  search = '?family=application',
  answers: Record<string, Answer> = {},
) => {
  const fetch = serve({
    [codeUrl()]: ok(programFixture({ canManage, canReview })),
    [`GET ${listUrl}`]: applicationsPage,
    [`GET ${reviewUrl}`]: ok(details),
    ...answers,
  });
  renderPage(
    <ModalsProvider>
      <Routes>
        <Route path="/programs/:code/review" element={<ReviewPage />} />
      </Routes>
    </ModalsProvider>,
    { path: `/programs/SEED-2027/review${search}` },
  );
  return fetch;
};

const pick = async (label: RegExp, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('ReviewPage', { timeout: 30_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => signInAs('member'));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('tells someone who is not a reviewer so, without asking for the applications', async () => {
    const fetch = open({ canManage: false, canReview: false });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('You are not a reviewer of this program'),
    );
    expect(calledUrls(fetch).some((url) => url.startsWith(listUrl))).toBe(false);
  });

  it('says the same when the server refuses the applications (403)', async () => {
    open({ canManage: false }, '?family=application', {
      [`GET ${listUrl}`]: refused(403, 'You are not a reviewer of this program'),
    });
    expect(await screen.findByText('You are not a reviewer of this program')).toBeTruthy();
  });

  it('asks with the filters of the address, shows the counts per stage, and asks again for a stage', async () => {
    const fetch = open({}, '?family=application&stage=screening&sort=score&q=solar');
    const table = await screen.findByRole('table', { name: 'Screening applications' });
    expect(within(table).getByRole('button', { name: 'Solar Sprout' })).toBeTruthy();
    expect(within(table).getByText('73')).toBeTruthy();
    expect(calledUrls(fetch)).toContain(`${listUrl}?stage=screening&q=solar&sort=score&pageNumber=1&limit=25`);
    expect(screen.getByRole('tab', { name: 'All (8)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Interview (1)' }));
    await waitFor(() =>
      expect(calledUrls(fetch)).toContain(`${listUrl}?stage=interview&q=solar&sort=score&pageNumber=1&limit=25`),
    );
    await pick(/^Status/, 'Not selected');
    await waitFor(() =>
      expect(calledUrls(fetch)).toContain(
        `${listUrl}?stage=interview&status=rejected&q=solar&sort=score&pageNumber=1&limit=25`,
      ),
    );
  });

  it('moves the applications chosen with a message, and rejects only after a confirmation', async () => {
    const fetch = open({}, undefined, { [`POST ${moveUrl}`]: { status: 200, body: { message: 'Moved' } } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select every application on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected applications' });
    expect(within(bar).getByText('2 applications selected')).toBeTruthy();
    await pick(/^Move to/, 'Screening stage');
    fireEvent.change(within(bar).getByLabelText(/^Message to the applicants/), {
      target: { value: 'See you at screening.' },
    });
    fireEvent.click(within(bar).getByRole('button', { name: 'Move 2 applications' }));
    await waitFor(() => expect(sentBodies(fetch, 'POST', moveUrl)).toHaveLength(1));
    expect(sentBodies(fetch, 'POST', moveUrl)[0]).toEqual({
      applicationUuids: [applicationUuid, otherUuid],
      to: 'screening',
      message: 'See you at screening.',
    });

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Kite Health' }));
    await pick(/^Move to/, 'Not selected');
    fireEvent.click(screen.getByRole('button', { name: 'Reject 1 application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 application?' });
    expect(sentBodies(fetch, 'POST', moveUrl)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sentBodies(fetch, 'POST', moveUrl)).toHaveLength(2));
    expect(sentBodies(fetch, 'POST', moveUrl)[1]).toEqual({ applicationUuids: [otherUuid], to: 'rejected' });
  });

  it('gives a plain reviewer no way to move applications', async () => {
    open({ canManage: false });
    await screen.findByRole('table', { name: 'All applications' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Move to/ })).toBeNull();
  });

  it("downloads the CSV of the list's filters with the session", async () => {
    const fetch = open({}, '?family=application&stage=interview');
    const { createObjectURL } = stubObjectUrls('blob:csv');
    await screen.findByRole('table');
    fetch.mockImplementationOnce(async () => new Response('a,b', { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exportCall = fetch.mock.calls.find(([url]) => String(url).includes('/export'));
    expect(String(exportCall?.[0])).toBe(`${listUrl}/export?stage=interview&sort=submitted`);
    expect(exportCall?.[1]?.headers).toEqual({ authorization: 'Bearer token-1' });
  });

  it("opens an application, shows its answers and others' scores, and saves the caller's scores", async () => {
    const fetch = open({ canManage: false }, undefined, { [`PUT ${reviewUrl}`]: ok(null) });
    fireEvent.click(await screen.findByRole('button', { name: 'Solar Sprout' }));
    const drawer = await screen.findByRole('dialog', { name: 'Solar Sprout' });
    expect(await within(drawer).findByText('Company name')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Scores (1)' }));
    const scores = await within(drawer).findByRole('table', { name: "Reviewers' scores" });
    expect(within(scores).getByText('Meera Rao')).toBeTruthy();
    const form = within(drawer).getByRole('form', { name: 'Your review' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save my review' }));
    expect(await within(form).findByText('Score Team from 0 to 10')).toBeTruthy();
    expect(sentBodies(fetch, 'PUT', reviewUrl)).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/^Team \(0 to 10\)/), { target: { value: '7' } });
    fireEvent.change(within(form).getByLabelText(/^Market \(0 to 5\)/), { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText(/^Comment/), { target: { value: 'Clear plan.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save my review' }));
    await waitFor(() => expect(sentBodies(fetch, 'PUT', reviewUrl)).toHaveLength(1));
    expect(sentBodies(fetch, 'PUT', reviewUrl)[0]).toEqual({ scores: { team: 7, market: 4 }, comment: 'Clear plan.' });
  });

  it('sends a document back only with a reason', async () => {
    const fetch = open({ canManage: false }, `?family=application&application=${applicationUuid}`, {
      [`PATCH ${documentUrl}`]: ok(null),
    });
    const drawer = await screen.findByRole('dialog', { name: 'Solar Sprout' });
    fireEvent.click(await within(drawer).findByRole('tab', { name: 'Documents (1 to check)' }));
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Send back Pitch deck' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send back' }));
    expect(await within(drawer).findByText('Say why the document is sent back')).toBeTruthy();
    expect(sentBodies(fetch, 'PATCH', documentUrl)).toHaveLength(0);
    fireEvent.change(within(drawer).getByLabelText(/^Why is Pitch deck sent back/), {
      target: { value: 'Slide 4 is missing.' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(sentBodies(fetch, 'PATCH', documentUrl)).toHaveLength(1));
    expect(sentBodies(fetch, 'PATCH', documentUrl)[0]).toEqual({ status: 'rejected', reason: 'Slide 4 is missing.' });
  });
});
