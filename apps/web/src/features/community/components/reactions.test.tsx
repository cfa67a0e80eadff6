import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { type ReactionType, reactionTypes } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { asha, ravi } from '../community-fixture.ts';
import { ReactButton } from './react-button.tsx';
import { ReactionCount } from './reaction-count.tsx';
import { ReactorsDialog } from './reactors-dialog.tsx';

/** An emoji drawn as text: a blank box on a machine without a colour-emoji font. */
const emoji = /\p{Extended_Pictographic}/u;

/** The reaction an element draws, by the icon it holds (none for text alone). */
const iconsIn = (element: Element) =>
  [...element.querySelectorAll('svg[data-reaction]')].map((svg) => svg.getAttribute('data-reaction'));

const counts = (given: Partial<Record<ReactionType, number>>) =>
  Object.fromEntries(reactionTypes.map((type) => [type, given[type] ?? 0])) as Record<ReactionType, number>;

describe('reactions on the wall', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('draws each reaction of the picker as an icon, named by its words', async () => {
    const { container } = renderPage(<ReactButton mine="insightful" onReact={() => {}} what="the post by Ravi Shah" />);
    const button = screen.getByRole('button', { name: 'Insightful', pressed: true });
    expect(iconsIn(button)).toEqual(['insightful']);
    fireEvent.click(screen.getByRole('button', { name: 'Choose a reaction to the post by Ravi Shah' }));
    const picker = await screen.findByRole('group', { name: 'Reactions' });
    for (const [type, label] of [
      ['like', 'Like'],
      ['celebrate', 'Celebrate'],
      ['support', 'Support'],
      ['insightful', 'Insightful'],
      ['curious', 'Curious'],
    ] as const) {
      expect(iconsIn(within(picker).getByRole('button', { name: `React with ${label}` }))).toEqual([type]);
    }
    expect(container.textContent).not.toMatch(emoji);
    expect(document.body.textContent).not.toMatch(emoji);
  });

  it('shows a comment’s own reaction as an icon and its words, and nothing but words before one', () => {
    renderPage(<ReactButton mine={null} onReact={() => {}} what="Ravi’s comment" compact />);
    expect(iconsIn(screen.getByRole('button', { name: 'Like', pressed: false }))).toEqual([]);
    cleanup();
    renderPage(<ReactButton mine="celebrate" onReact={() => {}} what="Ravi’s comment" compact />);
    const celebrate = screen.getByRole('button', { name: 'Celebrate', pressed: true });
    expect(iconsIn(celebrate)).toEqual(['celebrate']);
    expect(celebrate.textContent).not.toMatch(emoji);
  });

  it('counts reactions with the icons of the most given ones, and says them in words', () => {
    renderPage(<ReactionCount reactions={counts({ like: 2, support: 1 })} total={3} onOpen={() => {}} />);
    const count = screen.getByRole('button', { name: '3 reactions: Like, Support. See who reacted' });
    expect(iconsIn(count)).toEqual(['like', 'support']);
    expect(count.textContent).toBe('3');
  });

  it('lists who reacted, each with the icon of their reaction and its name', async () => {
    serve({
      'GET /api/v1/posts/p1/react/all': {
        status: 200,
        body: {
          data: {
            items: [
              { profile: asha, type: 'curious', createdAt: '2026-11-01T10:00:00.000Z' },
              { profile: ravi, type: 'celebrate', createdAt: '2026-11-01T09:00:00.000Z' },
            ],
            total: 2,
            pageNumber: 1,
            limit: 30,
          },
        },
      },
    });
    renderPage(<ReactorsDialog postUuid="p1" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reactions' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => iconsIn(row))).toEqual([['curious'], ['celebrate']]);
    expect(within(rows[0] as HTMLElement).getByText('Curious')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(emoji);
  });
});
