import type { NotificationCountsAnswer } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { bellBadge, bellLabel, iconImage, waitingLines } from './present.ts';

describe('the bell', () => {
  it('says how many are unread, in short form (K, M, G with one decimal)', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(1500)).toBe('Notifications, 1.5K unread');
    expect(bellBadge(999)).toBe('999');
    expect(bellBadge(1000)).toBe('1.0K');
    expect(bellBadge(2_345_678)).toBe('2.3M');
    expect(bellBadge(4_000_000_000)).toBe('4.0G');
  });

  it('shows no badge and a plain label when nothing is unread or the count is not known yet', () => {
    expect(bellBadge(0)).toBeNull();
    expect(bellBadge(undefined)).toBeNull();
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(undefined)).toBe('Notifications');
  });
});

describe('iconImage', () => {
  it('takes image addresses and leaves names to the web', () => {
    expect(iconImage('/icons/connection.svg')).toBe('/icons/connection.svg');
    expect(iconImage('https://cdn.example/icon.png')).toBe('https://cdn.example/icon.png');
    expect(iconImage('connection')).toBeNull();
    expect(iconImage('//cdn.example/icon.png')).toBeNull();
    expect(iconImage(null)).toBeNull();
  });
});

describe('waitingLines', () => {
  const counts = (values: Partial<NotificationCountsAnswer>) =>
    ({
      pendingConnectionCount: 0,
      pendingAcceptanceMeetingCount: 0,
      pendingAcceptanceMentorHoursCount: 0,
      ...values,
    }) as NotificationCountsAnswer;
  const all = { connections: true, calendar: true, mentor_hours: true };

  it('says what waits, one or many, each linking to where it is answered', () => {
    expect(
      waitingLines(
        counts({
          pendingConnectionCount: 1,
          pendingAcceptanceMeetingCount: 1250,
          pendingAcceptanceMentorHoursCount: 2,
        }),
        all,
      ),
    ).toEqual([
      {
        kind: 'connections',
        to: '/connections?tab=received',
        text: 'One connection request is waiting for your answer',
      },
      { kind: 'meetings', to: '/meetings?tab=pending', text: '1.3K meeting requests are waiting for your answer' },
      { kind: 'mentorship', to: '/mentorship-hours', text: '2 mentorship sessions are waiting for you' },
    ]);
  });

  it('leaves out what is zero, unknown yet, or a feature the tenant has off', () => {
    expect(waitingLines(undefined, all)).toEqual([]);
    expect(waitingLines(counts({}), all)).toEqual([]);
    expect(
      waitingLines(counts({ pendingConnectionCount: 3, pendingAcceptanceMeetingCount: 1 }), {
        connections: false,
        calendar: true,
      }).map((line) => line.text),
    ).toEqual(['One meeting request is waiting for your answer']);
  });
});
