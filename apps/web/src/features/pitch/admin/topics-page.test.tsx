import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PitchCategory, PitchTopic } from '@ventura/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../core/notify.ts';
import { sessionStore } from '../../../core/session.ts';
import { operatorSession } from '../../../test/console-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { PitchTopicsPage } from './topics-page.tsx';

const topicOf = (id: number, title: string, seconds: number, prompt: string | null = null): PitchTopic => ({
  id,
  code: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  prompt,
  seconds,
});
const problem = topicOf(1, 'The problem', 60, 'Who hurts, and how much?');
const solution = topicOf(2, 'Your solution', 90);
const ask = topicOf(5, 'The ask', 45, 'How much, and what for');

const categories = (fundraising: PitchTopic[] = [ask, problem, solution]): PitchCategory[] => [
  { id: 1, kind: 'fundraising-pitch', title: 'Fundraising pitch', description: 'For investors', topics: fundraising },
  { id: 2, kind: 'sales-pitch', title: 'Sales pitch', description: null, topics: [] },
  { id: 3, kind: 'hiring-pitch', title: 'Hiring pitch', description: null, topics: [topicOf(9, 'Our culture', 120)] },
];

const topicsUrl = '/api/v1/pitch-deck/topics';
const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });

const open = (answers: Record<string, Answer> = {}, path = '/admin/pitch-topics') => {
  const fetch = serve({ [`GET ${topicsUrl}`]: ok(categories()), ...answers });
  renderPage(<PitchTopicsPage />, { path });
  return fetch;
};

const sent = (fetch: ReturnType<typeof serve>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

const row = async (title: string) => {
  const cell = await screen.findByRole('rowheader', { name: title });
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row of ${title}`);
  return tr;
};

/** The success toasts (the page renders without the notifications host). */
const spyOnSuccess = () => vi.spyOn(notify, 'success').mockImplementation(() => '');
let success: ReturnType<typeof spyOnSuccess>;

describe('PitchTopicsPage', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => {
    sessionStore.signIn(operatorSession);
    success = spyOnSuccess();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('lists each kind’s topics ordered by id, with prompt and length as m:ss', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Pitch topics' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: /3 topics of the fundraising pitch/ });
    const titles = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(titles).toEqual(['The problem', 'Your solution', 'The ask']);
    const first = await row('The problem');
    expect(within(first).getByText('Who hurts, and how much?')).toBeTruthy();
    expect(within(first).getByText('1:00')).toBeTruthy();
    expect(within(await row('Your solution')).getByText('1:30')).toBeTruthy();
    expect(within(await row('Your solution')).getByText('No prompt')).toBeTruthy();
    expect(within(await row('The ask')).getByText('0:45')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Sales pitch' }));
    expect(await screen.findByText(/No topics yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('form', { name: 'Add a topic to the sales pitch' })).toBeTruthy();
  });

  it('opens the kind named in the address', async () => {
    open({}, '/admin/pitch-topics?kind=hiring-pitch');
    expect(await screen.findByRole('rowheader', { name: 'Our culture' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Hiring pitch' }).getAttribute('aria-selected')).toBe('true');
    expect(within(await row('Our culture')).getByText('2:00')).toBeTruthy();
  });

  it('says so when the topics cannot be loaded', async () => {
    open({ [`GET ${topicsUrl}`]: { status: 500, body: { message: 'Database unavailable', errors: [] } } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The pitch topics could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('adds a topic at the end of the kind, checked before it goes', async () => {
    const added = topicOf(6, 'Traction', 75, null);
    const fetch = open({ 'POST /api/v1/pitch-deck/topics': ok(added, 201) });
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Add a topic to the fundraising pitch' });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    const seconds = within(form).getByRole('textbox', { name: /^Suggested length/ });
    fireEvent.change(title, { target: { value: 'T' } });
    fireEvent.change(seconds, { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add topic' }));
    expect(await within(form).findByText('A title has at least 2 characters')).toBeTruthy();
    expect(within(form).getByText('At least 10 seconds')).toBeTruthy();
    expect(seconds.getAttribute('aria-invalid')).toBe('true');
    expect(sent(fetch, 'POST', '/api/v1/pitch-deck/topics')).toHaveLength(0);

    fireEvent.change(title, { target: { value: '  Traction ' } });
    fireEvent.change(seconds, { target: { value: '75' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add topic' }));
    await waitFor(() =>
      expect(sent(fetch, 'POST', '/api/v1/pitch-deck/topics')).toEqual([
        { kind: 'fundraising-pitch', title: 'Traction', prompt: null, seconds: 75 },
      ]),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Traction added at the end of the fundraising pitch.'));
    await waitFor(() => expect(title).toHaveProperty('value', ''));
  });

  it('edits a topic in a dialog, each problem on its field, the server’s too', async () => {
    const fetch = open({
      'PATCH /api/v1/pitch-deck/topics/2': {
        status: 400,
        body: { message: 'Invalid request', errors: ['body.prompt: A prompt is at most 300 characters'] },
      },
    });
    fireEvent.click(within(await row('Your solution')).getByRole('button', { name: 'Edit Your solution' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Your solution' });
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    const seconds = within(dialog).getByRole('textbox', { name: /^Suggested length/ });
    expect(title).toHaveProperty('value', 'Your solution');
    expect(seconds).toHaveProperty('value', '90');
    fireEvent.change(seconds, { target: { value: '900' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save topic' }));
    expect(await within(dialog).findByText('At most 600 seconds')).toBeTruthy();
    expect(seconds.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-invalid')).not.toBe('true');
    expect(sent(fetch, 'PATCH', '/api/v1/pitch-deck/topics/2')).toHaveLength(0);

    fireEvent.change(seconds, { target: { value: '120' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Prompt/ }), {
      target: { value: 'What you built' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save topic' }));
    expect(await within(dialog).findByText('A prompt is at most 300 characters')).toBeTruthy();
    expect(sent(fetch, 'PATCH', '/api/v1/pitch-deck/topics/2')).toEqual([
      { title: 'Your solution', prompt: 'What you built', seconds: 120 },
    ]);

    fetch.mockImplementationOnce(
      async () => new Response(JSON.stringify({ data: { ...solution, prompt: 'What you built', seconds: 120 } })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save topic' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith('Your solution saved.');
  });

  it('removes a topic after asking, and shows the server’s 409 in the dialog', async () => {
    const refusal = 'Founders have recorded this topic: it cannot be removed';
    const fetch = open({
      'DELETE /api/v1/pitch-deck/topics/1': { status: 409, body: { message: refusal, errors: [refusal] } },
    });
    fireEvent.click(within(await row('The problem')).getByRole('button', { name: 'Remove The problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove The problem?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove topic' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(refusal);
    expect(sent(fetch, 'DELETE', '/api/v1/pitch-deck/topics/1')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Remove The problem?' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await row('The problem')).toBeTruthy();
  });

  it('removes a topic nobody recorded', async () => {
    const fetch = open();
    fireEvent.click(within(await row('The ask')).getByRole('button', { name: 'Remove The ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove The ask?' });
    fetch.mockImplementation(async (_input, init) => {
      if ((init?.method ?? 'GET') === 'DELETE') return new Response(null, { status: 204 });
      return new Response(JSON.stringify({ data: categories([problem, solution]) }));
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove topic' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith('The ask removed from the fundraising pitch.');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'The ask' })).toBeNull());
    expect(screen.getByRole('table', { name: /2 topics of the fundraising pitch/ })).toBeTruthy();
  });
});
