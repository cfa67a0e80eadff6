import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Milestone } from '@ventura/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../test/render.tsx';
import { type Answer, serve } from '../../test/serve.ts';
import { signInFixture } from '../../test/session-fixture.ts';
import { OperatorMilestonesPage } from './admin/console-page.tsx';
import { MilestonesPage } from './pages/milestones-page.tsx';

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const page = <T,>(items: T[]) => ({ items, total: items.length, pageNumber: 1, limit: 20 });
const counts = { planned: 0, in_progress: 1, completed: 0, confirmed: 1, overdue: 1 };

const milestone = (changes: Partial<Milestone> = {}): Milestone => ({
  uuid: '0b7c3d2e-1f4a-4b5c-8d6e-7f8a9b0c1d2e',
  title: 'Close the seed round',
  category: 'fundraising',
  description: 'Signed term sheets.',
  dueOn: '2026-01-10',
  status: 'in_progress',
  overdue: true,
  startup: { uuid: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'GreenLeaf' },
  confirmedBy: 'operators',
  program: null,
  templateUuid: null,
  evidence: { text: '', url: null, fileName: null, fileUrl: null },
  completedAt: null,
  confirmedAt: null,
  reviewerName: null,
  reviewerNote: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  can: { edit: true, remove: true, start: false, complete: true, review: false },
  ...changes,
});

describe('milestone pages', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(signInFixture);
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('shows a startup its milestones with counts, Overdue, the reviewer’s note, and asks for evidence', async () => {
    const fetch = serve({
      'GET /api/v1/milestones/access': ok({ keeps: true, keepsNot: null, confirms: false }),
      'GET /api/v1/milestones': ok({
        ...page([
          milestone({ reviewerNote: 'Add the signed term sheets.', reviewerName: 'Dev Mentor' }),
          milestone({
            uuid: '1c8d4e3f-2a5b-4c6d-9e7f-8a9b0c1d2e3f',
            title: 'First 100 farmers',
            status: 'confirmed',
            overdue: false,
            can: { edit: false, remove: false, start: false, complete: false, review: false },
          }),
        ]),
        counts,
      }),
    });
    renderPage(<MilestonesPage />, { path: '/milestones' });
    const seed = await screen.findByRole('article', { name: 'Close the seed round' });
    expect(within(seed).getByText('Overdue')).toBeTruthy();
    expect(within(seed).getByText('In progress')).toBeTruthy();
    expect(within(seed).getByText('Add the signed term sheets.')).toBeTruthy();
    expect(within(seed).getByText('Note from Dev Mentor')).toBeTruthy();
    const done = screen.getByRole('article', { name: 'First 100 farmers' });
    expect(within(done).getByText('Confirmed')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(within(done).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'To confirm' })).toBeNull();
    const byStatus = screen.getByRole('list', { name: 'Milestones by status' });
    expect(within(byStatus).getAllByRole('listitem')).toHaveLength(5);

    fireEvent.click(within(seed).getByRole('button', { name: 'Complete' }));
    const form = await screen.findByRole('form', { name: 'Complete milestone' });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit evidence' }));
    expect(await within(form).findByText('Give evidence: a few words, a link or a file')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Link' }), { target: { value: 'not a link' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit evidence' }));
    expect(await within(form).findByText('Enter a web address starting with http:// or https://')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('tells a profile that keeps no milestones why, and shows a reviewer what waits for them', async () => {
    serve({
      'GET /api/v1/milestones/access': ok({
        keeps: false,
        keepsNot: 'Milestones are kept by approved startups',
        confirms: false,
      }),
    });
    renderPage(<MilestonesPage />, { path: '/milestones' });
    expect(await screen.findByText('Milestones are for startups')).toBeTruthy();
    expect(screen.getByText('Milestones are kept by approved startups')).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();

    serve({
      'GET /api/v1/milestones/access': ok({
        keeps: false,
        keepsNot: 'Milestones are kept by approved startups',
        confirms: true,
      }),
      'GET /api/v1/milestones/to-confirm': ok(
        page([
          milestone({
            status: 'completed',
            overdue: false,
            confirmedBy: 'program',
            program: { uuid: 'b1b2c3d4-0000-4000-8000-000000000002', name: 'Climate Accelerator' },
            evidence: {
              text: 'Deck attached.',
              url: null,
              fileName: 'deck.pdf',
              fileUrl: '/api/v1/milestones/x/evidence',
            },
            can: { edit: false, remove: false, start: false, complete: false, review: true },
          }),
        ]),
      ),
    });
    renderPage(<MilestonesPage />, { path: '/milestones' });
    const waiting = await screen.findByRole('article', { name: 'Close the seed round' });
    expect(screen.getByRole('tab', { name: 'To confirm', selected: true })).toBeTruthy();
    expect(within(waiting).getByText('GreenLeaf')).toBeTruthy();
    expect(within(waiting).getByText('Deck attached.')).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Download deck.pdf' })).toBeTruthy();
    expect(within(waiting).getByText(/Reviewed by Climate Accelerator’s reviewers/)).toBeTruthy();
    fireEvent.click(within(waiting).getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('form', { name: 'Review milestone' });
    fireEvent.click(within(review).getByRole('button', { name: 'Send back' }));
    expect(await within(review).findByText('Tell the startup what is missing')).toBeTruthy();
  });

  it('shows operators each startup’s progress, and one startup’s milestones on a click', async () => {
    serve({
      'GET /api/v1/admin/milestones/progress': ok(
        page([
          {
            startup: { uuid: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'GreenLeaf' },
            counts,
            total: 2,
            lastUpdate: '2026-01-02T10:00:00.000Z',
          },
        ]),
      ),
      'GET /api/v1/admin/milestones': ok({
        ...page([milestone({ can: { edit: false, remove: false, start: false, complete: false, review: false } })]),
        startup: { uuid: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'GreenLeaf' },
      }),
    });
    renderPage(<OperatorMilestonesPage />, { path: '/admin/milestones' });
    const table = await screen.findByRole('table', { name: 'Progress by startup' });
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['GreenLeaf', '0', '1', '0', '1', '1', '2 Jan 2026']);
    fireEvent.click(within(row).getByRole('button', { name: 'GreenLeaf' }));
    expect(await screen.findByRole('heading', { name: 'GreenLeaf' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Close the seed round' })).toBeTruthy();
  });
});
