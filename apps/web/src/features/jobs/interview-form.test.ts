// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emptyInterview, outcomeErrors, rescheduleErrors, scheduleBody, scheduleErrors } from './interview-form.ts';

const now = Date.parse('2026-12-01T00:00:00Z');

describe('the interview form', () => {
  it('sends the chosen free time as the server wrote it, with the viewer’s zone', () => {
    const values = {
      ...emptyInterview,
      startsAt: '2026-12-03T09:00:00.000Z',
      videoLink: ' ',
      agenda: ' Intro ',
    };
    expect(scheduleBody(values, 'Asia/Kolkata')).toEqual({
      startsAt: '2026-12-03T09:00:00.000Z',
      durationMinutes: 45,
      timeZone: 'Asia/Kolkata',
      videoLink: null,
      agenda: 'Intro',
    });
    expect(scheduleErrors(values, 'Asia/Kolkata', now)).toEqual({});
  });

  it('asks for one of the free times, not one that has passed', () => {
    expect(scheduleErrors(emptyInterview, 'UTC', now)).toMatchObject({ startsAt: 'Choose one of your free times' });
    expect(rescheduleErrors({ ...emptyInterview, startsAt: '2026-11-30T10:00:00.000Z' }, 'UTC', now)).toEqual({
      startsAt: 'This time has passed; choose a later one',
    });
  });

  it('checks the video link', () => {
    const values = { ...emptyInterview, startsAt: '2026-12-03T10:00:00.000Z', videoLink: 'zoom' };
    expect(scheduleErrors(values, 'UTC', now).videoLink).toContain('http');
  });

  it('asks for one of the outcomes', () => {
    expect(outcomeErrors({ outcome: null, note: '' })).toEqual({ outcome: 'Choose an outcome' });
    expect(outcomeErrors({ outcome: 'next_round', note: 'Strong' })).toEqual({});
  });
});
