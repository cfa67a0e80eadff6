import type { PerkEligibility, PerkKind } from '@ventura/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { partners } from '../../platform/identity/tables.ts';
import { perks } from './tables.ts';

type PerkSeed = {
  partner: string;
  title: string;
  kind: PerkKind;
  summary: string;
  description: string;
  value: string;
  code?: string;
  link?: string;
  eligibility?: Partial<PerkEligibility>;
};

/** The demo's kit: offers of the seeded partners (partners/seed.ts), one with rules a startup may miss. */
const demoPerks: PerkSeed[] = [
  {
    partner: 'Kestrel Cloud',
    title: 'Cloud credits for a year',
    kind: 'credits',
    summary: 'Hosting, databases and storage credits, with an architecture review.',
    description:
      'Credits apply to every Kestrel Cloud service for twelve months from activation.\nEnter the code under Billing → Promotions; the review is booked from the console afterwards.',
    value: '$10,000 in credits',
    code: 'KESTREL-VSM-10K',
  },
  {
    partner: 'Indus Legal Partners',
    title: 'Fundraising legal package',
    kind: 'service',
    summary: 'Term sheet review and closing documents for your priced round.',
    description:
      'Two partner hours on the term sheet, then the share subscription and shareholders’ agreements at a fixed fee.',
    value: '40% off the fixed fee',
    link: 'https://induslegal.example.com/ventura',
    eligibility: { fundingStages: ['seed', 'pre-series-a', 'series-a'] },
  },
  {
    partner: 'Helix Design Studio',
    title: 'Brand design sprint',
    kind: 'discount',
    summary: 'A five-day sprint: name check, logo, colours and a landing page.',
    description: 'For companies in their first three years.',
    value: '50% off',
    code: 'HELIX-SPRINT-50',
    eligibility: { maxCompanyAgeYears: 3 },
  },
];

export const seedTenantPerks = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  if (tenant.slug !== 'ventura') return;
  const names = [...new Set(demoPerks.map((perk) => perk.partner))];
  const found = await db
    .select({ uuid: partners.uuid, name: partners.name })
    .from(partners)
    .where(and(eq(partners.tenantId, tenant.tenantId), inArray(partners.name, names)));
  const uuidOf = new Map(found.map((row) => [row.name, row.uuid]));
  await db.insert(perks).values(
    demoPerks.map(({ partner, eligibility, code, link, ...perk }) => ({
      tenantId: tenant.tenantId,
      partnerUuid: uuidOf.get(partner) ?? null,
      ...perk,
      code: code ?? null,
      link: link ?? null,
      eligibility: {
        approvedOnly: true,
        fundingStages: [],
        maxCompanyAgeYears: null,
        programUuids: [],
        ...eligibility,
      },
      published: true,
    })),
  );
};
