import type { Ticket } from '@ventura/shared';

/** A ticket as the server answers it to its member, with one answer of the helpdesk. */
export const ticketFixture = (changes: Partial<Ticket> = {}): Ticket => ({
  uuid: '6b0f3c39-3f1e-4c55-9a0e-0a1b2c3d4e5f',
  number: 1003,
  subject: 'Cannot sign in on my phone',
  status: 'in_progress',
  issueType: 'Account and sign-in',
  raisedBy: 'Aarav Mehta',
  assignee: null,
  createdAt: '2026-06-01T09:00:00.000Z',
  lastActivityAt: '2026-06-01T10:00:00.000Z',
  rating: null,
  times: { ageSeconds: 7200, firstAnswerSeconds: 3600, resolveSeconds: null },
  description: 'The code never arrives.',
  files: [],
  messages: [
    {
      id: 11,
      body: 'Please try signing in by email.',
      internal: false,
      via: 'web',
      createdAt: '2026-06-01T10:00:00.000Z',
      author: { name: 'Asha Operator', side: 'operator' },
      mine: false,
      files: [],
    },
  ],
  firstAnsweredAt: '2026-06-01T10:00:00.000Z',
  resolvedAt: null,
  closedAt: null,
  reopenedCount: 0,
  reopenUntil: null,
  ratingComment: null,
  can: { reply: true, addNote: false, attach: true, rate: false, assign: false, statuses: ['closed'] },
  ...changes,
});
