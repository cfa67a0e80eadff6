import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { users } from '../../platform/identity/tables.ts';
import { ticketIssueTypes, ticketMessages, tickets } from './tables.ts';

/** Every demo tenant's issue types, so that turning the helpdesk on gives members something to choose. */
const demoIssueTypes = [
  'Account and sign-in',
  'Profile and approval',
  'Programs and applications',
  'Events',
  'Something else',
];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

/**
 * The demo's helpdesk: the issue types, and on the main tenant a resolved ticket of Greenleaf's (answered,
 * rated) and an open one waiting in the queue.
 */
export const seedTenantHelpdesk = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  const types = await db
    .insert(ticketIssueTypes)
    .values(demoIssueTypes.map((name, i) => ({ tenantId: tenant.tenantId, name, sortOrder: i * 10 })))
    .returning({ id: ticketIssueTypes.id, name: ticketIssueTypes.name });
  if (tenant.slug !== 'ventura') return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(eq(users.tenantId, tenant.tenantId), inArray(users.email, ['aarav@greenleaf.demo', 'admin@ventura.demo'])),
    );
  const member = people.find((p) => p.email === 'aarav@greenleaf.demo')?.id;
  const operator = people.find((p) => p.email === 'admin@ventura.demo')?.id;
  const typeId = (name: string) => types.find((type) => type.name === name)?.id;
  const profileType = typeId('Profile and approval');
  const eventsType = typeId('Events');
  if (!member || !operator || !profileType || !eventsType) return;
  const [resolved, open] = await db
    .insert(tickets)
    .values([
      {
        tenantId: tenant.tenantId,
        number: 1001,
        raisedByUserId: member,
        issueTypeId: profileType,
        subject: 'Our pitch deck does not show on the profile',
        description: 'We uploaded a new deck yesterday but the profile still shows the old one.',
        status: 'resolved',
        assigneeUserId: operator,
        replyToken: 'demo0000000000000000a001',
        firstAnsweredAt: hoursAgo(70),
        resolvedAt: hoursAgo(66),
        rating: 5,
        ratingComment: 'Quick and clear, thank you.',
        lastActivityAt: hoursAgo(66),
        createdAt: hoursAgo(72),
      },
      {
        tenantId: tenant.tenantId,
        number: 1002,
        raisedByUserId: member,
        issueTypeId: eventsType,
        subject: 'Cannot register two team members for Demo Day',
        description: 'The form accepts one name only. Can two of us attend?',
        replyToken: 'demo0000000000000000a002',
        lastActivityAt: hoursAgo(3),
        createdAt: hoursAgo(3),
      },
    ])
    .returning({ id: tickets.id });
  if (!resolved || !open) return;
  await db.insert(ticketMessages).values([
    {
      tenantId: tenant.tenantId,
      ticketId: resolved.id,
      authorUserId: operator,
      body: 'Thanks for telling us. The old deck was cached: it is refreshed now, please have a look.',
      createdAt: hoursAgo(70),
    },
    {
      tenantId: tenant.tenantId,
      ticketId: resolved.id,
      authorUserId: member,
      body: 'It shows the new one now. Thank you!',
      createdAt: hoursAgo(67),
    },
  ]);
};
