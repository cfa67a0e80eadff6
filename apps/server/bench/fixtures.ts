// What some bench calls read and the demo does not seed: written through the API as the tenant's operator
// once the server is up. On PGlite the database lives inside the server's process, so the bench cannot
// write it with SQL from outside; the API works the same on both databases.
import { z } from 'zod';
import { base, host } from './server.ts';

const postAs = async (token: string, url: string, body: unknown) => {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
};

/** A news page's worth of headlines, as an operator writes them (titles, a sentence of summary, a body). */
const newsItems = [
  'Applications open for the spring acceleration cohort',
  'Seed fund doubles its ticket size for agritech startups',
  'Mentor office hours move to Tuesdays and Thursdays',
  'Ten startups selected for the climate innovation challenge',
  'New co-working space opens in the city centre',
  'Demo day recap: what investors asked the founders',
];

/** Published news for everyone (signed out too): the items `articles/news` lists. */
export const publishNews = async (operator: string) => {
  for (const title of newsItems) {
    await postAs(operator, '/api/v1/admin/articles/news', {
      title,
      summary: `${title}. Read what changes for members of the ecosystem and the dates to keep in mind.`,
      body: `<p>${title}.</p><p>Members can find the details, deadlines and contacts on the programme pages.</p>`,
      published: true,
      audience: { scope: 'public' },
    });
  }
};

/** A certificate issued to the profile `recipientUuid`; answers its id, the one `certificates/verify` reads. */
export const issueCertificate = async (operator: string, recipientUuid: string) => {
  const answer = await postAs(operator, '/api/v1/admin/certificates', {
    recipientProfileUuid: recipientUuid,
    title: 'Spring acceleration cohort',
    reason: 'For completing the twelve-week acceleration programme and presenting at demo day.',
  });
  return z.object({ data: z.object({ id: z.string() }) }).parse(answer).data.id;
};

const putAs = async (token: string, url: string, body: unknown) => {
  const res = await fetch(`${base}${url}`, {
    method: 'PUT',
    headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
};

/**
 * Payments switched on (Stripe keys of the right shape: reading plans never calls the provider) with three
 * plans on sale, one of which sells mentorship hours, so `membership` lists a locked feature and every
 * request through a plan-sold feature's gate reads the plans.
 */
export const sellPlans = async (operator: string) => {
  await putAs(operator, '/api/v1/admin/payments/settings', {
    provider: 'stripe',
    keyId: 'pk_test_benchbenchbench',
    keySecret: 'sk_test_benchbenchbench',
    webhookSecret: 'whsec_benchbenchbench',
    currency: 'INR',
    tax: { name: 'GST', ratePercent: 18, inclusive: false, idLabel: 'GSTIN', idNumber: '29ABCDE1234F1Z5' },
    legalName: 'Ventura Demo Pvt Ltd',
    address: 'Bengaluru',
    invoicePrefix: 'INV',
  });
  const plans = [
    { name: 'Starter', priceMinor: 99_900, interval: 'monthly', features: [] },
    { name: 'Growth', priceMinor: 1_000_000, interval: 'yearly', features: ['mentor_hours'] },
    { name: 'Lifetime', priceMinor: 5_000_000, interval: 'one_off', features: ['mentor_hours'] },
  ];
  for (const plan of plans) {
    await postAs(operator, '/api/v1/admin/payments/plans', {
      name: plan.name,
      description: `${plan.name} membership`,
      priceMinor: plan.priceMinor,
      currency: 'INR',
      interval: plan.interval,
      unlocks: { features: plan.features, accountTypes: [], eventSeats: 2 },
    });
  }
};
