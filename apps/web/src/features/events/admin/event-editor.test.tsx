import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { zonedIso } from '../../../ui/zones.ts';
import { eventFixture, ok, refused, sentBodies, signInAs } from '../events-fixture.ts';
import { NewEventPage } from './editor-pages.tsx';

const createUrl = '/api/v2/events';

const open = (answers: Record<string, Answer>) => {
  const fetch = serve(answers);
  renderPage(
    <Routes>
      <Route path="/admin/events/new" element={<NewEventPage />} />
      <Route path="/admin/events/:uuid" element={<h1>Event editor</h1>} />
    </Routes>,
    { path: '/admin/events/new' },
  );
  return fetch;
};

const type = (name: RegExp, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });

const fillValid = () => {
  type(/^Title/, 'Founders Breakfast');
  type(/^Start date/, '2027-01-12');
  type(/^Start time/, '09:00');
  type(/^End date/, '2027-01-12');
  type(/^End time/, '11:00');
};

describe('EventEditor', { timeout: 30_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
    // jsdom does not scroll; the selects scroll their chosen option into view.
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('checks the event with the shared schema before sending', async () => {
    signInAs('operator');
    const fetch = open({});
    const form = await screen.findByRole('form', { name: 'New event' });
    type(/^Title/, 'Hi');
    type(/^Start date/, '2027-01-12');
    type(/^Start time/, '11:00');
    type(/^End date/, '2027-01-12');
    type(/^End time/, '09:00');
    type(/^Online link/, 'ftp://example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Add question' }));
    type(/^Question 1$/, 'Diet');
    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Title: at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Ends at: after the start')).toBeTruthy();
    expect(screen.getByText('Online link: an http(s) address')).toBeTruthy();
    expect(sentBodies(fetch, 'POST', createUrl)).toEqual([]);

    // A choice needs two options: the questions are checked as a form's fields are.
    fireEvent.click(screen.getByRole('combobox', { name: 'Question 1 answer type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Choice' }));
    type(/^Question 1 options/, 'Vegetarian');
    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Diet: offer at least two options')).toBeTruthy();
  });

  it('sends the times with the zone’s offset and puts the server’s field problems on the fields', async () => {
    signInAs('operator');
    const show = vi.spyOn(notifications, 'show');
    const fetch = open({
      [`POST ${createUrl}`]: refused(400, 'Check the event', ['body.location: Location can be at most 300 characters']),
    });
    await screen.findByRole('form', { name: 'New event' });
    fillValid();
    fireEvent.click(screen.getByRole('radio', { name: 'In person' }));
    type(/^Location/, 'Hub');
    type(/^Capacity/, '40');
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    type(/^Question 1$/, 'Vegetarian meal?');
    fireEvent.click(screen.getByRole('combobox', { name: 'Question 1 answer type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Yes / no' }));
    fireEvent.click(screen.getByLabelText(/^Public event/));
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Location can be at most 300 characters')).toBeTruthy();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(sentBodies(fetch, 'POST', createUrl)).toEqual([
      {
        title: 'Founders Breakfast',
        description: '',
        mode: 'in_person',
        location: 'Hub',
        startsAt: zonedIso('2027-01-12', '09:00', zone),
        endsAt: zonedIso('2027-01-12', '11:00', zone),
        timeZone: zone,
        capacity: 40,
        ticketPriceMinor: null,
        slotMinutes: null,
        agenda: [],
        speakers: [],
        questions: [
          {
            key: 'q_vegetarian_meal',
            type: 'choice',
            label: 'Vegetarian meal?',
            required: false,
            options: ['Yes', 'No'],
          },
        ],
        files: [],
        isPublic: true,
        status: 'draft',
      },
    ]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'Location can be at most 300 characters' }),
    );
  });

  it('opens the new event’s editor once created', async () => {
    signInAs('operator');
    open({ [`POST ${createUrl}`]: ok(eventFixture(), 201) });
    await screen.findByRole('form', { name: 'New event' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByRole('heading', { name: 'Event editor' }, { timeout: 5000 })).toBeTruthy();
  });
});
