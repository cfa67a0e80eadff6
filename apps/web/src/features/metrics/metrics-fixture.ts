import { cleanup } from '@testing-library/react';
import type { AccountType, MetricPerson, MetricType, StartupMetrics } from '@ventura/shared';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { sessionStore } from '../../core/session.ts';
import { stubAutosize, stubMatchMedia } from '../../test/render.tsx';
import type { Answer, serve } from '../../test/serve.ts';

/* Growth metrics as the API answers them, for the feature's tests: a startup with a few values. */

export const startupUuid = '3f1c2a7e-8b4d-4c6a-9e2f-1a2b3c4d5e6f';
export const otherStartupUuid = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export const revenueType: MetricType = {
  key: 'revenue',
  name: 'Revenue',
  unit: 'currency',
  period: 'monthly',
  required: true,
  position: 0,
  retired: false,
};
export const customersType: MetricType = {
  key: 'customers',
  name: 'Customers',
  unit: 'count',
  period: 'monthly',
  required: false,
  position: 1,
  retired: false,
};

/** The types as the API lists them (not in order): a quarterly one, and a retired one without values. */
export const metricTypes: MetricType[] = [
  customersType,
  revenueType,
  {
    key: 'jobs_created',
    name: 'Jobs created',
    unit: 'count',
    period: 'quarterly',
    required: false,
    position: 2,
    retired: false,
  },
  {
    key: 'patents',
    name: 'Patents filed',
    unit: 'count',
    period: 'monthly',
    required: false,
    position: 3,
    retired: true,
  },
];

export const person = (uuid: string, name: string, accountType: AccountType = 'investor'): MetricPerson => ({
  uuid,
  name,
  accountType,
  accountTypeLabel: accountType === 'startup' ? 'Startup' : accountType === 'mentor' ? 'Mentor' : 'Investor',
  organizationName: null,
  avatar: null,
});

export const acme = person(startupUuid, 'Acme Robotics', 'startup');
export const asha = person('a1111111-1111-4111-8111-111111111111', 'Asha Investor');

/** Acme's metrics, seen in July 2026: June's revenue submitted, June's customers a draft, Q2 jobs submitted. */
export const startupMetrics = (changes: Partial<StartupMetrics> = {}): StartupMetrics => ({
  startup: acme,
  types: metricTypes,
  metrics: {
    revenue: [
      { period: '2026-06', value: 1000, note: null, status: 'submitted', updatedAt: '2026-07-02T10:00:00Z' },
      {
        period: '2026-04',
        value: 800,
        note: 'After the pilot',
        status: 'submitted',
        updatedAt: '2026-05-02T10:00:00Z',
      },
    ],
    customers: [{ period: '2026-06', value: 10, note: null, status: 'draft', updatedAt: '2026-07-02T10:00:00Z' }],
    jobs_created: [{ period: '2026-Q2', value: 3, note: null, status: 'submitted', updatedAt: '2026-07-02T10:00:00Z' }],
    patents: [],
  },
  pending: [{ metric: 'customers', period: '2026-06', required: false }],
  comments: [],
  requests: [],
  reviewers: [asha],
  invited: [],
  can: { edit: true, chooseReviewers: true, comment: true, requestUpdate: false },
  ...changes,
});

export const one = (data: unknown, status = 200): Answer => ({ status, body: { data } });
export const page = <T>(items: T[], total = items.length) => ({
  status: 200,
  body: { data: { items, total, pageNumber: 1, limit: 20 } },
});

export const signInAs = (accountType: AccountType) =>
  sessionStore.signIn({
    user: { userId: 'u1', id: 7, uuid: 'p1', name: 'Asha', accountType, role: 'member', impersonated: false },
    accessToken: 'token-1',
  });

/** The JSON body of the first call of a method to an address starting with `path`. */
export const bodyOf = (fetch: ReturnType<typeof serve>, method: string, path: string, nth = 0): unknown => {
  const calls = fetch.mock.calls.filter(([url, init]) => String(url).startsWith(path) && init?.method === method);
  return JSON.parse(String(calls[nth]?.[1]?.body ?? 'null'));
};

/** Whether a GET went to exactly this address (query included). */
export const fetched = (fetch: ReturnType<typeof serve>, url: string) =>
  fetch.mock.calls.some(([called, init]) => String(called) === url && (init?.method ?? 'GET') === 'GET');

/**
 * The hooks every metrics page test takes: Mantine's browser stubs, the clock at 15 July 2026 (so periods
 * are fixed), signed in as a member of a type, and everything put back after each test.
 */
export const metricsTestHooks = (accountType: AccountType) => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-15T10:00:00Z'));
    signInAs(accountType);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStore.clear();
  });
};
