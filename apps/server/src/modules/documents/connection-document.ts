import { type ConnectionDocument, documentKindInfo } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext, ProfileRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { documentKey } from '../../platform/files/keys.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import { findProfileByUuid, profiles, users } from '../../platform/identity/index.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { profilePolicy } from '../../platform/identity/policy.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { removeStoredFile } from '../../platform/storage/removal.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { fileNameOf } from './present.ts';
import { connectionDocuments } from './tables.ts';

type Matrix = Parameters<typeof profilePolicy.connect>[3];
export type Reader = { db: Db; tenant: Tenant; auth: AuthContext; matrix: () => Promise<Matrix> };
type Row = typeof connectionDocuments.$inferSelect;

export const onlyInvestors = () => forbidden('Only investors can upload a connection document');
const noDocument = () => notFound('This investor has no connection document');

/** Where a connection document is downloaded, with a session (never the public files route). */
export const connectionDocumentUrl = (investorUuid: string) =>
  `/api/v1/investors/${investorUuid}/connection-document/file`;

const isInvestorOrganisation = (profile: ProfileRow, investor: ProfileRow) =>
  profile.accountType === 'investor' && organisationOf(profile) === investor.id;

/**
 * Who may read an investor's connection document: the investor's own team and the tenant's operators
 * always; any other member exactly when they may ask that investor to connect (an approved investor,
 * the tenant's connection matrix, the member's own state).
 */
const mayRead = async (reader: Reader, investor: ProfileRow, active: boolean) => {
  const { auth } = reader;
  if (auth.user.role === 'operator' || isInvestorOrganisation(auth.profile, investor)) return true;
  return active && profilePolicy.connect(auth.profile, investor, reader.tenant.settings, await reader.matrix());
};

const findRow = async (db: Db, tenantId: string, profileId: number) => {
  const [row] = await db
    .select()
    .from(connectionDocuments)
    .where(and(eq(connectionDocuments.tenantId, tenantId), eq(connectionDocuments.profileId, profileId)))
    .limit(1);
  return row;
};

const present = (row: Row, investor: ProfileRow, holderName: string, auth: AuthContext) => {
  const name = investor.organizationName?.trim() || holderName;
  const own = isInvestorOrganisation(auth.profile, investor);
  return {
    investor: { uuid: investor.uuid, name, logo: investor.organizationLogo },
    file: {
      kind: row.fileKind,
      contentType: documentKindInfo[row.fileKind].contentType,
      size: row.fileSize,
      name: fileNameOf(`${name} connection document`, row.fileKind),
      url: connectionDocumentUrl(investor.uuid),
      uploadedAt: row.uploadedAt.toISOString(),
    },
    can: { replace: own, remove: own },
  } satisfies ConnectionDocument;
};

/** The investor profile behind a uuid, with its document, as far as the reader may see it; else 404. */
const readable = async (reader: Reader, investorUuid: string) => {
  const found = await findProfileByUuid(reader.db, reader.tenant.id, investorUuid);
  if (found?.profile.accountType !== 'investor') throw notFound('Investor not found');
  const { profile: investor, user } = found;
  if (!(await mayRead(reader, investor, user.status === 'active'))) throw noDocument();
  const row = await findRow(reader.db, reader.tenant.id, investor.id);
  return { investor, holderName: user.name, row };
};

/** GET investors/{id}/connection-document: what it is and where to download it, or null when there is none. */
export const describeConnectionDocument = async (reader: Reader, investorUuid: string) => {
  const { investor, holderName, row } = await readable(reader, investorUuid);
  return row ? present(row, investor, holderName, reader.auth) : null;
};

/** The stored file and the name to save it under, for the download route. */
export const openConnectionDocument = async (reader: Reader, storage: Storage, investorUuid: string) => {
  const { investor, holderName, row } = await readable(reader, investorUuid);
  if (!row) throw noDocument();
  const file = await storage.get(row.fileKey);
  if (!file) throw noDocument();
  return { file, described: present(row, investor, holderName, reader.auth).file };
};

/** The caller's investor organisation (the owner's profile for a team member), or 403. */
const ownInvestor = async (db: Db, tenantId: string, auth: AuthContext) => {
  if (auth.profile.accountType !== 'investor') throw onlyInvestors();
  if (auth.profile.parentId === null) return { investor: auth.profile, holderName: auth.user.name };
  const [owner] = await db
    .select({ profile: profiles, holderName: users.name })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, organisationOf(auth.profile))))
    .limit(1);
  if (!owner) throw onlyInvestors();
  return { investor: owner.profile, holderName: owner.holderName };
};

/**
 * POST investors/upload/connection-document: checks the bytes (400 for anything but an allowed kind),
 * writes the file under a fresh key, points the investor's row at it, then removes the file it replaced.
 */
export const storeConnectionDocument = async (
  caller: { db: Db; tenant: Tenant; auth: AuthContext },
  storage: Storage,
  log: FastifyBaseLogger,
  bytes: Buffer,
) => {
  const { db, tenant, auth } = caller;
  const { investor, holderName } = await ownInvestor(db, tenant.id, auth);
  const kind = await documentKindOf(bytes);
  const key = documentKey(tenant.id, kind);
  await storage.put(key, bytes, documentKindInfo[kind].contentType);
  const values = { fileKey: key, fileKind: kind, fileSize: bytes.length, uploadedAt: new Date() };
  let replaced: string | undefined;
  let row: Row | undefined;
  try {
    row = await db.transaction(async (tx) => {
      replaced = (await findRow(tx, tenant.id, investor.id))?.fileKey;
      const [saved] = await tx
        .insert(connectionDocuments)
        .values({ tenantId: tenant.id, profileId: investor.id, ...values })
        .onConflictDoUpdate({ target: connectionDocuments.profileId, set: values })
        .returning();
      return saved;
    });
  } catch (error) {
    await removeStoredFile({ storage, log }, key);
    throw error;
  }
  if (!row) throw new Error('the connection document was not saved');
  if (replaced && replaced !== key) await removeStoredFile({ storage, log }, replaced);
  return present(row, investor, holderName, auth);
};

/** DELETE investors/connection-document: the investor takes its document down. */
export const removeConnectionDocument = async (
  caller: { db: Db; tenant: Tenant; auth: AuthContext },
  storage: Storage,
  log: FastifyBaseLogger,
) => {
  const { db, tenant, auth } = caller;
  const { investor } = await ownInvestor(db, tenant.id, auth);
  const [removed] = await db
    .delete(connectionDocuments)
    .where(and(eq(connectionDocuments.tenantId, tenant.id), eq(connectionDocuments.profileId, investor.id)))
    .returning();
  if (!removed) throw noDocument();
  await removeStoredFile({ storage, log }, removed.fileKey);
};
