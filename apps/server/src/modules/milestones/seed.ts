import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { partners, profiles, users } from '../../platform/identity/tables.ts';
import { programs } from '../programs/tables.ts';
import { milestones, milestoneTemplates } from './tables.ts';

const dayMs = 86_400_000;
const dayFrom = (days: number) => new Date(Date.now() + days * dayMs).toISOString().slice(0, 10);
const ago = (days: number) => new Date(Date.now() - days * dayMs);

/** Every demo tenant's own templates: what most incubators ask of their startups. */
const tenantTemplates = [
  {
    title: 'Ship a paid pilot',
    category: 'customers',
    description: 'One customer paying for a pilot, with a signed order or invoice as evidence.',
    dueAfterDays: 90,
  },
  {
    title: 'Register your trademark',
    category: 'legal_ip',
    description: 'File the application for your brand name; the filing receipt is the evidence.',
    dueAfterDays: 60,
  },
  {
    title: 'Hire your first engineer',
    category: 'team',
    description: 'A signed offer letter (names may be hidden).',
    dueAfterDays: 120,
  },
];

/** The demo people milestones are seeded for, by tenant. */
const demoStartups: Record<string, { founder: string; operator: string }> = {
  ventura: { founder: 'aarav@greenleaf.demo', operator: 'admin@ventura.demo' },
  alpha: { founder: 'tom@orbit.demo', operator: 'ops@alpha.demo' },
};

/**
 * The demo's milestones: the tenant's templates, one of its first program's and one of a partner's; on the
 * main tenants a demo startup's milestones in every status: a planned one, one in progress that is overdue,
 * one completed awaiting its program's reviewer (the demo reviewer, else the operators), a confirmed one.
 */
export const seedTenantMilestones = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  const { tenantId } = tenant;
  const [program] = await db
    .select({ id: programs.id, title: programs.title })
    .from(programs)
    .where(eq(programs.tenantId, tenantId))
    .orderBy(asc(programs.id))
    .limit(1);
  const [partner] = await db
    .select({ uuid: partners.uuid, name: partners.name })
    .from(partners)
    .where(eq(partners.tenantId, tenantId))
    .orderBy(asc(partners.name))
    .limit(1);
  await db.insert(milestoneTemplates).values(tenantTemplates.map((template) => ({ tenantId, ...template })));
  const [programTemplate] = program
    ? await db
        .insert(milestoneTemplates)
        .values({
          tenantId,
          programId: program.id,
          title: 'Demo day pitch ready',
          category: 'fundraising',
          description: `Your ten-minute pitch for ${program.title}'s demo day, as a deck or a recording.`,
          dueAfterDays: 45,
        })
        .returning({ id: milestoneTemplates.id })
    : [];
  if (partner) {
    await db.insert(milestoneTemplates).values({
      tenantId,
      partnerUuid: partner.uuid,
      title: 'Open your startup account',
      category: 'other',
      description: `Set up the account ${partner.name} offers its startups.`,
      dueAfterDays: 30,
    });
  }

  const demo = demoStartups[tenant.slug];
  if (!demo) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.email, [demo.founder, demo.operator])));
  const founder = people.find((person) => person.email === demo.founder);
  const operator = people.find((person) => person.email === demo.operator);
  if (!founder) return;
  const [startup] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, founder.id), eq(profiles.accountType, 'startup')))
    .limit(1);
  if (!startup) return;
  const base = { tenantId, startupProfileId: startup.id };
  await db.insert(milestones).values([
    {
      ...base,
      title: 'Launch the field sensor v2',
      category: 'product',
      description: 'The second sensor in 20 farms, with the new battery.',
      dueOn: dayFrom(40),
      status: 'planned',
    },
    {
      ...base,
      title: 'Close the seed round',
      category: 'fundraising',
      description: 'Commitments for the full round, with signed term sheets.',
      dueOn: dayFrom(-5),
      status: 'in_progress',
      createdAt: ago(60),
      updatedAt: ago(20),
    },
    {
      ...base,
      templateId: programTemplate?.id ?? null,
      programId: program?.id ?? null,
      title: 'Demo day pitch ready',
      category: 'fundraising',
      description: 'Our ten-minute demo day pitch, recorded.',
      dueOn: dayFrom(10),
      status: 'completed',
      evidenceText: 'The deck and a recording of our rehearsal are in the link.',
      evidenceUrl: 'https://greenleaf.example.com/pitch',
      completedAt: ago(1),
      updatedAt: ago(1),
    },
    {
      ...base,
      title: 'First 100 paying farmers',
      category: 'customers',
      description: 'A hundred farms on a paid plan.',
      dueOn: dayFrom(-30),
      status: 'confirmed',
      evidenceText: '112 farms paid in March: the billing export is attached to our update.',
      completedAt: ago(35),
      confirmedAt: ago(33),
      confirmedByUserId: operator?.id ?? null,
      reviewerNote: 'Checked against the billing export. Well done!',
      createdAt: ago(90),
      updatedAt: ago(33),
    },
  ]);
};
