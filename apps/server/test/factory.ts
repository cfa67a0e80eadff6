/*
 * A whole tenant graph in one call: people of the account types a test names, each with a profile and a
 * signed-in session, plus an operator, made straight in the database (no codes, no mail), so that tests
 * stop depending on demo people by name and stay fast. Around it, the links between people a test needs:
 * a connection, a team member, a conversation, and the same people again on a second tenant.
 */
import { randomBytes } from 'node:crypto';
import {
  type AccountType,
  type ApprovalStatus,
  type ConnectionStatus,
  completenessOf,
  type FieldDef,
  type Gender,
  type InvestorType,
  isProfileAccountType,
  listItemBody,
  sectionBody,
  sectionsOf,
} from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import {
  connections,
  conversationMembers,
  conversations,
  type ProfileRow,
  profiles,
  type User,
  users,
} from '../src/db/schema.ts';
import { insertListItem, loadProfile, saveValues } from '../src/modules/profiles/index.ts';
import { listsOf } from '../src/modules/profiles/store.ts';
import { openSession } from '../src/platform/auth/sessions.ts';
import { parseInput } from '../src/platform/errors.ts';
import { findTenantByHost, type Tenant } from '../src/platform/tenancy/repo.ts';
import type { TestApp } from './helpers.ts';
import { loadSamples, sampleBody } from './profile-samples.ts';

export type PersonSpec = {
  type: AccountType;
  name?: string;
  /** The sign-in email; by default one made up for the person (`startup-kqzmwbte@factory.test`). */
  email?: string;
  /** A mobile number of India (+91) the person also signs in with. */
  mobileNumber?: string;
  gender?: Gender;
  organizationName?: string | null;
  investorType?: InvestorType | null;
  approvalStatus?: ApprovalStatus;
  role?: 'member' | 'operator';
  /** The tenant's partner the profile came through (a partner-only tenant lets such members in). */
  partnerId?: string;
  /** Every section and list of the profile filled in, as approval asks of a profile (see `approvedMember`). */
  complete?: boolean;
  /** More account types the person holds, a profile each; the session is on `type`'s profile. */
  alsoHolds?: AccountType[];
};

export type Person = {
  token: string;
  tenantId: string;
  userId: string;
  profileId: number;
  uuid: string;
  email: string;
  name: string;
  type: AccountType;
};

/** An approved profile with every section and list filled in, as the demo's approved members have. */
export const approvedMember = (type: AccountType, more: Omit<PersonSpec, 'type'> = {}): PersonSpec => ({
  type,
  approvalStatus: 'approved',
  complete: true,
  ...more,
});

/** Random lower-case letters: a made-up address never holds a run of digits that reads as a code. */
const letters = (count: number) =>
  Array.from(randomBytes(count), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** Makes one person with one profile (or more, `alsoHolds`) and an open session on `tenant`. */
export const makePerson = (t: TestApp, tenant: Tenant, spec: PersonSpec): Promise<Person> =>
  createPerson(t, tenant.id, spec);

/** What a profile is made from: a person's spec, and for a team member the owner's profile and logo. */
type ProfileSpec = PersonSpec & { parentId?: number; organizationLogo?: string | null };

const createPerson = async (t: TestApp, tenantId: string, spec: ProfileSpec): Promise<Person> => {
  const db = t.database.db;
  const email = spec.email ?? `${spec.type}-${letters(8)}@factory.test`;
  const name = spec.name ?? `Test ${spec.type.replace('_', ' ')}`;
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      name,
      email,
      emailVerifiedAt: new Date(),
      role: spec.role ?? 'member',
      gender: spec.gender ?? null,
      ...(spec.mobileNumber ? { countryCode: '91', mobileNumber: spec.mobileNumber } : {}),
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const profile = await addProfile(t, user, spec);
  for (const type of spec.alsoHolds ?? []) await addProfile(t, user, { ...spec, type });
  const token = await openSession(db, { tenantId, userId: user.id, profileId: profile.id });
  return { token, tenantId, userId: user.id, profileId: profile.id, uuid: profile.uuid, email, name, type: spec.type };
};

/** One profile of `spec.type` for a user, filled in when the spec asks for a complete one. */
const addProfile = async (t: TestApp, holder: User, spec: ProfileSpec) => {
  const [profile] = await t.database.db
    .insert(profiles)
    .values({
      tenantId: holder.tenantId,
      userId: holder.id,
      accountType: spec.type,
      organizationName: spec.organizationName === undefined ? `${holder.name} Co` : spec.organizationName,
      organizationLogo: spec.organizationLogo ?? null,
      investorType: spec.type === 'investor' ? (spec.investorType ?? 'organization') : null,
      approvalStatus: spec.approvalStatus ?? 'draft',
      partnerId: spec.partnerId ?? null,
      parentId: spec.parentId ?? null,
      canAddMembers: spec.parentId === undefined,
    })
    .returning();
  if (!profile) throw new Error('profile insert returned nothing');
  if (spec.complete) await fillIn(t, profile);
  return profile;
};

/**
 * Fills every section and list of a profile with valid sample values, as its holder's saves would, and
 * stores the completeness the console reads. The card's organisation name stays the one the spec gave.
 */
const fillIn = async (t: TestApp, profile: ProfileRow) => {
  const type = profile.accountType;
  if (!isProfileAccountType(type)) return;
  const db = t.database.db;
  const samples = await loadSamples(t.database, profile.tenantId);
  let card = profile;
  for (const section of sectionsOf(type, profile.investorType)) {
    const body = parseInput(sectionBody(section), {
      ...sampleBody(section.fields, samples),
      ...organisationIn(section.fields, profile.organizationName),
    });
    card = await saveValues(db, profile.tenantId, card, body);
  }
  for (const { list, table } of listsOf(type)) {
    const item = parseInput(listItemBody(list, 'create'), sampleBody(list.fields, samples));
    for (let n = 0; n < Math.max(list.minItems, 1); n++) {
      await insertListItem(db, profile.tenantId, table, card.id, item);
    }
  }
  const loaded = await loadProfile(db, profile.tenantId, card);
  const counts = Object.fromEntries(loaded.lists.map(({ list, rows }) => [list.key, rows.length]));
  const { percentage } = completenessOf(type, card.investorType, loaded.values, counts);
  await db
    .update(profiles)
    .set({ completeness: percentage })
    .where(and(eq(profiles.tenantId, profile.tenantId), eq(profiles.id, profile.id)));
};

/** The organisation name a spec gave, for the fields that hold it (a sample value would rename it). */
const organisationIn = (fields: readonly FieldDef[], name: string | null) =>
  name === null
    ? {}
    : Object.fromEntries(
        fields
          .filter((field) => field.key === 'name' || field.key === 'organization')
          .map((field) => [field.key, name]),
      );

/** Another signed-in session of the same person on the same profile (a second device). */
export const newSession = (t: TestApp, person: Person) =>
  openSession(t.database.db, { tenantId: person.tenantId, userId: person.userId, profileId: person.profileId });

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

export type TenantGraph<K extends string> = Awaited<ReturnType<typeof tenantGraph<K>>>;

/** The demo's second ordinary tenant (Alpha Accelerator Network): its own operators, types and settings. */
export const otherDemoHost = 'alpha.localhost';

/**
 * The same people on two tenants, for proving that nothing crosses between them: `home` on `localhost`,
 * `away` on `otherDemoHost`, with the same names, kinds and emails (contacts are unique per tenant only).
 */
export const lookAlikeTenants = async <K extends string>(t: TestApp, specs: Record<K, PersonSpec>) => {
  const home = await tenantGraph(t, 'localhost', specs);
  const twins = { ...specs };
  for (const key in specs) twins[key] = { ...specs[key], email: home.people[key].email };
  return { home, away: await tenantGraph(t, otherDemoHost, twins) };
};

/** A connection from `a` to `b` (accepted unless another status is named), as if asked and answered. */
export const connect = async (t: TestApp, a: Person, b: Person, status: ConnectionStatus = 'accepted') => {
  const [row] = await t.database.db
    .insert(connections)
    .values({
      tenantId: a.tenantId,
      fromProfileId: a.profileId,
      toProfileId: b.profileId,
      status,
      respondedAt: status === 'accepted' || status === 'rejected' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('connection insert returned nothing');
  return row;
};

/**
 * A second user in the team of `owner`'s profile, as an accepted invitation makes one: a profile of the
 * same type, organisation, logo and approval under the owner's, which cannot add members itself.
 */
export const addTeamMember = async (t: TestApp, owner: Person, name = 'Team member') => {
  const [team] = await t.database.db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, owner.tenantId), eq(profiles.id, owner.profileId)));
  if (!team) throw new Error(`no profile ${owner.profileId}`);
  return createPerson(t, owner.tenantId, {
    type: team.accountType,
    name,
    organizationName: team.organizationName,
    organizationLogo: team.organizationLogo,
    investorType: team.investorType,
    approvalStatus: team.approvalStatus,
    ...(team.partnerId ? { partnerId: team.partnerId } : {}),
    parentId: team.id,
  });
};

/** The direct conversation of two people (stored as its lower and higher profile id), both of them members. */
export const startConversation = async (t: TestApp, a: Person, b: Person) => {
  const db = t.database.db;
  const [conversation] = await db
    .insert(conversations)
    .values({
      tenantId: a.tenantId,
      kind: 'direct',
      profileLow: Math.min(a.profileId, b.profileId),
      profileHigh: Math.max(a.profileId, b.profileId),
    })
    .returning();
  if (!conversation) throw new Error('conversation insert returned nothing');
  await db
    .insert(conversationMembers)
    .values(
      [a, b].map((person) => ({ tenantId: a.tenantId, conversationId: conversation.id, profileId: person.profileId })),
    );
  return conversation;
};
