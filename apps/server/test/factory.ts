/*
 * A whole tenant graph in one call: people of the account types a test names, each with a profile and a
 * signed-in session, plus an operator, made straight in the database (no codes, no mail), so that tests
 * stop depending on demo people by name and stay fast.
 */
import { randomUUID } from 'node:crypto';
import type { AccountType, ApprovalStatus, InvestorType } from '@ventura/shared';
import { openSession } from '../src/platform/auth/sessions.ts';
import { profiles, users } from '../src/platform/identity/tables.ts';
import { findTenantByHost, type Tenant } from '../src/platform/tenancy/repo.ts';
import type { TestApp } from './helpers.ts';

export type PersonSpec = {
  type: AccountType;
  name?: string;
  organizationName?: string | null;
  investorType?: InvestorType | null;
  approvalStatus?: ApprovalStatus;
  role?: 'member' | 'operator';
};

export type Person = {
  token: string;
  userId: string;
  profileId: number;
  uuid: string;
  email: string;
  name: string;
  type: AccountType;
};

/** Makes one person with one profile and an open session on the tenant of `host`. */
export const makePerson = async (t: TestApp, tenant: Tenant, spec: PersonSpec): Promise<Person> => {
  const db = t.database.db;
  const email = `${spec.type}-${randomUUID().slice(0, 8)}@factory.test`;
  const name = spec.name ?? `Test ${spec.type.replace('_', ' ')}`;
  const [user] = await db
    .insert(users)
    .values({ tenantId: tenant.id, name, email, emailVerifiedAt: new Date(), role: spec.role ?? 'member' })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const [profile] = await db
    .insert(profiles)
    .values({
      tenantId: tenant.id,
      userId: user.id,
      accountType: spec.type,
      organizationName: spec.organizationName === undefined ? `${name} Co` : spec.organizationName,
      investorType: spec.investorType ?? (spec.type === 'investor' ? 'organization' : null),
      approvalStatus: spec.approvalStatus ?? 'draft',
    })
    .returning();
  if (!profile) throw new Error('profile insert returned nothing');
  const token = await openSession(db, { tenantId: tenant.id, userId: user.id, profileId: profile.id });
  return { token, userId: user.id, profileId: profile.id, uuid: profile.uuid, email, name, type: spec.type };
};

/**
 * The tenant of `host` with the people named: `tenantGraph(t, 'localhost', { founder: { type: 'startup' } })`
 * answers `{ tenant, people: { founder } }`. An operator is always there as `people.operator`.
 */
export const tenantGraph = async <K extends string>(t: TestApp, host: string, specs: Record<K, PersonSpec>) => {
  const tenant = await findTenantByHost(t.database.db, host);
  if (!tenant) throw new Error(`no tenant answers on ${host}`);
  const entries = await Promise.all(
    Object.entries<PersonSpec>(specs).map(async ([key, spec]) => [key, await makePerson(t, tenant, spec)] as const),
  );
  const operator = await makePerson(t, tenant, { type: 'other', role: 'operator', name: 'Platform operator' });
  const people = Object.fromEntries(entries) as Record<K, Person>;
  return { tenant, people: { ...people, operator } };
};
