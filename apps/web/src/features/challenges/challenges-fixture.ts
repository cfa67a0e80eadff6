import type { Challenge, ChallengeInfo, Participant } from '@ventura/shared';
import { sessionStore } from '../../core/session.ts';
import type { Answer, serve } from '../../test/serve.ts';

export const challengeUuid = '3f2b8c1e-5d4a-4b6c-9e7f-1a2b3c4d5e6f';
export const requiredQuestion = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
export const optionalQuestion = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';

/** A year ahead, as YYYY-MM-DD: a deadline that has not passed. */
export const futureDate = (days = 365) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An open challenge of Orbit Mobility that a startup may apply to, with one required and one optional question. */
export const challengeFixture = (changes: Partial<Challenge> = {}): Challenge => {
  const uuid = changes.uuid ?? challengeUuid;
  return {
    uuid,
    title: 'Cut last-mile delivery emissions',
    problemStatement: 'Our vans idle for hours.\nHelp us plan greener routes.',
    industries: [
      { code: 'logistics', name: 'Logistics' },
      { code: 'cleantech', name: 'Cleantech' },
    ],
    rewards: 'A paid pilot of 50,000 EUR and a contract for the winner.\nMentoring by our fleet team.',
    eligibility: 'Startups with a working product.',
    deadline: futureDate(),
    status: 'open',
    acceptingApplications: true,
    corporate: {
      profileUuid: 'c0ffee00-1111-4222-8333-444455556666',
      companyName: 'Orbit Mobility',
      logo: null,
      website: null,
      about: null,
    },
    attachments: [
      {
        uuid: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9',
        name: 'brief.pdf',
        kind: 'pdf',
        size: 204_800,
        url: `/api/v1/challenges/${uuid}/files/f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9`,
      },
    ],
    questions: [
      { uuid: requiredQuestion, text: 'How many vans have you routed?', required: true },
      { uuid: optionalQuestion, text: 'Anything else?', required: false },
    ],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    participantCount: null,
    myParticipation: null,
    url: `/challenges/${uuid}/details`,
    can: { edit: false, apply: true, cannotApplyReason: null, seeParticipants: false },
    ...changes,
  };
};

export const participantFixture = (changes: Partial<Participant> = {}): Participant => ({
  uuid: 'd4c3b2a1-0f9e-4d8c-8b7a-6f5e4d3c2b1a',
  startup: {
    uuid: 'aa11bb22-cc33-4d44-8e55-ff6677889900',
    name: 'Solar Sprout',
    logo: null,
    url: '/startups/profile/aa11bb22-cc33-4d44-8e55-ff6677889900/solar-sprout',
  },
  status: 'applied',
  pitch: 'We route 2,000 vans a day.',
  answers: [{ questionUUID: requiredQuestion, question: 'How many vans have you routed?', answer: 'About 2,000.' }],
  files: [],
  appliedAt: '2026-11-10T09:00:00.000Z',
  statusChangedAt: '2026-11-10T09:00:00.000Z',
  moves: ['shortlisted', 'selected', 'rejected'],
  ...changes,
});

export const infoFixture = (changes: Partial<ChallengeInfo> = {}): ChallengeInfo => ({
  challenge: challengeFixture({
    can: { edit: true, apply: false, cannotApplyReason: null, seeParticipants: true },
    participantCount: 3,
  }),
  participantCounts: { applied: 2, shortlisted: 1, selected: 0, rejected: 0 },
  ...changes,
});

export const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });
export const page = (items: unknown[], total = items.length, limit = 20): Answer =>
  ok({ items, total, pageNumber: 1, limit });

/** Signs in a member of the given account type (a startup by default). */
export const signInAs = (accountType: 'startup' | 'corporate' | 'investor' = 'startup') =>
  sessionStore.signIn({
    user: {
      userId: `u-${accountType}`,
      id: 7,
      uuid: `p-${accountType}`,
      name: 'Asha',
      accountType,
      role: 'member',
      impersonated: false,
    },
    accessToken: 'token-1',
  });

type Fetch = ReturnType<typeof serve>;

/** The JSON bodies sent to a call. */
export const sentBodies = (fetch: Fetch, method: string, url: string) =>
  fetch.mock.calls
    .filter(([called, init]) => String(called) === url && init?.method === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

/** The addresses a method was called with. */
export const calledUrls = (fetch: Fetch, method = 'GET') =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).map(([called]) => String(called));
