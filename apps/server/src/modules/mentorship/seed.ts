import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { mentorOffers } from '../meetings/tables.ts';

/** What each demo mentor offers, by email (the other mentors get the first). */
const demoOffers: Record<string, { topics: string; sessionMinutes: number; monthlyHoursLimit: number | null }> = {
  'david@mentors.demo': {
    topics: 'Go-to-market for B2B SaaS, pricing, first sales hires, investor readiness',
    sessionMinutes: 60,
    monthlyHoursLimit: 8,
  },
  'rohan@northstar.demo': {
    topics: 'Fundraising: pitch decks, term sheets, seed and Series A rounds',
    sessionMinutes: 45,
    monthlyHoursLimit: null,
  },
};
const fallback = { topics: 'Strategy, product and fundraising', sessionMinutes: 60, monthlyHoursLimit: 4 };

/**
 * Active mentorship-hours offers for the tenant's mentor profiles (their office hours, where startups find
 * free slots, come from the meetings seed); the tenant's mentor_hours flag decides whether anyone sees them.
 */
export const seedTenantMentorship = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  const mentors = await db
    .select({ id: profiles.id, email: users.email })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenant.tenantId), eq(profiles.accountType, 'mentor')))
    .orderBy(asc(profiles.id));
  for (const mentor of mentors) {
    const offer = demoOffers[mentor.email ?? ''] ?? fallback;
    await db
      .insert(mentorOffers)
      .values({ tenantId: tenant.tenantId, mentorProfileId: mentor.id, active: true, ...offer })
      .onConflictDoNothing();
  }
};
