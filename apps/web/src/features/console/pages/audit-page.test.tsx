import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemberChoice, MemberLookupPage } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { AuditPage } from './audit-page.tsx';

const asha: MemberChoice = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Asha Rao',
  email: 'asha@ops.test',
  role: 'operator',
};
const lookup = (items: MemberLookupPage['items']) => ({
  status: 200,
  body: { data: { items, pageNumber: 1, limit: 10, hasMore: false } },
});

const open = (path = '/admin/audit') => {
  const fetch = serve({
    'GET /api/v1/admin/audit': { status: 200, body: { data: { items: [], total: 0, pageNumber: 1, limit: 25 } } },
    'GET /api/v1/admin/members/lookup?search=Ash': lookup([asha]),
    [`GET /api/v1/admin/members/lookup?id=${asha.id}`]: lookup([asha]),
  });
  renderPage(<AuditPage />, { path });
  return fetch;
};
/** The Who box (the list it opens is labelled by it too). */
const whoBox = async () => {
  const [box] = (await screen.findAllByLabelText('Who')).filter((element) => element instanceof HTMLInputElement);
  if (!(box instanceof HTMLInputElement)) throw new Error('no Who box');
  return box;
};
const calls = (fetch: ReturnType<typeof serve>, part: string) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(part));

describe('AuditPage: Who', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('picks a member by name, asking nothing under three characters, and filters the log by them', async () => {
    const fetch = open();
    const who = await whoBox();
    who.focus();
    fireEvent.change(who, { target: { value: 'As' } });
    // Proving that nothing is asked: a pause past the typing delay is the assertion.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByText('Type at least 3 characters of a name')).toBeTruthy();
    expect(calls(fetch, '/members/lookup')).toEqual([]);
    fireEvent.change(who, { target: { value: 'Ash' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Asha Rao (asha@ops.test)' }));
    await waitFor(() =>
      expect(calls(fetch, '/admin/audit?')).toContainEqual(expect.stringContaining(`actor=${asha.id}`)),
    );
    expect(calls(fetch, '/members/lookup?search=')).toEqual(['/api/v1/admin/members/lookup?search=Ash']);
  });

  it('names the member an address filters by', async () => {
    open(`/admin/audit?actor=${asha.id}`);
    await waitFor(async () => expect((await whoBox()).value).toBe('Asha Rao (asha@ops.test)'));
  });
});
