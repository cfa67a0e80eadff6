import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import {
  eventFixture,
  eventUrl,
  eventUuid,
  ok,
  publicAttendUrl,
  publicEventUrl,
  refused,
  sentBodies,
  signInAs,
} from '../events-fixture.ts';
import { RegisterPage, RegisterPreviewPage } from './register-page.tsx';

const open = (answers: Record<string, Answer>, path = `/events/register?id=${eventUuid}`) => {
  const fetch = serve(answers);
  renderPage(
    <Routes>
      <Route path="/events/register" element={<RegisterPage />} />
      <Route path="/events/register-preview" element={<RegisterPreviewPage />} />
      <Route path="/calender/events/:uuid" element={<h1>Member event page</h1>} />
      <Route path="/errors/404" element={<h1>Not found</h1>} />
    </Routes>,
    { path },
  );
  return fetch;
};

describe('RegisterPage (public events)', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('registers a visitor by name, email and answers, then offers the calendar', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetch = open({
      [`GET ${publicEventUrl}`]: ok(eventFixture()),
      [`POST ${publicAttendUrl}`]: ok(null, 201),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Founders Breakfast' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name: at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Email: a valid address')).toBeTruthy();
    expect(screen.getByText('Company is required')).toBeTruthy();
    expect(sentBodies(fetch, 'POST', publicAttendUrl)).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'ravi@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Company/ }), { target: { value: 'Kumar Labs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('You are registered')).toBeTruthy();
    expect(sentBodies(fetch, 'POST', publicAttendUrl)).toEqual([
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        offset: 0 - new Date().getTimezoneOffset(),
        answers: { company: 'Kumar Labs' },
      },
    ]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'You have successfully registered for the event' }),
    );
    expect(screen.getByRole('button', { name: 'Download .ics' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toBeTruthy();
  });

  it('shows the server’s refusal inline', async () => {
    open({
      [`GET ${publicEventUrl}`]: ok(eventFixture({ questions: [] })),
      [`POST ${publicAttendUrl}`]: refused(429, 'Too many registrations from this address; try again later'),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Your name/ }), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'ravi@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many registrations');
  });

  it('sends a signed-in member to the event’s own page', async () => {
    signInAs();
    open({});
    expect(await screen.findByRole('heading', { name: 'Member event page' })).toBeTruthy();
  });

  it('previews the page for operators without sending', async () => {
    signInAs('operator');
    const fetch = open(
      { [`GET ${eventUrl}`]: ok(eventFixture({ status: 'draft' })) },
      `/events/register-preview?id=${eventUuid}`,
    );
    expect(await screen.findByText('Preview: registrations are not sent')).toBeTruthy();
    const submit = await screen.findByRole('button', { name: 'Register' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    const form = submit.closest('form');
    expect(form).toBeTruthy();
    if (form) fireEvent.submit(form);
    expect(sentBodies(fetch, 'POST', publicAttendUrl)).toEqual([]);
  });

  it('refuses the preview to members', async () => {
    signInAs('member');
    open({}, `/events/register-preview?id=${eventUuid}`);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });
});
