import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { ipRequestEvents, ipRequests } from './tables.ts';

/** A request's history, oldest first. */
const history = (steps: Step[]) => steps;

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

type Step = {
  from: string | null;
  to: string | null;
  note: string;
  by: 'owner' | 'team';
  internal?: boolean;
  day: number;
};

/**
 * The demo's IP requests, on the main tenant: GreenLeaf's granted patent and filed trademark (both offered for
 * licensing), its design in review with Ledger Legal as facilitator, Tatva Steel's patent that needs information,
 * and a new copyright request waiting in the queue.
 */
export const seedTenantIp = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  if (tenant.slug !== 'ventura') return;
  const emails = ['aarav@greenleaf.demo', 'meera@tatvasteel.demo', 'lena@ledgerlegal.demo', 'admin@ventura.demo'];
  const people = await db
    .select({ id: users.id, email: users.email, profileId: profiles.id, type: profiles.accountType })
    .from(users)
    .innerJoin(profiles, and(eq(profiles.tenantId, users.tenantId), eq(profiles.userId, users.id)))
    .where(and(eq(users.tenantId, tenant.tenantId), inArray(users.email, emails)));
  const find = (email: string, type: string) => people.find((p) => p.email === email && p.type === type);
  const greenleaf = find('aarav@greenleaf.demo', 'startup');
  const tatva = find('meera@tatvasteel.demo', 'corporate');
  const lena = find('lena@ledgerlegal.demo', 'service_provider');
  const operator = people.find((p) => p.email === 'admin@ventura.demo');
  if (!greenleaf || !tatva || !lena || !operator) return;

  const requests = [
    {
      owner: greenleaf,
      kind: 'patent',
      title: 'Low-power soil moisture sensor with self-calibration',
      description:
        'A capacitive soil sensor that recalibrates itself against rainfall events, running two seasons on one battery.',
      inventors: [{ name: 'Aarav Mehta', email: 'aarav@greenleaf.demo' }, { name: 'Kiran Das' }],
      stage: 'granted',
      facilitator: lena.id,
      applicationNumber: 'IN202341012345',
      filedOn: '2025-03-14',
      publishedForLicensing: true,
      licensingSummary:
        'Field-proven sensor design for irrigation and crop-insurance products; non-exclusive licences by region.',
      industries: ['agritech', 'climate'],
      days: 400,
      steps: history([
        { from: null, to: 'submitted', note: '', by: 'owner', day: 400 },
        { from: 'submitted', to: 'in_review', note: 'We will do a prior-art search first.', by: 'team', day: 396 },
        { from: 'in_review', to: 'drafting', note: 'Nothing close found: drafting the claims.', by: 'team', day: 380 },
        { from: 'drafting', to: 'filed', note: 'Filed with the Indian Patent Office.', by: 'team', day: 360 },
        { from: 'filed', to: 'granted', note: 'Granted. Congratulations!', by: 'team', day: 30 },
      ]),
    },
    {
      owner: greenleaf,
      kind: 'trademark',
      title: 'GreenLeaf word mark',
      description: 'The GreenLeaf name for farm sensors and the advisory app, classes 9 and 42.',
      inventors: [],
      stage: 'filed',
      facilitator: null,
      applicationNumber: 'TM-5432109',
      filedOn: '2026-06-02',
      publishedForLicensing: true,
      licensingSummary: 'The GreenLeaf brand for co-branded advisory services with farmer producer organisations.',
      industries: ['agritech'],
      days: 200,
      steps: history([
        { from: null, to: 'submitted', note: '', by: 'owner', day: 200 },
        { from: 'submitted', to: 'in_review', note: '', by: 'team', day: 199 },
        { from: 'in_review', to: 'drafting', note: 'The search is clear in classes 9 and 42.', by: 'team', day: 190 },
        { from: 'drafting', to: 'filed', note: 'Filed.', by: 'team', day: 180 },
      ]),
    },
    {
      owner: greenleaf,
      kind: 'design',
      title: 'Solar-powered field gateway enclosure',
      description: 'The weather-proof enclosure of our field gateway, with its folding solar panel.',
      inventors: [{ name: 'Kiran Das' }],
      stage: 'in_review',
      facilitator: lena.id,
      applicationNumber: null,
      filedOn: null,
      publishedForLicensing: false,
      licensingSummary: '',
      industries: [],
      days: 12,
      steps: history([
        { from: null, to: 'submitted', note: '', by: 'owner', day: 12 },
        { from: 'submitted', to: 'in_review', note: 'Ledger Legal will look at the drawings.', by: 'team', day: 10 },
        {
          from: null,
          to: null,
          note: 'Similar hinge designs exist: check them before drafting.',
          by: 'team',
          internal: true,
          day: 9,
        },
      ]),
    },
    {
      owner: tatva,
      kind: 'patent',
      title: 'Slag-based low-carbon cement binder',
      description: 'A process that turns blast-furnace slag into a binder with 40% less embodied carbon.',
      inventors: [{ name: 'Meera Iyer', email: 'meera@tatvasteel.demo' }],
      stage: 'needs_information',
      facilitator: null,
      applicationNumber: null,
      filedOn: null,
      publishedForLicensing: false,
      licensingSummary: '',
      industries: [],
      days: 20,
      steps: history([
        { from: null, to: 'submitted', note: '', by: 'owner', day: 20 },
        { from: 'submitted', to: 'in_review', note: '', by: 'team', day: 18 },
        {
          from: 'in_review',
          to: 'needs_information',
          note: 'Please share the lab results of the compressive strength tests.',
          by: 'team',
          day: 15,
        },
      ]),
    },
    {
      owner: tatva,
      kind: 'copyright',
      title: 'Furnace monitoring dashboard software',
      description: 'The source code and interface of our furnace monitoring dashboard.',
      inventors: [],
      stage: 'submitted',
      facilitator: null,
      applicationNumber: null,
      filedOn: null,
      publishedForLicensing: false,
      licensingSummary: '',
      industries: [],
      days: 2,
      steps: history([{ from: null, to: 'submitted', note: '', by: 'owner', day: 2 }]),
    },
  ];

  for (const request of requests) {
    const [stored] = await db
      .insert(ipRequests)
      .values({
        tenantId: tenant.tenantId,
        requesterUserId: request.owner.id,
        profileId: request.owner.profileId,
        kind: request.kind,
        title: request.title,
        description: request.description,
        inventors: request.inventors,
        stage: request.stage,
        facilitatorUserId: request.facilitator,
        applicationNumber: request.applicationNumber,
        filedOn: request.filedOn,
        publishedForLicensing: request.publishedForLicensing,
        licensingSummary: request.licensingSummary,
        industries: request.industries,
        createdAt: daysAgo(request.days),
        updatedAt: daysAgo(Math.min(...request.steps.map((step) => step.day))),
      })
      .returning({ id: ipRequests.id });
    if (!stored) continue;
    await db.insert(ipRequestEvents).values(
      request.steps.map((step) => ({
        tenantId: tenant.tenantId,
        ipRequestId: stored.id,
        authorUserId: step.by === 'owner' ? request.owner.id : (request.facilitator ?? operator.id),
        fromStage: step.from,
        toStage: step.to,
        note: step.note,
        internal: step.internal ?? false,
        createdAt: daysAgo(step.day),
      })),
    );
  }
};
