import { sql } from 'drizzle-orm';
import { seedTenantChallenges } from '../modules/challenges/seed.ts';
import { seedTenantChats } from '../modules/chat/seed.ts';
import { seedTenantPosts } from '../modules/community/seed.ts';
import { seedContent } from '../modules/content/seed.ts';
import { seedTenantEvents } from '../modules/events/seed.ts';
import { seedTenantFacilities } from '../modules/facilities/seed.ts';
import { seedTenantHelpdesk } from '../modules/helpdesk/index.ts';
import { seedTenantIp } from '../modules/ip/index.ts';
import { seedTenantJobs } from '../modules/jobs/seed.ts';
import { seedTenantLookups } from '../modules/lookups/seed.ts';
import { seedTenantMeetings } from '../modules/meetings/seed.ts';
import { seedTenantMentorship } from '../modules/mentorship/seed.ts';
import { seedTenantMetrics } from '../modules/metrics/seed.ts';
import { seedTenantMilestones } from '../modules/milestones/index.ts';
import { seedPartners } from '../modules/partners/seed.ts';
import { seedTenantPortfolios } from '../modules/portfolio/seed.ts';
import { refreshCompleteness } from '../modules/profiles/service.ts';
import { seedTenantPrograms } from '../modules/programs/seed.ts';
import { seedTenantPerks } from '../modules/startup-kit/seed.ts';
import { seedTenantConnections, seedTenantUsers } from '../modules/users/seed.ts';
import type { Db } from '../platform/db/index.ts';
import { connectionMatrix, maintenanceWindows, tenantHosts, tenants } from '../platform/tenancy/tables.ts';
import { seedReferenceData } from './reference.ts';
import { type DemoTenant, demoTenants } from './tenants.ts';

const day = 24 * 60 * 60 * 1000;

/** Seeds reference data and every demo tenant with its content. Deterministic but for dates relative to today. */
export const seedDemo = async (db: Db) => {
  await seedReferenceData(db);
  for (const demo of demoTenants) {
    await db.transaction(async (tx) => {
      const tenantId = await seedTenant(tx, demo);
      await seedTenantLookups(tx, { tenantId, slug: demo.slug });
      await seedContent(tx, { tenantId, slug: demo.slug, name: demo.name });
      await seedPartners(tx, { tenantId, slug: demo.slug });
      await seedTenantUsers(tx, { tenantId, slug: demo.slug });
      await seedTenantConnections(tx, { tenantId, slug: demo.slug });
      await seedTenantPortfolios(tx, { tenantId, slug: demo.slug });
      await seedTenantChats(tx, { tenantId, slug: demo.slug });
      await seedTenantPosts(tx, { tenantId, slug: demo.slug });
      await seedTenantJobs(tx, { tenantId, slug: demo.slug });
      await seedTenantChallenges(tx, { tenantId, slug: demo.slug });
      await seedTenantPrograms(tx, { tenantId, slug: demo.slug });
      await seedTenantEvents(tx, { tenantId, slug: demo.slug, name: demo.name });
      await seedTenantMentorship(tx, { tenantId, slug: demo.slug });
      await seedTenantMetrics(tx, { tenantId, slug: demo.slug });
      await seedTenantMeetings(tx, { tenantId, slug: demo.slug });
      await seedTenantPerks(tx, { tenantId, slug: demo.slug });
      await seedTenantHelpdesk(tx, { tenantId, slug: demo.slug });
      await seedTenantFacilities(tx, { tenantId, slug: demo.slug });
      await seedTenantIp(tx, { tenantId, slug: demo.slug });
      await seedTenantMilestones(tx, { tenantId, slug: demo.slug });
      await refreshCompleteness(tx, tenantId);
    });
  }
};

/** Seeds the demo on a database that has no tenant yet; says whether it did. */
export const seedIfEmpty = async (db: Db) => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(tenants);
  if ((row?.count ?? 0) > 0) return false;
  await seedDemo(db);
  return true;
};

const seedTenant = async (db: Db, demo: DemoTenant) => {
  const [tenant] = await db
    .insert(tenants)
    .values({ slug: demo.slug, name: demo.name, settings: demo.settings })
    .returning({ id: tenants.id });
  if (!tenant) throw new Error(`Could not create tenant ${demo.slug}`);
  await db.insert(tenantHosts).values(demo.hosts.map((host, i) => ({ host, tenantId: tenant.id, primary: i === 0 })));
  await db
    .insert(connectionMatrix)
    .values(demo.matrix.map((entry, sortOrder) => ({ ...entry, tenantId: tenant.id, sortOrder })));
  if (demo.maintenance) {
    const today = new Date();
    today.setUTCHours(22, 0, 0, 0);
    const startsAt = new Date(today.getTime() + demo.maintenance.startInDays * day);
    await db.insert(maintenanceWindows).values({
      tenantId: tenant.id,
      title: demo.maintenance.title,
      message: demo.maintenance.message,
      startsAt,
      endsAt: new Date(startsAt.getTime() + demo.maintenance.hours * 60 * 60 * 1000),
      active: true,
      maintenanceOn: Boolean(demo.maintenance.on),
      maintenanceOnTitle: demo.maintenance.on?.title ?? null,
      maintenanceOnMessage: demo.maintenance.on?.message ?? null,
    });
  }
  return tenant.id;
};
