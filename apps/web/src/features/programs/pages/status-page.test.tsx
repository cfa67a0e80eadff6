import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import {
  applicationUuid,
  codeUrl,
  detailsFixture,
  detailsUrl,
  ok,
  programDocumentFixture,
  programFixture,
  sentBodies,
  signInAsStartup,
} from '../programs-fixture.ts';
import { ApplicationStatusPage } from './status-page.tsx';

const sent = { uuid: applicationUuid, status: 'in_review' as const, stage: 'interview' as const, progress: 100 };
const withdrawUrl = `/api/v1/programs-management/applications/${applicationUuid}/withdraw`;
const rejectedDocument = '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968';

const inInterview = detailsFixture({
  status: 'in_review',
  stage: 'interview',
  progress: 100,
  submittedAt: '2026-11-05T09:00:00.000Z',
  history: [
    { at: '2026-11-05T09:00:00.000Z', stage: 'application', status: 'in_review', message: null },
    { at: '2026-11-09T09:00:00.000Z', stage: 'screening', status: 'in_review', message: null },
    {
      at: '2026-11-12T09:00:00.000Z',
      stage: 'interview',
      status: 'in_review',
      message: 'Please bring your CTO to the interview.',
    },
  ],
  documents: [
    programDocumentFixture({
      status: 'accepted',
      file: {
        name: 'deck.pdf',
        kind: 'pdf',
        size: 204_800,
        url: '/api/v1/programs-management/documents/x/file',
        uploadedAt: '2026-11-04T09:00:00.000Z',
      },
    }),
    programDocumentFixture({
      uuid: rejectedDocument,
      key: 'financials',
      stage: 'interview',
      title: 'Financial plan',
      description: '',
      status: 'rejected',
      reason: 'The plan stops at 2027; cover three years.',
    }),
  ],
});

const open = (answers: Record<string, Answer>) => {
  const fetch = serve(answers);
  renderPage(
    <ModalsProvider>
      <Routes>
        <Route path="/programs/:code/status" element={<ApplicationStatusPage />} />
      </Routes>
    </ModalsProvider>,
    { path: '/programs/SEED-2027/status?family=application' },
  );
  return fetch;
};

describe('ApplicationStatusPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => signInAsStartup());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('shows the stage, what happened, the documents of each stage and the answers sent', async () => {
    open({ [codeUrl()]: ok(programFixture({ myApplication: sent })), [`POST ${detailsUrl}`]: ok(inInterview) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your application to Seed Accelerator 2027' }),
    ).toBeTruthy();
    expect(screen.getByText('In review')).toBeTruthy();
    const stages = screen.getByRole('list', { name: 'Stages' });
    const current = within(stages)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toBe('Interviewcurrent stage');
    expect(within(stages).getAllByText('done')).toHaveLength(2);
    expect(screen.getByText('Please bring your CTO to the interview.')).toBeTruthy();
    const application = screen.getByRole('list', { name: 'Documents for application' });
    expect(within(application).getByText('Accepted')).toBeTruthy();
    expect(within(application).getByRole('button', { name: 'Download deck.pdf' })).toBeTruthy();
    expect(within(application).queryByRole('button', { name: /Upload/ })).toBeNull();
    const interview = screen.getByRole('list', { name: 'Documents for interview' });
    expect(within(interview).getByText('Sent back')).toBeTruthy();
    expect(within(interview).getByText('The plan stops at 2027; cover three years.')).toBeTruthy();
    expect(within(interview).getByRole('button', { name: 'Upload: Financial plan' })).toBeTruthy();
    const answers = screen.getByRole('region', { name: 'Your answers' });
    expect(within(answers).getByText('Solar Sprout')).toBeTruthy();
    expect(within(answers).queryByRole('textbox')).toBeNull();
  });

  it('sends a document sent back again', async () => {
    const uploadUrl = `/api/v1/programs-management/documents/${rejectedDocument}/upload`;
    const fetch = open({
      [codeUrl()]: ok(programFixture({ myApplication: sent })),
      [`POST ${detailsUrl}`]: ok(inInterview),
      [`POST ${uploadUrl}`]: ok(programDocumentFixture({ status: 'submitted' })),
    });
    const interview = await screen.findByRole('list', { name: 'Documents for interview' });
    const input = interview.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['plan'], 'plan.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(sentBodies(fetch, 'POST', uploadUrl)).toHaveLength(1));
  });

  it('withdraws the application after asking', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetch = open({
      [codeUrl()]: ok(programFixture({ myApplication: sent })),
      [`POST ${detailsUrl}`]: ok(inInterview),
      [`POST ${withdrawUrl}`]: ok({}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    expect(sentBodies(fetch, 'POST', withdrawUrl)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sentBodies(fetch, 'POST', withdrawUrl)).toHaveLength(1));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your application was withdrawn' })),
    );
  });

  it('offers no withdrawal once decided, and marks where it ended', async () => {
    open({
      [codeUrl()]: ok(programFixture({ myApplication: { ...sent, status: 'rejected' } })),
      [`POST ${detailsUrl}`]: ok({ ...inInterview, status: 'rejected' }),
    });
    expect(await screen.findByText('Not selected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
    expect(screen.getByText('ended here')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload/ })).toBeNull();
  });

  it('leads a draft back to its form', async () => {
    open({
      [codeUrl()]: ok(programFixture({ myApplication: { ...sent, status: 'draft', stage: 'application' } })),
      [`POST ${detailsUrl}`]: ok(detailsFixture()),
    });
    expect(await screen.findByText('Not sent yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue application' }).getAttribute('href')).toBe(
      '/programs/SEED-2027/apply?family=application',
    );
  });
});
