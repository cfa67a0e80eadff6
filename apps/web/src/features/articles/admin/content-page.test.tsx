import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../../../core/notify.ts';
import { consolePageHooks, tableRow } from '../../../test/console-page.ts';
import { renderPage } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { adminArticleFixture, pageOf } from '../articles-fixture.ts';
import { ContentAdminPage } from './content-page.tsx';

const listUrl = '/api/v1/admin/articles/news';
const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });

const open = (answers: Record<string, Answer> = {}) => {
  const fetch = serve({
    [`GET ${listUrl}`]: ok(
      pageOf(
        [
          adminArticleFixture(),
          adminArticleFixture({
            id: 2,
            title: 'Draft news',
            published: false,
            publishAt: null,
            audience: { scope: 'types', types: ['startup', 'mentor'] },
          }),
        ],
        25,
      ),
    ),
    ...answers,
  });
  renderPage(<ContentAdminPage />, { path: '/admin/content?kind=news' });
  return fetch;
};

const sent = (fetch: ReturnType<typeof serve>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

const row = (title: string) => tableRow(title);

describe('ContentAdminPage', { timeout: 30_000 }, () => {
  consolePageHooks();

  it('lists a kind’s items with state and audience, and puts the server’s refusal of a new one on its field', async () => {
    const fetch = open({
      [`POST ${listUrl}`]: {
        status: 400,
        body: { message: 'Invalid request', errors: ['body.title: A news item has this title already'] },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Content' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'News' }).getAttribute('aria-selected')).toBe('true');
    const published = await row('Demo Day 2026 winners');
    expect(within(published).getByText('Published')).toBeTruthy();
    expect(within(published).getByText('Everyone')).toBeTruthy();
    const draft = await row('Draft news');
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByText('Startup, Mentor')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New News' }));
    const dialog = await screen.findByRole('dialog', { name: 'New News' });
    expect(await within(dialog).findByRole('button', { name: 'Bold' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Demo Day 2026 winners' } });
    fireEvent.change(within(dialog).getByLabelText('Summary'), { target: { value: 'Three won.' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Published' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A news item has this title already')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Title/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent(fetch, 'POST', listUrl)).toEqual([
      expect.objectContaining({
        title: 'Demo Day 2026 winners',
        summary: 'Three won.',
        published: true,
        audience: { scope: 'public' },
        publishAt: null,
        fileUrl: null,
      }),
    ]);
  });

  it('deletes an item once confirmed', async () => {
    const fetch = open({ [`DELETE ${listUrl}/2`]: { status: 200, body: {} } });
    fireEvent.click(within(await row('Draft news')).getByRole('button', { name: 'Delete Draft news' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Draft news”?' });
    expect(sent(fetch, 'DELETE', `${listUrl}/2`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Draft news” deleted.'));
    expect(sent(fetch, 'DELETE', `${listUrl}/2`)).toHaveLength(1);
  });
});
