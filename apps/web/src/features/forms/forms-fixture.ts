import type { Form, FormField, FormSubmission } from '@ventura/shared';
import { sessionStore } from '../../core/session.ts';
import type { Answer, serve } from '../../test/serve.ts';

export const formUuid = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const fileUuid = '5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d';

/** An intake form in two sections, with a choice that opens a follow-up question. */
export const intakeFields: FormField[] = [
  { key: 'about', type: 'section', label: 'About you', help: 'Tell us who you are.', required: false },
  { key: 'company', type: 'short_text', label: 'Company name', required: true, prefill: 'organizationName' },
  { key: 'pitch', type: 'long_text', label: 'Pitch', help: 'Two or three sentences.', required: false },
  { key: 'team_size', type: 'number', label: 'Team size', required: false, min: 1, max: 500 },
  { key: 'stage', type: 'choice', label: 'Stage', required: true, options: ['Idea', 'Revenue'] },
  {
    key: 'revenue',
    type: 'number',
    label: 'Monthly revenue',
    required: true,
    showIf: { field: 'stage', equals: 'Revenue' },
  },
  { key: 'details', type: 'section', label: 'Details', required: false },
  { key: 'sectors', type: 'multi_choice', label: 'Sectors', required: false, options: ['Fintech', 'Health', 'Energy'] },
  { key: 'founded', type: 'date', label: 'Founded on', required: false },
  { key: 'deck', type: 'file', label: 'Pitch deck', required: false, accept: ['pdf'] },
  { key: 'site', type: 'url', label: 'Website', required: false },
  { key: 'confidence', type: 'rating', label: 'Confidence', required: false, max: 5 },
];

export const formFixture = (changes: Partial<Form> = {}): Form => ({
  id: 12,
  uuid: formUuid,
  code: 'intake-2027',
  slug: 'startup-intake',
  title: 'Startup intake',
  description: 'Tell us about your startup.',
  fields: intakeFields,
  audience: 'members',
  accountTypes: ['startup'],
  attachToProfile: false,
  showOnProfile: false,
  status: 'published',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  ...changes,
});

export const submissionFixture = (changes: Partial<FormSubmission> = {}): FormSubmission => ({
  uuid: '2b1a0f9e-8d7c-4b6a-9e5f-4d3c2b1a0f9e',
  formUuid,
  status: 'draft',
  answers: {},
  progress: 0,
  submittedAt: null,
  updatedAt: '2026-11-03T09:00:00.000Z',
  ...changes,
});

export const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });

/** The JSON bodies sent to `method path`, in order. */
export const sentBodies = (fetch: ReturnType<typeof serve>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

/** Signs a startup member in (profile uuid 'p1'). */
export const signInStartup = () =>
  sessionStore.signIn({
    user: {
      userId: 'u1',
      id: 7,
      uuid: 'p1',
      name: 'Asha',
      accountType: 'startup',
      role: 'member',
      impersonated: false,
    },
    accessToken: 'token-1',
  });
