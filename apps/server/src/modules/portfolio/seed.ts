import { and, asc, eq } from 'drizzle-orm';
import { newToken, sha256 } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { portfolioEntries } from './tables.ts';

type DemoEntry = {
  startupName: string;
  founderName: string;
  email: string;
  source: 'added' | 'csv' | 'submission';
  status: 'submitted' | 'invited' | 'joined';
  website?: string;
  message?: string;
};

/** A partner's portfolio per demo tenant: the partner's email, then its startups. */
const demoPortfolios: Record<string, { partner: string; entries: DemoEntry[] }> = {
  ventura: {
    partner: 'kwame@ignite.demo',
    entries: [
      {
        startupName: 'GreenLeaf Agritech',
        founderName: 'Aarav Mehta',
        email: 'aarav@greenleaf.demo',
        source: 'added',
        status: 'joined',
      },
      {
        startupName: 'Solar Sprout',
        founderName: 'Divya Nair',
        email: 'divya@solarsprout.example.com',
        source: 'csv',
        status: 'invited',
        website: 'https://solarsprout.example.com',
      },
      {
        startupName: 'Kisan Drone Works',
        founderName: 'Harpreet Gill',
        email: 'harpreet@kisandrone.example.com',
        source: 'submission',
        status: 'submitted',
        website: 'https://kisandrone.example.com',
        message: 'We fly crop-spraying drones for smallholder farms and would love to join the Ignite cohort.',
      },
    ],
  },
};

/** Seeds the demo portfolios; the invited founders' links are never shown (demo only). */
export const seedTenantPortfolios = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  const demo = demoPortfolios[tenant.slug];
  if (!demo) return;
  const profileOf = async (email: string) => {
    const [row] = await db
      .select({ id: profiles.id, userId: users.id })
      .from(profiles)
      .innerJoin(users, and(eq(users.tenantId, tenant.tenantId), eq(users.id, profiles.userId)))
      .where(and(eq(profiles.tenantId, tenant.tenantId), eq(users.email, email)))
      .orderBy(asc(profiles.id))
      .limit(1);
    return row;
  };
  const partner = await profileOf(demo.partner);
  if (!partner) throw new Error(`No demo partner ${demo.partner} on ${tenant.slug}`);
  const day = 24 * 60 * 60 * 1000;
  for (const [at, entry] of demo.entries.entries()) {
    const createdAt = new Date(Date.now() - (demo.entries.length - at) * day);
    const invited = entry.status !== 'submitted';
    await db.insert(portfolioEntries).values({
      tenantId: tenant.tenantId,
      partnerProfileId: partner.id,
      addedBy: entry.source === 'submission' ? null : partner.userId,
      ...entry,
      website: entry.website ?? null,
      message: entry.message ?? null,
      tokenHash: entry.status === 'invited' ? sha256(newToken()) : null,
      invitedAt: invited ? createdAt : null,
      expiresAt: invited ? new Date(createdAt.getTime() + 30 * day) : null,
      answeredAt: entry.status === 'joined' ? createdAt : null,
      startupProfileId: entry.status === 'joined' ? ((await profileOf(entry.email))?.id ?? null) : null,
      createdAt,
    });
  }
};
