import { screen, within } from '@testing-library/react';
import { pitchErrors } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { serve } from '../../../test/serve.ts';
import { one, pitchFiles, refusal } from '../pitch-fixture.ts';
import { getsOf, pitchTestHooks, profileAnswer, renderPitchPage } from '../pitch-test-hooks.tsx';
import { PitchDeckPage } from './pitch-deck-page.tsx';

const show = () => renderPitchPage(<PitchDeckPage />, { path: '/pitch-deck', route: '/pitch-deck' });

describe('the pitch deck home', () => {
  pitchTestHooks('startup');

  it('shows each kind with its progress, its compiled pitch and its state, and leads to its recorder', async () => {
    serve({ ...profileAnswer('startup', true), 'GET /api/v1/pitch-deck': one(pitchFiles()) });
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Pitch deck' })).toBeTruthy();

    const fundraising = await screen.findByRole('region', { name: 'Fundraising pitch' });
    expect(within(fundraising).getByText('Recorded 2 of 3 topics')).toBeTruthy();
    expect(within(fundraising).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
    expect(within(fundraising).getByText('Not compiled yet')).toBeTruthy();
    const record = within(fundraising).getByRole('link', { name: 'Record the fundraising pitch' });
    expect(record.getAttribute('href')).toBe('/startups/edit/pitch-deck/fundraising-pitch');

    const sales = screen.getByRole('region', { name: 'Sales pitch' });
    const video = within(sales).getByLabelText('Sales pitch of Acme Robotics');
    expect(video.getAttribute('src')).toBe('/api/v1/files/pitch/sales.mp4');
    expect(video.getAttribute('poster')).toBe('/api/v1/files/pitch/sales.jpg');
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(within(sales).getByText('Ready')).toBeTruthy();

    const hiring = screen.getByRole('region', { name: 'Hiring pitch' });
    expect(within(hiring).getByText('Recorded 0 of 1 topic')).toBeTruthy();
  });

  it('says a compile is under way or failed, and why', async () => {
    serve({
      ...profileAnswer('startup', true),
      'GET /api/v1/pitch-deck': one(
        pitchFiles({
          'fundraising-pitch': { compile: { status: 'failed', failure: 'The Solution clip could not be read.' } },
          'hiring-pitch': { compile: { status: 'compiling' } },
        }),
      ),
    });
    show();
    const fundraising = await screen.findByRole('region', { name: 'Fundraising pitch' });
    expect(within(fundraising).getByText('The Solution clip could not be read.')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Hiring pitch' })).getByText('Compiling your pitch…'),
    ).toBeTruthy();
  });

  it('says the spec’s words when the pitch deck cannot be fetched', async () => {
    serve({ ...profileAnswer('startup', true), 'GET /api/v1/pitch-deck': refusal(404, 'Not found') });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain(pitchErrors.fetch);
  });

  it('tells a profile that does not record pitches who does, without asking for a pitch', async () => {
    const fetch = serve({ ...profileAnswer('investor', false) });
    show();
    expect(await screen.findByText('Pitch decks are recorded by startups.')).toBeTruthy();
    expect(screen.getByText(/Your investor profile cannot record one/)).toBeTruthy();
    expect(getsOf(fetch, '/api/v1/pitch-deck')).toBe(0);
  });

  it('asks a visitor to sign in', () => {
    sessionStore.clear();
    serve({});
    show();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Sign in to record your pitch deck')).toBeTruthy();
  });
});
