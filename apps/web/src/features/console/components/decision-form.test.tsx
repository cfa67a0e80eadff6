import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { profileRowFixture } from '../../../test/console-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { DecisionForm } from './decision-form.tsx';

const row = profileRowFixture();
const decisionUrl = `/api/v1/admin/profiles/${row.uuid}/decision`;

const open = (answer: Answer) => {
  const fetch = serve({ [`POST ${decisionUrl}`]: answer });
  renderPage(<DecisionForm row={row} />);
  return fetch;
};

const sentBodies = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([url]) => String(url) === decisionUrl).map(([, init]) => JSON.parse(String(init?.body)));

describe('DecisionForm', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks why before a rejection, without calling the server', async () => {
    const fetch = open({ status: 200, body: { data: row, message: 'Finlytics rejected' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Tell the member why, so they know what to change')).toBeTruthy();
    expect(sentBodies(fetch)).toEqual([]);
  });

  it('approves with the message given and says so in the server’s words', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetch = open({
      status: 200,
      body: { data: { ...row, approvalStatus: 'approved' }, message: 'Finlytics approved' },
    });
    fireEvent.change(screen.getByLabelText('Message to the member'), { target: { value: ' Welcome aboard ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Finlytics approved' })));
    expect(sentBodies(fetch)).toEqual([{ decision: 'approved', message: 'Welcome aboard' }]);
  });

  it('puts the server’s problem with the message on the field', async () => {
    open({
      status: 400,
      body: { message: 'Invalid input', errors: ['body.message: Keep the message under 2000 characters'] },
    });
    fireEvent.change(screen.getByLabelText('Message to the member'), { target: { value: 'Too long, say' } });
    fireEvent.click(screen.getByRole('button', { name: 'Limited access' }));
    expect(await screen.findByText('Keep the message under 2000 characters')).toBeTruthy();
  });
});
