import { randomUUID } from 'node:crypto';
import {
  accountTypeLabels,
  type ExternalCodeSent,
  type FieldValues,
  fieldSchema,
  humanIssue,
  type ImportableProfile,
  type ImportPreview,
  type ImportRequest,
  isTypeOpen,
  mainSectionOf,
  type ProfileAccountType,
} from '@ventura/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { OtpLimits } from '../../config.ts';
import { recordAudit } from '../../platform/audit/index.ts';
import { openSession, type ProfileRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import { type Contact, findUserByContact, insertMember } from '../../platform/identity/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { fileUrl, type Storage } from '../../platform/storage/index.ts';
import { findTenantByHost, type Tenant } from '../../platform/tenancy/repo.ts';
import { directAccessMessage } from '../../platform/tenancy/state.ts';
import { checkReferences, loadProfile, noteCompleteness, saveValues } from '../profiles/index.ts';
import { storeRenditions, uploadLimitOf } from '../uploads/index.ts';
import { remoteSource } from './federation.ts';
import { fieldsOf, withProblems } from './fields.ts';
import { loadSettings } from './settings.ts';
import {
  describeProfiles,
  expiredGrantMessage,
  findGrant,
  grantMinutes,
  noSuchProfile,
  offerCode,
  openGrant,
  ownedProfile,
  readImage,
  type SourceProfile,
  sourceFace,
  spendGrant,
} from './source.ts';
import { profileImports, profileShares } from './tables.ts';

/*
 * The receiving side of an import. The source is a tenant of this deployment (its steps run in process)
 * or a tenant of another deployment this tenant trusts (the same steps over HTTPS, federation.ts). The
 * account is made from the fields and files the person chose, with the values they corrected, checked
 * against this tenant's rules as a save of their profile would be; nothing is created when anything is
 * refused. A copy from this deployment is linked on both sides and may be kept in step.
 */

type ImportBody = z.output<typeof ImportRequest>;
type Deps = { db: Db; storage: Storage; log: FastifyBaseLogger };
/** This tenant, as the source sees it: its name and its public origin. */
export type Target = { tenant: Tenant; origin: string };
type Source = { kind: 'local'; tenant: Tenant } | { kind: 'remote'; origin: string };

const noun = (contact: Contact) => (contact.email ? 'email address' : 'mobile number');
const shownName = new Set(['name', 'organization']);

/** The source at the address typed: a tenant of this deployment, or a deployment this tenant trusts. */
const resolveSource = async (db: Db, target: Tenant, host: string): Promise<Source> => {
  const local = await findTenantByHost(db, host);
  if (local?.id === target.id) throw badRequest(`This is ${target.name}: sign in here instead`);
  if (local) return { kind: 'local', tenant: local };
  const typed = host.toLowerCase();
  const origin = (await loadSettings(db, target.id)).trustedOrigins.find((o) => new URL(o).host === typed);
  if (origin) return { kind: 'remote', origin };
  throw notFound(`No platform ${target.name} knows answers at ${host}. Check the address you sign in at.`);
};

/** This tenant takes new members directly, and nobody here uses the contacts yet. */
const assertMayJoin = async (db: Db, target: Tenant, contacts: Contact[]) => {
  if (!target.settings.direct_access_allowed) throw forbidden(directAccessMessage(target));
  for (const contact of contacts) {
    if (await findUserByContact(db, target.id, contact)) {
      throw conflict(`An account on ${target.name} already uses this ${noun(contact)}. Sign in instead.`);
    }
  }
};

const audienceOf = (target: Target) => ({ name: target.tenant.name, origin: target.origin });

export const sendImportCode = async (
  db: Db,
  mailer: Mailer,
  limits: OtpLimits,
  input: { target: Target; source: string; contact: Contact; ip: string },
): Promise<ExternalCodeSent> => {
  const source = await resolveSource(db, input.target.tenant, input.source);
  await assertMayJoin(db, input.target.tenant, [input.contact]);
  if (source.kind === 'remote') return remoteSource(source.origin).code(audienceOf(input.target), input.contact);
  return offerCode(db, mailer, limits, {
    source: source.tenant,
    audienceName: input.target.tenant.name,
    contact: input.contact,
    ip: input.ip,
  });
};

/** What this tenant makes of a source profile: whether it takes the type, and its problem with each field. */
const importable = async (db: Db, target: Tenant, profile: SourceProfile): Promise<ImportableProfile> => {
  const allowed = isTypeOpen(target.settings.users, profile.accountType);
  const limit = uploadLimitOf(target);
  return {
    accountType: profile.accountType,
    name: profile.name,
    allowed,
    notAllowedReason: allowed
      ? null
      : `${target.name} does not take ${accountTypeLabels[profile.accountType].toLowerCase()} profiles`,
    fields: await withProblems(db, target.id, profile, profile.fields),
    files: profile.files.map((file) => ({
      ...file,
      problem: file.bytes > limit ? `Larger than ${target.name} takes (${Math.round(limit / 1024)} KB)` : null,
    })),
  };
};

/** The token the person carries to the import call: the source's grant and where it came from. */
const importTokenOf = (grantToken: string, host: string) => `${grantToken}.${Buffer.from(host).toString('base64url')}`;
const readImportToken = (token: string) => {
  const [grantToken, host] = token.split('.');
  if (!grantToken || !host) throw badRequest(expiredGrantMessage);
  return { grantToken, host: Buffer.from(host, 'base64url').toString('utf8') };
};

export const verifyImportCode = async (
  db: Db,
  storage: Storage,
  input: { target: Target; source: string; contact: Contact; code: string; secret: string },
): Promise<ImportPreview> => {
  const target = input.target.tenant;
  const source = await resolveSource(db, target, input.source);
  if (source.kind === 'remote') {
    const opened = await remoteSource(source.origin).verify(audienceOf(input.target), input.contact, input.code);
    await assertMayJoin(db, target, opened.contacts);
    const profiles: ImportableProfile[] = [];
    for (const profile of opened.profiles) profiles.push(await importable(db, target, profile));
    return {
      importToken: importTokenOf(opened.grantToken, input.source),
      expiresInSeconds: opened.expiresInSeconds,
      source: opened.source,
      person: opened.person,
      profiles,
    };
  }
  const opened = await openGrant(db, {
    source: source.tenant,
    audience: { tenantId: target.id, name: target.name },
    contact: input.contact,
    code: input.code,
    secret: input.secret,
  });
  await assertMayJoin(db, target, opened.contacts);
  const profiles: ImportableProfile[] = [];
  for (const { profile } of await describeProfiles(db, storage, source.tenant, opened.user.id)) {
    profiles.push(await importable(db, target, profile));
  }
  return {
    importToken: importTokenOf(opened.token, input.source),
    expiresInSeconds: grantMinutes * 60,
    source: await sourceFace(db, source.tenant),
    person: opened.person,
    profiles,
  };
};

/**
 * The values the new profile starts with: each chosen field's, or the person's correction, each checked
 * by its schema and by what it names here. A 400 names every refused field as `values.<key>`.
 */
const chosenValues = async (
  db: Db,
  target: Tenant,
  card: Pick<ProfileRow, 'accountType' | 'investorType'>,
  source: FieldValues,
  body: ImportBody,
) => {
  const known = new Map(fieldsOf(card).map(({ field }) => [field.key, field]));
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const key of new Set([...body.fields, ...Object.keys(body.values)])) {
    const field = known.get(key);
    if (!field) {
      problems.push(`values.${key}: this field is not part of the profile`);
      continue;
    }
    const raw = (key in body.values ? body.values[key] : source[key]) ?? null;
    const parsed = fieldSchema(field).safeParse(raw, { error: humanIssue });
    if (!parsed.success) problems.push(`values.${key}: ${parsed.error.issues[0]?.message ?? 'not valid'}`);
    else if (parsed.data !== undefined) values[key] = parsed.data;
  }
  // Only the name the profile is shown under must come: the rest may be filled in here later, as after a sign-up.
  const main = mainSectionOf(card.accountType as ProfileAccountType, card.investorType);
  for (const field of main.fields.filter((f) => shownName.has(f.key) && f.required)) {
    if (values[field.key] === undefined || values[field.key] === null) {
      problems.push(`values.${field.key}: ${field.label} is required`);
    }
  }
  if (problems.length === 0) {
    try {
      await checkReferences(db, target.id, [...known.values()], values, values as FieldValues);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      problems.push(...error.errors.map((text) => text.replace(/^body\./, 'values.')));
    }
  }
  if (problems.length > 0) throw badRequest(problems[0] ?? 'Check the fields', problems);
  return values;
};

/** Everything the import needs of the source, read before anything is written here. */
const readSource = async (deps: Deps, target: Target, body: ImportBody) => {
  const { grantToken, host } = readImportToken(body.importToken);
  const source = await resolveSource(deps.db, target.tenant, host);
  if (source.kind === 'remote') {
    const remote = remoteSource(source.origin);
    const read = await remote.read(target.origin, grantToken);
    const profile = read.profiles.find((p) => p.accountType === body.accountType);
    if (!profile) throw badRequest(noSuchProfile, [noSuchProfile]);
    const images = new Map<string, Buffer>();
    for (const key of body.files) {
      const bytes = await remote.image({
        audienceOrigin: target.origin,
        grantToken,
        accountType: body.accountType,
        key,
      });
      if (bytes) images.set(key, bytes);
    }
    return {
      source,
      profile,
      values: Object.fromEntries(profile.fields.map((f) => [f.key, f.value])) as FieldValues,
      name: read.person.name,
      contacts: read.contacts as Contact[],
      images,
      face: read.source,
      grantToken,
    };
  }
  const found = await findGrant(deps.db, source.tenant, grantToken, { tenantId: target.tenant.id, name: '' });
  const card = await ownedProfile(deps.db, source.tenant, found.user.id, body.accountType);
  const images = new Map<string, Buffer>();
  for (const key of body.files) {
    const image = await readImage(deps.storage, source.tenant, card, key);
    if (image) images.set(key, image.bytes);
  }
  return {
    source,
    profile: card,
    values: (await loadProfile(deps.db, source.tenant.id, card)).values,
    name: found.user.name,
    contacts: found.contacts,
    images,
    face: await sourceFace(deps.db, source.tenant),
    grantToken,
    local: { grantId: found.grant.id, user: found.user, card },
  };
};

/** Stores the chosen images in this tenant's store, re-encoded as any upload is; one that fails is left out. */
const storeImages = async (deps: Deps, target: Tenant, images: Map<string, Buffer>) => {
  const columns: Partial<Record<'organizationLogo' | 'avatar', string>> = {};
  const removers: (() => Promise<void>)[] = [];
  for (const [key, bytes] of images) {
    if (bytes.length > uploadLimitOf(target)) continue;
    try {
      const { keyOf, remove } = await storeRenditions(deps.storage, target.id, bytes);
      removers.push(remove);
      if (key === 'logo') columns.organizationLogo = fileUrl(keyOf('512'));
      else columns.avatar = fileUrl(keyOf('100'));
    } catch (error) {
      deps.log.warn({ err: error, key }, 'an imported image could not be stored');
    }
  }
  return { columns, remove: () => Promise.allSettled(removers.map((remove) => remove())) };
};

/**
 * Makes the account here from the source account: the person, their chosen profile, its images, the link
 * (on both sides when the source is of this deployment), and a session (201).
 */
export const importProfile = async (deps: Deps, input: { target: Target; body: ImportBody; ip: string }) => {
  const { db } = deps;
  const { body } = input;
  const target = input.target.tenant;
  if (!isTypeOpen(target.settings.users, body.accountType)) {
    throw badRequest(`${target.name} does not take profiles of this type`);
  }
  const read = await readSource(deps, input.target, body);
  const values = await chosenValues(db, target, read.profile, read.values, body);
  await assertMayJoin(db, target, read.contacts);
  const fields = Object.keys(values);
  const images = await storeImages(deps, target, read.images);
  const remote = read.source.kind === 'remote' ? read.source.origin : null;
  if (remote) {
    // The other deployment spends its grant first: a second import with the same token is refused there.
    await remoteSource(remote).redeem({
      audienceOrigin: input.target.origin,
      grantToken: read.grantToken,
      accountType: body.accountType,
      fields,
    });
  }
  const email = read.contacts.find((c) => c.email)?.email ?? null;
  const mobile = read.contacts.find((c) => c.mobileNumber);

  const created = await db
    .transaction(async (tx) => {
      if (read.local) await spendGrant(tx, read.local.card.tenantId, read.local.grantId);
      const { user, profile: card } = await insertMember(tx, {
        tenantId: target.id,
        person: {
          name: read.name,
          provenEmail: email,
          countryCode: mobile?.countryCode ?? null,
          mobileNumber: mobile?.mobileNumber ?? null,
        },
        profile: { accountType: body.accountType, investorType: read.profile.investorType, ...images.columns },
      });
      const saved = await saveValues(tx, target.id, card, values);
      const shareUuid = read.local ? randomUUID() : null;
      const [link] = await tx
        .insert(profileImports)
        .values({
          tenantId: target.id,
          userId: user.id,
          profileId: card.id,
          sourceTenantId: read.local?.card.tenantId ?? null,
          sourceOrigin: remote,
          sourceName: read.face.name,
          shareUuid,
          fields,
          // Keeping in step works within one deployment: another's changes do not reach here.
          keepInStep: read.local ? body.keepInStep : false,
          syncedAt: new Date(),
        })
        .returning();
      if (!link) throw new Error('import insert returned nothing');
      if (read.local && shareUuid) {
        await tx.insert(profileShares).values({
          uuid: shareUuid,
          tenantId: read.local.card.tenantId,
          userId: read.local.user.id,
          profileId: read.local.card.id,
          targetTenantId: target.id,
          importUuid: link.uuid,
          fields,
          keepInStep: body.keepInStep,
        });
        await recordAudit(tx, {
          tenantId: read.local.card.tenantId,
          actorUserId: read.local.user.id,
          action: 'profile.shared',
          subjectType: 'profile',
          subjectId: read.local.card.uuid,
          detail: { fields, files: body.files, keepInStep: body.keepInStep, to: target.id },
          ip: input.ip,
        });
      }
      await recordAudit(tx, {
        tenantId: target.id,
        actorUserId: user.id,
        action: 'profile.imported',
        subjectType: 'profile',
        subjectId: card.uuid,
        detail: { fields, files: body.files, keepInStep: link.keepInStep, from: remote ?? read.local?.card.tenantId },
        ip: input.ip,
      });
      const accessToken = await openSession(tx, { tenantId: target.id, userId: user.id, profileId: card.id });
      return { user, profile: saved, accessToken };
    })
    .catch(async (error: unknown) => {
      await images.remove();
      throw error;
    });
  const loaded = await noteCompleteness(db, target.id, created.profile);
  return { ...created, profile: loaded.card };
};
