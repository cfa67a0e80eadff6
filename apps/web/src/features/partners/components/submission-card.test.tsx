import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { PublicProfile } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { SubmissionCard } from './submission-card.tsx';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const submissionUrl = `/api/v1/partners/public/submission/${uuid}`;

const ignite = (viewer: PublicProfile['viewer']): PublicProfile => ({
  uuid,
  accountType: 'partner',
  label: 'Partner',
  investorType: null,
  name: 'Ignite Incubator',
  personName: 'Kwame Mensah',
  tagline: null,
  logo: null,
  avatar: null,
  slug: 'ignite-incubator',
  profileUrl: `/partners/${uuid}/ignite-incubator`,
  shortUrl: '/p/0a1b2c3d4e',
  userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  totalViews: 4,
  viewer,
  values: {},
  lists: {},
  withheld: [],
  can: { edit: viewer === 'owner', connect: false, message: false },
});

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SubmissionCard', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it("sends a visitor's startup without a session and shows the partner's thanks in place of the form", async () => {
    const fetch = serve({
      [`POST ${submissionUrl}`]: {
        status: 201,
        body: {
          data: { partner: 'Ignite Incubator' },
          message: 'Thank you. Ignite Incubator will review your startup and write to you.',
        },
      },
    });
    renderPage(<SubmissionCard profile={ignite('anonymous')} />);
    const card = screen.getByRole('region', { name: 'Submit your startup' });
    fireEvent.click(within(card).getByRole('button', { name: 'Submit startup' }));
    expect(within(card).getByText('Tell the partner in a sentence or two what your startup does')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fill(/Startup name/, 'SolarKart');
    fill(/Your name/, 'Neha Joshi');
    fill(/Your email/, 'Neha@SolarKart.test');
    fill(/What does your startup do/, 'We build solar cold storage for farmers.');
    fireEvent.click(within(card).getByRole('button', { name: 'Submit startup' }));
    expect(
      await within(card).findByText('Thank you. Ignite Incubator will review your startup and write to you.'),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Submit startup' })).toBeNull();
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      startupName: 'SolarKart',
      founderName: 'Neha Joshi',
      email: 'Neha@SolarKart.test',
      message: 'We build solar cold storage for farmers.',
    });
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('says so when the partner is gone', async () => {
    serve({
      [`POST ${submissionUrl}`]: { status: 404, body: { message: 'Partner not found', errors: ['Partner not found'] } },
    });
    renderPage(<SubmissionCard profile={ignite('member')} />);
    fill(/Startup name/, 'SolarKart');
    fill(/Your name/, 'Neha Joshi');
    fill(/Your email/, 'neha@solarkart.test');
    fill(/What does your startup do/, 'We build solar cold storage for farmers.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit startup' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Partner not found');
  });

  it('is not shown to the partner on its own page', () => {
    renderPage(<SubmissionCard profile={ignite('owner')} />);
    expect(screen.queryByRole('region', { name: 'Submit your startup' })).toBeNull();
  });
});
