// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emptyInterview, outcomeErrors, rescheduleErrors, scheduleBody, scheduleErrors } from './interview-form.ts';

const now = Date.parse('2026-12-01T00:00:00Z');

describe('the interview form', () => {
  it('sends the time in the viewer’s zone with its offset, and the zone', () => {
    const values = { ...emptyInterview, date: '2026-12-03', time: '14:30', videoLink: ' ', agenda: ' Intro ' };
    expect(scheduleBody(values, 'Asia/Kolkata')).toEqual({
      startsAt: '2026-12-03T14:30:00+05:30',
      durationMinutes: 45,
      timeZone: 'Asia/Kolkata',
      videoLink: null,
      agenda: 'Intro',
    });
    expect(scheduleErrors(values, 'Asia/Kolkata', now)).toEqual({});
  });

  it('asks for a day and a time that have not passed', () => {
    expect(scheduleErrors(emptyInterview, 'UTC', now)).toMatchObject({ date: 'Choose a day' });
    expect(scheduleErrors({ ...emptyInterview, date: '2026-12-03' }, 'UTC', now)).toMatchObject({
      time: 'Choose a time',
    });
    expect(rescheduleErrors({ ...emptyInterview, date: '2026-11-30', time: '10:00' }, 'UTC', now)).toEqual({
      time: 'This time has passed; choose a later one',
    });
  });

  it('checks the video link', () => {
    const values = { ...emptyInterview, date: '2026-12-03', time: '10:00', videoLink: 'zoom' };
    expect(scheduleErrors(values, 'UTC', now).videoLink).toContain('http');
  });

  it('asks for one of the outcomes', () => {
    expect(outcomeErrors({ outcome: null, note: '' })).toEqual({ outcome: 'Choose an outcome' });
    expect(outcomeErrors({ outcome: 'next_round', note: 'Strong' })).toEqual({});
  });
});
