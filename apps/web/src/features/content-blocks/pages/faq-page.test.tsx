import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { contentItemFixture } from '../content-blocks-fixture.ts';
import { FaqPage } from './faq-page.tsx';

const faqUrl = 'GET /api/v1/global/faq';
const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

const question = (id: number, title: string, body: string) =>
  contentItemFixture({ id, slug: `q-${id}`, title, body, imageUrl: null, linkUrl: null });

const questions = [
  question(1, 'Who can apply to the programs?', '<p>Any <strong>registered startup</strong> may apply.</p>'),
  question(2, 'Is there a fee?', '<p>No, joining is free.</p>'),
  question(3, 'How do I book a mentor?', '<p>Open Mentorship Hours and pick a slot.</p>'),
];

describe('FaqPage', { timeout: 20_000 }, () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('opens an answer under its question, and narrows the questions by the words of either', async () => {
    serve({ [faqUrl]: ok(questions) });
    renderPage(<FaqPage />, { path: '/faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    const first = await screen.findByRole('button', { name: 'Who can apply to the programs?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel && within(panel).getByText('registered startup').tagName).toBe('STRONG');
    // The questions are headings of their own, for moving between them.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);

    const search = screen.getByRole('searchbox', { name: 'Search the questions' });
    fireEvent.change(search, { target: { value: 'FREE' } });
    expect(screen.getByRole('button', { name: 'Is there a fee?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Who can apply to the programs?' })).toBeNull();
    expect(screen.getByText('1 of 3 questions match')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'mentor slot' } });
    expect(screen.getByRole('button', { name: 'How do I book a mentor?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Is there a fee?' })).toBeNull();

    fireEvent.change(search, { target: { value: 'visa' } });
    expect(screen.getByText('No question matches this search.')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('says when there are no questions yet, and offers to try again when they could not be loaded', async () => {
    serve({ [faqUrl]: ok([]) });
    renderPage(<FaqPage />, { path: '/faq' });
    expect(await screen.findByText('No questions have been answered here yet.')).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    const fetch = serve({ [faqUrl]: { status: 500, body: { message: 'The database is resting', errors: [] } } });
    renderPage(<FaqPage />, { path: '/faq' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The database is resting')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });
});
