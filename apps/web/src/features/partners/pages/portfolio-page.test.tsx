import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PortfolioPage as Page } from '@ventura/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { entryFixture } from '../../../test/portfolio-fixture.ts';
import { partnerProfileFixture, partnerSession } from '../../../test/profile-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { PortfolioPage } from './portfolio-page.tsx';

const portfolioUrl = '/api/v1/partners/startups';
const submitted = entryFixture({
  id: 'e2',
  startupName: 'AgriSense',
  founderName: 'Tomi Ade',
  email: 'tomi@agrisense.test',
  status: 'submitted',
  source: 'submission',
  invitedAt: null,
  expiresAt: null,
});
const page = (items: Page['items'], blockedReason: string | null = null): Page => ({
  items,
  total: items.length,
  pageNumber: 1,
  limit: 20,
  counts: { submitted: 1, invited: 1, joined: 0, declined: 0 },
  can: { invite: blockedReason === null },
  blockedReason,
});
const empty: Page = { ...page([]), counts: { submitted: 0, invited: 0, joined: 0, declined: 0 } };

const open = (answers: Record<string, Answer>, approvalStatus: 'approved' | 'submitted' = 'approved') => {
  const fetch = serve({
    'GET /api/v1/users/profile': { status: 200, body: { data: partnerProfileFixture({ approvalStatus }) } },
    ...answers,
  });
  renderPage(<PortfolioPage />, { path: '/partners/startups' });
  return fetch;
};

describe('PortfolioPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => sessionStore.signIn(partnerSession));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('lists the entries with their state and the actions each allows', async () => {
    const fetch = open({ [`GET ${portfolioUrl}`]: { status: 200, body: { data: page([entryFixture(), submitted]) } } });
    // Invitations are offered once the profile is known to be approved.
    expect(await screen.findByRole('button', { name: 'Add startup' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Startups' });
    const [solar, agri] = within(list).getAllByRole('listitem');
    if (!solar || !agri) throw new Error('two entries expected');
    expect(within(solar).getByText('Invited')).toBeTruthy();
    expect(within(solar).getByText('Invited on 20 Nov 2026 · open until 20 Dec 2026 · Added by you')).toBeTruthy();
    expect(within(solar).getByRole('button', { name: 'Resend invitation to SolarKart' })).toBeTruthy();
    expect(within(solar).getByRole('button', { name: 'Withdraw invitation to SolarKart' })).toBeTruthy();
    expect(within(agri).getByRole('button', { name: 'Invite AgriSense' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Submitted (1)' })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(`${portfolioUrl}?pageNumber=1&limit=20`);
  });

  it('asks for one state when its tab is chosen', async () => {
    const fetch = open({ [`GET ${portfolioUrl}`]: { status: 200, body: { data: page([entryFixture(), submitted]) } } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Submitted (1)' }));
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
        `${portfolioUrl}?pageNumber=1&limit=20&status=submitted`,
      ),
    );
  });

  it('says why a partner whose profile waits for approval cannot add or invite', async () => {
    const reason = 'Your partner profile must be approved before you add startups';
    open({ [`GET ${portfolioUrl}`]: { status: 200, body: { data: page([submitted], reason) } } }, 'submitted');
    expect(await screen.findByText('You cannot add startups yet')).toBeTruthy();
    expect(
      screen.getByText(
        `${reason}. Until then, you can look through your portfolio but not add to it or send invitations.`,
      ),
    ).toBeTruthy();
    await screen.findByRole('list', { name: 'Startups' });
    expect(screen.queryByRole('button', { name: 'Add startup' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite AgriSense' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove AgriSense' })).toBeTruthy();
  });

  it('explains the portfolio while it is empty', async () => {
    open({ [`GET ${portfolioUrl}`]: { status: 200, body: { data: empty } } });
    expect(await screen.findByRole('heading', { name: 'Your portfolio is empty' })).toBeTruthy();
    expect(screen.getByText('Add a startup by hand, or import many at once from a CSV.')).toBeTruthy();
  });

  it("adds a startup, putting the server's field errors back on the form", async () => {
    const fetch = open({
      [`GET ${portfolioUrl}`]: { status: 200, body: { data: empty } },
      'POST /api/v1/partners/add-startup': {
        status: 400,
        body: { message: 'Invalid request', errors: ['body.email: This address does not take email'] },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add startup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a startup' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Enter the startup name')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Startup name/), { target: { value: 'SolarKart' } });
    fireEvent.change(within(dialog).getByLabelText(/Founder's name/), { target: { value: 'Neha Joshi' } });
    fireEvent.change(within(dialog).getByLabelText(/Founder's email/), { target: { value: 'neha@solarkart.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This address does not take email')).toBeTruthy();
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      startupName: 'SolarKart',
      founderName: 'Neha Joshi',
      email: 'neha@solarkart.test',
    });
  });

  it('checks a CSV before sending it, and shows the report of what was refused', async () => {
    const fetch = open({
      [`GET ${portfolioUrl}`]: { status: 200, body: { data: empty } },
      'POST /api/v1/partners/upload/csv': {
        status: 200,
        body: {
          message: '2 startups imported, 1 row refused',
          data: {
            rows: 3,
            imported: [
              { row: 2, startupName: 'A', email: 'a@a.test' },
              { row: 3, startupName: 'B', email: 'b@b.test' },
            ],
            refused: [{ row: 4, startupName: 'C', email: 'nope', errors: ['email: Enter a valid email address'] }],
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const panel = screen.getByRole('region', { name: 'Import startups from a CSV' });
    const input = panel.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'startups.xlsx')] } });
    expect(await within(panel).findByText('Choose a CSV file (a name ending in .csv).')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { files: [new File(['startup_name,founder_name,email\n'], 'startups.csv')] } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Import' }));
    expect(await within(panel).findByText('2 startups imported, 1 row refused')).toBeTruthy();
    const refused = within(panel).getByRole('table', { name: 'Refused rows (1)' });
    const row = within(refused).getAllByRole('row')[1];
    if (!row) throw new Error('no refused row');
    expect(within(row).getByRole('rowheader').textContent).toBe('4');
    expect(within(row).getByText('email: Enter a valid email address')).toBeTruthy();
    const upload = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/partners/upload/csv');
    expect(upload?.[1]?.body).toBeInstanceOf(FormData);
  });
});
