import type { ApplicationDetails, FormField, Program, ProgramApplication, ProgramDocument } from '@ventura/shared';
import { sessionStore } from '../../core/session.ts';
import type { Answer, serve } from '../../test/serve.ts';

export const programUuid = '0b8e7f6a-5d4c-4b3a-9e2f-1a0b9c8d7e6f';
export const applicationUuid = '6f5e4d3c-2b1a-4098-8f7e-6d5c4b3a2918';
export const formUuid = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const documentUuid = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const day = 86_400_000;
/** An instant `days` from now, as the server writes it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * day).toISOString();

/** The application form: a company name (required), then a step with a website. */
export const programFields: FormField[] = [
  { key: 'about', type: 'section', label: 'About you', required: false },
  { key: 'company', type: 'short_text', label: 'Company name', required: true },
  { key: 'more', type: 'section', label: 'More', required: false },
  { key: 'site', type: 'url', label: 'Website', required: false },
];

/** A call for applications of the tenant, open now, for startups. */
export const programFixture = (changes: Partial<Program> = {}): Program => ({
  id: 4,
  uuid: programUuid,
  family: 'application',
  code: 'SEED-2027',
  title: 'Seed Accelerator 2027',
  summary: 'Twelve weeks of mentoring and a demo day.',
  description: 'A cohort of ten startups.\nMentors from the ecosystem.',
  industries: [{ code: 'fintech', name: 'Fintech' }],
  eligibility: 'Registered startups under five years old.',
  accountTypes: ['startup'],
  opensAt: daysFromNow(-10),
  closesAt: '2026-12-12T12:00:00.000Z',
  startsOn: '2027-01-15',
  endsOn: '2027-04-15',
  externalUrl: null,
  status: 'published',
  isOpen: true,
  form: { uuid: formUuid, title: 'Seed intake', questionCount: 2 },
  documents: [
    { key: 'deck', stage: 'application', title: 'Pitch deck', description: 'Ten slides at most.', required: true },
    { key: 'financials', stage: 'interview', title: 'Financial plan', description: '', required: false },
  ],
  rubric: [],
  videoTopics: [],
  office: null,
  myApplication: null,
  canManage: false,
  canReview: false,
  createdAt: '2026-10-01T09:00:00.000Z',
  ...changes,
});

export const programDocumentFixture = (changes: Partial<ProgramDocument> = {}): ProgramDocument => ({
  uuid: documentUuid,
  key: 'deck',
  stage: 'application',
  title: 'Pitch deck',
  description: 'Ten slides at most.',
  required: true,
  status: 'pending',
  reason: null,
  file: null,
  ...changes,
});

export const applicationFixture = (changes: Partial<ProgramApplication> = {}): ProgramApplication => ({
  uuid: applicationUuid,
  program: {
    uuid: programUuid,
    code: 'SEED-2027',
    title: 'Seed Accelerator 2027',
    family: 'application',
    closesAt: '2026-12-12T12:00:00.000Z',
  },
  applicant: { profileUuid: 'p-startup', name: 'Solar Sprout', accountType: 'startup', logo: null },
  status: 'draft',
  stage: 'application',
  progress: 50,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  submittedAt: null,
  pendingDocuments: 1,
  ...changes,
});

export const detailsFixture = (changes: Partial<ApplicationDetails> = {}): ApplicationDetails => ({
  ...applicationFixture(),
  fields: programFields,
  answers: { company: 'Solar Sprout' },
  documents: [programDocumentFixture()],
  history: [],
  ...changes,
});

export const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });
export const page = (items: unknown[], total = items.length, limit = 20): Answer =>
  ok({ items, total, pageNumber: 1, limit });
export const refused = (status: number, message: string, errors: string[] = []): Answer => ({
  status,
  body: { message, errors },
});

/** Signs in a startup member. */
export const signInAsStartup = () =>
  sessionStore.signIn({
    user: {
      userId: 'u-startup',
      id: 7,
      uuid: 'p-startup',
      name: 'Asha',
      accountType: 'startup',
      role: 'member',
      impersonated: false,
    },
    accessToken: 'token-1',
  });

type Fetch = ReturnType<typeof serve>;

/** The bodies sent to `method url` (JSON parsed; a FormData as it is). */
export const sentBodies = (fetch: Fetch, method: string, url: string) =>
  fetch.mock.calls
    .filter(([called, init]) => String(called).split('?')[0] === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

/** The addresses (with their queries) called with a method. */
export const calledUrls = (fetch: Fetch, method = 'GET') =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).map(([called]) => String(called));

/** The program's address under each family. */
export const codeUrl = (family = 'application-programs-management', code = 'SEED-2027') =>
  `GET /api/v1/${family}/code/${code}`;
export const detailsUrl = `/api/v1/application-programs-management/${programUuid}/check_application_status/${applicationUuid}/details`;
export const saveUrl = `/api/v1/application-programs-management/${programUuid}/${applicationUuid}/apply`;
export const applyUrl = `/api/v1/application-programs-management/${programUuid}/apply`;
