import type { RealtimeNotification } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { announceNotification, onRealtimeNotification } from '../../api/notification-events.ts';
import { isAboutTicket } from './format.ts';

const ticket = '7f0c2a4e-1b2d-4c3e-9f10-a1b2c3d4e5f6';
const arrived = (kind: RealtimeNotification['kind'], url: string | null): RealtimeNotification => ({
  title: 'Something happened',
  icon: null,
  url,
  kind,
});

describe('an open ticket follows its own notifications', () => {
  it('takes a reply or a move of this ticket, on the member’s link or the console’s', () => {
    expect(isAboutTicket(arrived('ticket_reply', `/tickets/${ticket}`), ticket)).toBe(true);
    expect(isAboutTicket(arrived('ticket_status', `/admin/tickets/${ticket}`), ticket)).toBe(true);
  });

  it('leaves another ticket’s, another kind’s and a notification without a link', () => {
    expect(isAboutTicket(arrived('ticket_reply', '/tickets/another'), ticket)).toBe(false);
    expect(isAboutTicket(arrived('platform', `/tickets/${ticket}`), ticket)).toBe(false);
    expect(isAboutTicket(arrived('ticket_reply', null), ticket)).toBe(false);
  });

  it('hears what the socket announces until it stops listening', () => {
    const heard: string[] = [];
    const stop = onRealtimeNotification((notification) => heard.push(notification.kind));
    announceNotification(arrived('ticket_reply', `/tickets/${ticket}`));
    stop();
    announceNotification(arrived('ticket_status', `/tickets/${ticket}`));
    expect(heard).toEqual(['ticket_reply']);
  });
});
