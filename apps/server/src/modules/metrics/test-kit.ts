import { randomBytes } from 'node:crypto';
import { lastClosedPeriod, shiftPeriod } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { call, createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { findTenantByHost } from '../../platform/tenancy/repo.ts';

type Json = Record<string, unknown>;

/** The last closed month and the one before it: what a startup may report. */
export const month = lastClosedPeriod('monthly', new Date());
export const before = shiftPeriod(month, -1);
export const suffix = () => randomBytes(4).toString('hex');

/**
 * A test file's app on `localhost` (started before its tests, closed after), with the /api/v2 caller
 * the metrics calls live under, SQL, and a partner of the tenant of its own.
 */
export const metricsHarness = (host = 'localhost') => {
  let t: TestApp;
  let tenantId = '';
  beforeAll(async () => {
    t = await createTestApp();
    const tenant = await findTenantByHost(t.database.db, host);
    if (!tenant) throw new Error(`no tenant on ${host}`);
    tenantId = tenant.id;
  });
  afterAll(() => t.close());
  const { rows } = testClient(() => t, host);
  return {
    app: () => t,
    tenantId: () => tenantId,
    rows,
    v2: (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token?: string, body?: Json, on = host) =>
      call(t.app, { method, host: on, url: `/api/v2${url}`, ...(token ? { token } : {}), ...(body ? { body } : {}) }),
    /** A partner of the tenant of its own, so that only this test's people came through it. */
    newPartner: async () => {
      const slug = `metrics-partner-${suffix()}`;
      const [row] = await rows(
        sql`insert into partners (tenant_id, name, slug) values (${tenantId}, ${slug}, ${slug}) returning uuid`,
      );
      return String(row?.uuid);
    },
  };
};
