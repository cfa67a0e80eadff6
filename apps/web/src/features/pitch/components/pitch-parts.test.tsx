import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PublicProfile } from '@ventura/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { startupPitchesQuery } from '../api.ts';
import { compileOf, one, pitchFiles, refusal, startupUuid } from '../pitch-fixture.ts';
import { pitchTestHooks } from '../pitch-test-hooks.tsx';
import { kindViewOf } from '../status.ts';
import { StartupPitches } from './startup-pitches.tsx';
import { TopicList } from './topic-list.tsx';

const acme: PublicProfile = {
  uuid: startupUuid,
  accountType: 'startup',
  label: 'Startup',
  investorType: null,
  name: 'Acme Robotics',
  personName: null,
  tagline: null,
  logo: null,
  avatar: null,
  slug: 'acme-robotics',
  profileUrl: `/startups/profile/${startupUuid}/acme-robotics`,
  shortUrl: '/p/acme',
  userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  totalViews: 0,
  viewer: 'anonymous',
  values: {},
  lists: {},
  withheld: [],
  can: { edit: false, connect: false, message: false },
};

/** Says when the startup's pitches have been answered (the same query as the section's). */
function Settled() {
  const pitches = useQuery(startupPitchesQuery(startupUuid));
  return pitches.isPending ? null : <p>settled</p>;
}

const pitchesUrl = `GET /api/v1/pitch-deck/startup/${startupUuid}`;

describe('the topic list', () => {
  pitchTestHooks('startup');

  it('lists the topics in order with their suggested length and state, the chosen one marked', () => {
    const view = kindViewOf(pitchFiles(), 'fundraising-pitch');
    const onSelect = vi.fn();
    renderPage(<TopicList topics={view?.topics ?? []} selected={12} onSelect={onSelect} />);
    const list = screen.getByRole('navigation', { name: 'Topics' });
    const topics = within(list).getAllByRole('button');
    expect(topics.map((topic) => topic.textContent)).toEqual([
      '1. ProblemSuggested 1:00Ready',
      '2. SolutionSuggested 1:00Processing',
      '3. The askSuggested 0:30Failed',
    ]);
    expect(topics.map((topic) => topic.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    fireEvent.click(within(list).getByRole('button', { name: /The ask/ }));
    expect(onSelect).toHaveBeenCalledWith(13);
  });

  it('says Not recorded for a topic without a clip', () => {
    const view = kindViewOf(pitchFiles(), 'hiring-pitch');
    renderPage(<TopicList topics={view?.topics ?? []} selected={31} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: /Team/ }).textContent).toContain('Not recorded');
  });
});

describe('the pitches on a startup’s profile', () => {
  pitchTestHooks('investor');

  it('plays each compiled pitch with its poster, named for the startup', async () => {
    serve({
      [pitchesUrl]: one({
        startupUuid,
        startupName: 'Acme Robotics',
        formattedResults: [
          {
            ...compileOf('fundraising-pitch', { status: 'ready', seconds: 150 }),
            videoUrl: '/api/v1/files/pitch/f.mp4',
            posterUrl: '/api/v1/files/pitch/f.jpg',
            title: 'Fundraising pitch',
          },
          {
            ...compileOf('hiring-pitch', { status: 'ready' }),
            videoUrl: '/api/v1/files/pitch/h.mp4',
            posterUrl: null,
            title: 'Hiring pitch',
          },
        ],
      }),
    });
    renderPage(<StartupPitches profile={acme} />);
    const section = await screen.findByRole('region', { name: 'Pitch videos' });
    const fundraising = within(section).getByLabelText('Fundraising pitch of Acme Robotics');
    expect(fundraising.getAttribute('poster')).toBe('/api/v1/files/pitch/f.jpg');
    expect(fundraising.getAttribute('preload')).toBe('metadata');
    expect(within(section).getByLabelText('Hiring pitch of Acme Robotics').hasAttribute('poster')).toBe(false);
    expect(within(section).getByText('· 2:30')).toBeTruthy();
  });

  it('shows nothing when the startup has no pitch, or when the server keeps them to its team', async () => {
    for (const answer of [
      one({ startupUuid, startupName: 'Acme Robotics', formattedResults: [] }),
      refusal(404, 'Nope'),
    ]) {
      serve({ [pitchesUrl]: answer });
      const { container, unmount } = renderPage(
        <>
          <StartupPitches profile={acme} />
          <Settled />
        </>,
      );
      expect(await screen.findByText('settled')).toBeTruthy();
      expect(container.querySelector('section')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
    }
  });
});
