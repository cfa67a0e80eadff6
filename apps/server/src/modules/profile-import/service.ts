import { randomUUID } from 'node:crypto';
import {
  type FieldValues,
  fieldSchema,
  humanIssue,
  type ImportRequest,
  isTypeOpen,
  mainSectionOf,
  type ProfileAccountType,
} from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/index.ts';
import { openSession, type ProfileRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { dropPendingClaims, findUserByContact, profiles, users } from '../../platform/identity/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { fileUrl } from '../../platform/storage/index.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { checkReferences, loadProfile, noteCompleteness, saveValues } from '../profiles/index.ts';
import { storeRenditions, uploadLimitOf } from '../uploads/index.ts';
import { fieldsOf } from './fields.ts';
import { contactsOf, findGrant, imageColumns, spendGrant } from './source.ts';
import { profileImports, profileShares } from './tables.ts';

/*
 * The receiving side of an import: the account made from the fields and files the person chose, with
 * the values they corrected, checked against this tenant's rules as a save of their profile would be;
 * both tenants record the link, and nothing is created when anything is refused.
 */

type ImportBody = z.output<typeof ImportRequest>;
const shownName = new Set(['name', 'organization']);

/**
 * The values the new profile starts with: each chosen field's, or the person's correction, each checked
 * by its schema and by what it names here. A 400 names every refused field as `values.<key>`.
 */
const chosenValues = async (db: Db, target: Tenant, card: ProfileRow, source: FieldValues, body: ImportBody) => {
  const known = new Map(fieldsOf(card).map(({ field }) => [field.key, field]));
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  const keys = new Set([...body.fields, ...Object.keys(body.values)]);
  for (const key of keys) {
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
  const type = card.accountType as ProfileAccountType;
  for (const field of mainSectionOf(type, card.investorType).fields.filter((f) => shownName.has(f.key))) {
    if (field.required && (values[field.key] === undefined || values[field.key] === null)) {
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

/** Copies the chosen images into this tenant's store, re-encoded as any upload is (best effort). */
const copyImages = async (
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  input: { target: Tenant; sourceCard: ProfileRow; profileId: number; files: ImportBody['files'] },
) => {
  for (const key of input.files) {
    const column = imageColumns[key];
    const url = input.sourceCard[column];
    const stored = url?.startsWith('/api/v1/files/') ? url.slice('/api/v1/files/'.length) : null;
    try {
      const file = stored ? await deps.storage.get(stored) : null;
      if (!file) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      if (bytes.length > uploadLimitOf(input.target)) continue;
      const { keyOf } = await storeRenditions(deps.storage, input.target.id, bytes);
      const shown = fileUrl(keyOf(column === 'avatar' ? '100' : '512'));
      await deps.db
        .update(profiles)
        .set({ [column]: shown })
        .where(and(eq(profiles.tenantId, input.target.id), eq(profiles.id, input.profileId)));
    } catch (error) {
      deps.log.warn({ err: error, key }, 'an imported image could not be copied');
    }
  }
};

/**
 * Makes the account here from the grant's source account: the person, their chosen profile, the link on
 * both sides, and a session (201).
 */
export const importProfile = async (
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  input: { target: Tenant; body: ImportBody; ip: string },
) => {
  const { db } = deps;
  const { target, body } = input;
  const { grant, user: sourceUser } = await findGrant(db, target, body.importToken);
  const [sourceCard] = await db
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.tenantId, grant.tenantId),
        eq(profiles.userId, sourceUser.id),
        eq(profiles.accountType, body.accountType),
      ),
    )
    .limit(1);
  if (!sourceCard || sourceCard.parentId !== null) {
    throw badRequest(`accountType: your account there has no profile of this type`, [
      'accountType: your account there has no profile of this type',
    ]);
  }
  if (!isTypeOpen(target.settings.users, body.accountType)) {
    throw badRequest(`${target.name} does not take profiles of this type`);
  }
  const source = await loadProfile(db, grant.tenantId, sourceCard);
  const values = await chosenValues(db, target, sourceCard, source.values, body);
  const contacts = contactsOf(sourceUser);
  for (const contact of contacts) {
    if (await findUserByContact(db, target.id, contact)) {
      throw new HttpError(409, `An account on ${target.name} already uses your details. Sign in instead.`, [
        `An account on ${target.name} already uses your details. Sign in instead.`,
      ]);
    }
  }
  const email = contacts.find((c) => c.email)?.email ?? null;
  const mobile = contacts.find((c) => c.mobileNumber);
  const fields = Object.keys(values);

  const created = await db.transaction(async (tx) => {
    await spendGrant(tx, grant.id, grant.tenantId);
    if (email) await dropPendingClaims(tx, target.id, email);
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: target.id,
        name: sourceUser.name,
        email,
        emailVerifiedAt: email ? new Date() : null,
        countryCode: mobile?.countryCode ?? null,
        mobileNumber: mobile?.mobileNumber ?? null,
        gender: sourceUser.gender,
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    const [card] = await tx
      .insert(profiles)
      .values({
        tenantId: target.id,
        userId: user.id,
        accountType: body.accountType,
        investorType: sourceCard.investorType,
      })
      .returning();
    if (!card) throw new Error('profile insert returned nothing');
    const saved = await saveValues(tx, target.id, card, values);
    const [share] = await tx
      .insert(profileShares)
      .values({
        tenantId: grant.tenantId,
        userId: sourceUser.id,
        profileId: sourceCard.id,
        targetTenantId: target.id,
        importUuid: randomUUID(),
        fields,
        keepInStep: body.keepInStep,
      })
      .returning();
    if (!share) throw new Error('share insert returned nothing');
    await tx.insert(profileImports).values({
      uuid: share.importUuid,
      tenantId: target.id,
      userId: user.id,
      profileId: card.id,
      sourceTenantId: grant.tenantId,
      shareUuid: share.uuid,
      fields,
      keepInStep: body.keepInStep,
      syncedAt: new Date(),
    });
    const detail = { fields, files: body.files, keepInStep: body.keepInStep };
    await recordAudit(tx, {
      tenantId: target.id,
      actorUserId: user.id,
      action: 'profile.imported',
      subjectType: 'profile',
      subjectId: card.uuid,
      detail: { ...detail, from: grant.tenantId },
      ip: input.ip,
    });
    await recordAudit(tx, {
      tenantId: grant.tenantId,
      actorUserId: sourceUser.id,
      action: 'profile.shared',
      subjectType: 'profile',
      subjectId: sourceCard.uuid,
      detail: { ...detail, to: target.id },
      ip: input.ip,
    });
    const accessToken = await openSession(tx, { tenantId: target.id, userId: user.id, profileId: card.id });
    return { user, profile: saved, accessToken };
  });
  await copyImages(deps, { target, sourceCard, profileId: created.profile.id, files: body.files });
  const loaded = await noteCompleteness(db, target.id, created.profile);
  return { ...created, profile: loaded.card };
};
