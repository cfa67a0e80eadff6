import type { AccountType, FieldValue } from '@ventura/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { demoProfileId } from '../../platform/identity/demo.ts';
import { partners, profiles, users } from '../../platform/identity/tables.ts';
import { inviteCodes } from '../auth/tables.ts';
import { connections } from '../connections/tables.ts';
import { type DemoProfile, fillProfile, reasonOf } from './demo-fill.ts';
import * as demo from './demo-profiles.ts';

export type DemoUser = {
  name: string;
  email: string;
  mobile?: string;
  role?: 'member' | 'operator';
  gender?: 'female' | 'male';
  profiles: DemoProfile[];
};

/** A complete startup profile, so that the demo's public profile and dashboard have something to show. */
const greenLeafDetails: Record<string, FieldValue> = {
  tagline: 'Soil sensors and crop advice that help smallholder farmers grow more with less water',
  about:
    'GreenLeaf Agritech makes low-cost soil moisture probes and pairs them with crop advice in the local language, ' +
    'sent over WhatsApp. Farmers irrigate when the soil needs it rather than by the calendar.\n\n' +
    'More than 4,000 farmers in Karnataka and Maharashtra use GreenLeaf today, saving about a third of their water.',
  foundedYear: 2021,
  teamSize: 18,
  countryCode: 'IN',
  stateCode: 'KA',
  city: 'Bengaluru',
  legalName: 'GreenLeaf Agritech Private Limited',
  registrationNumber: 'DIPP-GL-48213',
  industries: ['agritech', 'climate'],
  technologies: ['iot', 'ai-ml'],
  businessModels: ['b2b2c', 'subscription'],
  deliveryModels: ['physical-product', 'mobile-app'],
  mentorshipAreas: ['investor-readiness', 'go-to-market'],
  productStage: 'early-traction',
  productName: 'GreenLeaf Probe',
  productDescription:
    'A solar-powered soil probe that reports moisture and temperature every hour, and an advisory service that ' +
    'tells farmers when and how much to irrigate. Sold to farmer producer organisations, used by their members.',
  productUrl: 'https://greenleaf.example.com/probe',
  fundingStage: 'seed',
  revenueBand: 'under_100k',
  raisingFunds: true,
  fundingRaised: 250_000,
  fundingAsk: 1_500_000,
  pitchDeckUrl: 'https://greenleaf.example.com/investors/deck.pdf',
  governmentGrants: ['sisfs'],
};

const greenLeafLists: DemoProfile['lists'] = {
  founders: [
    {
      name: 'Aarav Mehta',
      designation: 'Co-founder and CEO',
      email: 'aarav@greenleaf.demo',
      linkedin: 'https://www.linkedin.com/in/aarav-mehta-demo',
      bio: 'Grew up on a sugarcane farm near Mandya; ten years in supply chains at a food company before GreenLeaf.',
    },
    {
      name: 'Kiran Das',
      designation: 'Co-founder and CTO',
      email: 'kiran.das@greenleaf.demo',
      linkedin: null,
      bio: 'Embedded systems engineer; built low-power sensor networks for smart meters.',
    },
  ],
  advisoryBoards: [
    {
      name: 'Dr Lakshmi Narayan',
      designation: 'Soil scientist',
      organization: 'Indian Institute of Science',
      linkedin: null,
    },
  ],
};

/** Demo people per tenant; README lists them. Look-alike people on two tenants prove isolation. */
export const demoUsers: Record<string, DemoUser[]> = {
  ventura: [
    {
      name: 'Priya Raman',
      email: 'admin@ventura.demo',
      mobile: '9800000001',
      role: 'operator',
      gender: 'female',
      profiles: [
        {
          type: 'program_office',
          organizationName: 'Ventura Mission Office',
          status: 'approved',
          details: demo.missionOfficeDetails,
        },
      ],
    },
    {
      name: 'Aarav Mehta',
      email: 'aarav@greenleaf.demo',
      mobile: '9800000010',
      gender: 'male',
      profiles: [
        {
          type: 'startup',
          organizationName: 'GreenLeaf Agritech',
          website: 'https://greenleaf.example.com',
          lookingFor: ['fundraising', 'mentorship'],
          status: 'approved',
          details: greenLeafDetails,
          lists: greenLeafLists,
        },
      ],
    },
    {
      name: 'Sara Kim',
      email: 'sara@finlytics.demo',
      mobile: '9800000011',
      gender: 'female',
      profiles: [
        {
          type: 'startup',
          organizationName: 'Finlytics',
          lookingFor: ['customer_access', 'tech_hiring'],
          status: 'submitted',
          details: demo.finlyticsDetails,
          lists: demo.finlyticsLists,
        },
      ],
    },
    {
      name: 'Rohan Kapoor',
      email: 'rohan@northstar.demo',
      mobile: '9800000020',
      gender: 'male',
      profiles: [
        {
          type: 'investor',
          investorType: 'organization',
          organizationName: 'Northstar Ventures',
          website: 'https://northstar.example.com',
          status: 'approved',
          details: demo.northstarDetails,
        },
        { type: 'mentor', status: 'approved', details: demo.rohanMentorDetails },
      ],
    },
    {
      name: 'Meera Iyer',
      email: 'meera@tatvasteel.demo',
      mobile: '9800000030',
      gender: 'female',
      profiles: [
        {
          type: 'corporate',
          organizationName: 'Tatva Steel',
          designation: 'Head of Innovation',
          status: 'approved',
          details: demo.tatvaSteelDetails,
        },
      ],
    },
    {
      name: 'David Chen',
      email: 'david@mentors.demo',
      mobile: '9800000040',
      gender: 'male',
      profiles: [{ type: 'mentor', status: 'approved', details: demo.davidMentorDetails }],
    },
    {
      name: 'Lena Fischer',
      email: 'lena@ledgerlegal.demo',
      mobile: '9800000050',
      gender: 'female',
      profiles: [
        {
          type: 'service_provider',
          organizationName: 'Ledger Legal LLP',
          status: 'approved',
          details: demo.ledgerLegalDetails,
        },
      ],
    },
    {
      name: 'Kwame Mensah',
      email: 'kwame@ignite.demo',
      mobile: '9800000060',
      gender: 'male',
      profiles: [
        {
          type: 'partner',
          organizationName: 'Ignite Incubator',
          website: 'https://ignite.example.org',
          status: 'approved',
          details: demo.igniteDetails,
        },
      ],
    },
    {
      name: 'Ana Souza',
      email: 'ana@individual.demo',
      mobile: '9800000070',
      gender: 'female',
      profiles: [{ type: 'individual', status: 'draft' }],
    },
    {
      name: 'Vikram Nair',
      email: 'vikram@talent.demo',
      mobile: '9800000080',
      gender: 'male',
      profiles: [
        {
          type: 'job_seeker',
          status: 'approved',
          details: {
            headline: 'Backend engineer: payments and data pipelines',
            about:
              'Five years building payment systems in TypeScript and Go; looking for a climate or agritech startup.',
            yearsExperience: 5,
            skills: ['backend', 'data-engineering', 'devops'],
            countryCode: 'IN',
            stateCode: 'KA',
            city: 'Bengaluru',
            preferredEmploymentTypes: ['full_time'],
            preferredWorkModes: ['hybrid', 'remote'],
            preferredLocations: ['Bengaluru', 'Pune'],
            noticePeriodDays: 30,
          },
          lists: {
            experience: [
              {
                title: 'Senior software engineer',
                organization: 'Paytrail',
                startDate: '2022-04-01',
                endDate: null,
                description: 'Owns the settlement service: 2 million payouts a day.',
              },
            ],
            education: [
              {
                institution: 'National Institute of Technology Karnataka',
                degree: 'B.Tech',
                fieldOfStudy: 'Computer science',
                startYear: 2016,
                endYear: 2020,
              },
            ],
          },
        },
      ],
    },
  ],
  alpha: [
    {
      name: 'Omar Haddad',
      email: 'ops@alpha.demo',
      mobile: '9811000001',
      role: 'operator',
      gender: 'male',
      profiles: [
        {
          type: 'partner',
          organizationName: 'Alpha Accelerator Network',
          website: 'https://alpha.example.org',
          status: 'approved',
          details: demo.alphaNetworkDetails,
        },
      ],
    },
    {
      name: 'Isha Verma',
      email: 'isha@alpha.demo',
      mobile: '9811000020',
      gender: 'female',
      profiles: [
        {
          type: 'investor',
          investorType: 'organization',
          organizationName: 'Alpha Angels',
          website: 'https://angels.alpha.example.com',
          status: 'approved',
          details: demo.alphaAngelsDetails,
        },
        {
          type: 'startup',
          organizationName: 'Kite Health',
          lookingFor: ['fundraising'],
          status: 'submitted',
          details: demo.kiteHealthDetails,
          lists: demo.kiteHealthLists,
        },
      ],
    },
    {
      // The same person and email as on the main tenant: a separate account here.
      name: 'Rohan Kapoor',
      email: 'rohan@northstar.demo',
      mobile: '9800000020',
      gender: 'male',
      profiles: [{ type: 'investor', investorType: 'individual', status: 'approved', details: demo.rohanAlphaDetails }],
    },
    {
      name: 'Tom Baker',
      email: 'tom@orbit.demo',
      mobile: '9811000010',
      gender: 'male',
      profiles: [
        {
          type: 'startup',
          organizationName: 'Orbit Robotics',
          lookingFor: ['fundraising', 'tech_hiring'],
          status: 'approved',
          details: demo.orbitDetails,
          lists: demo.orbitLists,
        },
      ],
    },
    {
      name: 'Neha Joshi',
      email: 'neha@alpha.demo',
      mobile: '9811000030',
      gender: 'female',
      profiles: [{ type: 'job_seeker', status: 'approved', details: demo.nehaDetails }],
    },
    {
      // Rejected on a tenant with logout_on_rejection: signed out a second after signing in.
      name: 'Leo Park',
      email: 'leo@nimbus.demo',
      mobile: '9811000040',
      gender: 'male',
      profiles: [
        {
          type: 'startup',
          organizationName: 'Nimbus Analytics',
          lookingFor: ['customer_access'],
          status: 'rejected',
          approvalMessage: 'Please add your founders and a pitch deck, then request approval again.',
        },
      ],
    },
  ],
  // A partner-only tenant: its members came through a partner's link.
  delta: [
    {
      name: 'Farah Khan',
      email: 'farah@delta.demo',
      mobile: '9822000010',
      gender: 'female',
      profiles: [
        {
          type: 'startup',
          organizationName: 'Skyline Drones',
          lookingFor: ['fundraising', 'customer_access'],
          status: 'approved',
          partner: 'kestrel-cloud',
          details: demo.skylineDetails,
          lists: demo.skylineLists,
        },
      ],
    },
  ],
};

const inviteCodeOf: Record<string, { code: string; accountType: AccountType; program: string | null }> = {
  ventura: { code: 'VENTURA2026', accountType: 'startup', program: 'seed-accelerator-2026' },
  alpha: { code: 'ALPHA-DEMO', accountType: 'startup', program: null },
};

export const seedTenantUsers = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  const tenantPartners = await db
    .select({ uuid: partners.uuid, slug: partners.slug })
    .from(partners)
    .where(eq(partners.tenantId, tenant.tenantId));
  const partnerUuid = (slug: string | undefined) => {
    if (!slug) return null;
    const partner = tenantPartners.find((candidate) => candidate.slug === slug);
    if (!partner) throw new Error(`No partner ${slug} on ${tenant.slug}`);
    return partner.uuid;
  };
  for (const person of demoUsers[tenant.slug] ?? []) {
    const [user] = await db
      .insert(users)
      .values({
        tenantId: tenant.tenantId,
        name: person.name,
        email: person.email,
        emailVerifiedAt: new Date(),
        countryCode: person.mobile ? '91' : null,
        mobileNumber: person.mobile ?? null,
        gender: person.gender ?? null,
        role: person.role ?? 'member',
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`Could not seed ${person.email}`);
    for (const p of person.profiles) {
      const [profile] = await db
        .insert(profiles)
        .values({
          tenantId: tenant.tenantId,
          userId: user.id,
          accountType: p.type,
          organizationName: p.organizationName ?? null,
          designation: p.designation ?? null,
          website: p.website ?? null,
          investorType: p.investorType ?? null,
          servicesLookingFor: p.lookingFor ?? [],
          approvalStatus: p.status ?? 'draft',
          approvalMessage: p.approvalMessage ?? null,
          partnerId: partnerUuid(p.partner),
        })
        .returning();
      if (!profile) throw new Error(`Could not seed the ${p.type} profile of ${person.email}`);
      await fillProfile(db, tenant.tenantId, profile, p).catch((error: unknown) => {
        throw new Error(`The demo ${p.type} profile of ${person.email} on ${tenant.slug}: ${reasonOf(error)}`);
      });
    }
  }
  const invite = inviteCodeOf[tenant.slug];
  if (!invite) return;
  const [partner] = await db
    .select({ uuid: partners.uuid })
    .from(partners)
    .where(eq(partners.tenantId, tenant.tenantId))
    .orderBy(asc(partners.name))
    .limit(1);
  await db
    .insert(inviteCodes)
    .values({ tenantId: tenant.tenantId, ...invite, partnerId: partner?.uuid ?? null, maxUses: 500 });
};

/** Demo connections between seeded people: [from email, to email, status]. */
const demoConnections: Record<string, Array<[string, string, 'pending' | 'accepted']>> = {
  ventura: [
    ['rohan@northstar.demo', 'aarav@greenleaf.demo', 'accepted'],
    ['meera@tatvasteel.demo', 'aarav@greenleaf.demo', 'pending'],
    ['aarav@greenleaf.demo', 'david@mentors.demo', 'pending'],
    ['lena@ledgerlegal.demo', 'sara@finlytics.demo', 'accepted'],
  ],
  alpha: [
    ['tom@orbit.demo', 'isha@alpha.demo', 'pending'],
    ['rohan@northstar.demo', 'isha@alpha.demo', 'accepted'],
  ],
};

export const seedTenantConnections = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  const firstProfile = (email: string) => demoProfileId(db, tenant.tenantId, email);
  for (const [from, to, status] of demoConnections[tenant.slug] ?? []) {
    await db.insert(connections).values({
      tenantId: tenant.tenantId,
      fromProfileId: await firstProfile(from),
      toProfileId: await firstProfile(to),
      status,
      requestMessage: 'Great to meet you at the demo day. Shall we connect?',
      respondedAt: status === 'accepted' ? new Date() : null,
    });
  }
};
