import type { Db } from '../../platform/db/index.ts';
import { partners } from '../../platform/identity/tables.ts';
import { slugify } from '../content/index.ts';

/** [name, website, description] */
type PartnerSeed = readonly [name: string, website: string, description: string];

const standard: PartnerSeed[] = [
  [
    'Northwind Bank Startup Desk',
    'https://northwind.example.com/startups',
    'Current accounts, cards and working-capital loans for recognised startups.',
  ],
  [
    'Kestrel Cloud',
    'https://kestrel-cloud.example.com',
    'Cloud credits of up to $25,000 and architecture reviews for approved startups.',
  ],
  [
    'Indus Legal Partners',
    'https://induslegal.example.com',
    'Weekly legal clinics on incorporation, ESOPs and term sheets.',
  ],
  [
    'Monsoon Angels',
    'https://monsoonangels.example.com',
    'An angel network of 180 operators investing ₹25 lakh to ₹2 crore at seed.',
  ],
  ['Helix Design Studio', 'https://helix.example.com', 'Brand and product design sprints at startup prices.'],
];

const alpha: PartnerSeed[] = [
  [
    'Alpha Opportunity Fund',
    'https://fund.alpha.example.org',
    'Follow-on capital for Alpha alumni raising their Series A.',
  ],
  ['Tidewater Payments', 'https://tidewater.example.com', 'Payments in 40 currencies, fee-free for the first year.'],
  [
    'Beacon Legal LLP',
    'https://beaconlegal.example.com',
    'Cross-border incorporation and fundraising counsel in Singapore, the UK and the US.',
  ],
  ['Summit Angel Syndicate', 'https://summitangels.example.com', 'A syndicate of 90 founders who back every Demo Day.'],
];

export const seedPartners = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  const list = tenant.slug === 'alpha' ? alpha : standard;
  await db.insert(partners).values(
    list.map(([name, website, description]) => ({
      tenantId: tenant.tenantId,
      name,
      slug: slugify(name),
      logo: null,
      website,
      description,
    })),
  );
};
