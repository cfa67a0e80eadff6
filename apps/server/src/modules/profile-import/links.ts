import type { FieldValues, ImportValue, ProfileLink } from '@ventura/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { profiles } from '../../platform/identity/index.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import { jobType } from '../../platform/jobs/index.ts';
import { primaryHost } from '../../platform/tenancy/repo.ts';
import { tenants } from '../../platform/tenancy/tables.ts';
import { loadProfile, noteCompleteness, saveValues } from '../profiles/index.ts';
import { fieldsOf, problemOf } from './fields.ts';
import { type LinkSide, profileImports, profileShares } from './tables.ts';

/*
 * A copied profile's link, seen from either side: the member lists theirs, turns keeping in step on or
 * off, or cuts the link (both sides' rows end together). Kept in step, a save on the source brings the
 * imported fields along to the copy, each checked against the receiving tenant's rules.
 */

const linksShown = 50;
type ImportRow = typeof profileImports.$inferSelect;
type ShareRow = typeof profileShares.$inferSelect;

const present = (
  row: ImportRow | ShareRow,
  side: LinkSide,
  other: { name: string; host: string },
  profile: { accountType: ProfileLink['accountType']; displayName: string },
): ProfileLink => ({
  uuid: row.uuid,
  direction: side === 'target' ? 'imported_from' : 'copied_to',
  other,
  accountType: profile.accountType,
  profileName: profile.displayName,
  fields: row.fields,
  keepInStep: row.keepInStep,
  status: row.status,
  unlinkedBy: row.unlinkedBy,
  createdAt: row.createdAt.toISOString(),
  syncedAt: 'syncedAt' in row ? (row.syncedAt?.toISOString() ?? null) : null,
  lastProblems: 'lastProblems' in row ? row.lastProblems : [],
});

const tenantFaces = async (db: Db, ids: string[]) => {
  if (ids.length === 0) return new Map<string, { name: string; host: string }>();
  const rows = await db.select({ id: tenants.id, name: tenants.name }).from(tenants).where(inArray(tenants.id, ids));
  const faces = new Map<string, { name: string; host: string }>();
  for (const row of rows) faces.set(row.id, { name: row.name, host: (await primaryHost(db, row.id)) ?? '' });
  return faces;
};

const cardsOf = async (db: Db, tenantId: string, ids: number[]) => {
  if (ids.length === 0) return new Map<number, { accountType: ProfileLink['accountType']; displayName: string }>();
  const rows = await db
    .select({ id: profiles.id, accountType: profiles.accountType, displayName: profiles.displayName })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
};

/** The caller's links, newest first: profiles here that came from elsewhere, and those copied elsewhere. */
export const listLinks = async (db: Db, tenantId: string, auth: AuthContext): Promise<ProfileLink[]> => {
  const imported = await db
    .select()
    .from(profileImports)
    .where(and(eq(profileImports.tenantId, tenantId), eq(profileImports.userId, auth.user.id)))
    .orderBy(desc(profileImports.createdAt))
    .limit(linksShown);
  const shared = await db
    .select()
    .from(profileShares)
    .where(and(eq(profileShares.tenantId, tenantId), eq(profileShares.userId, auth.user.id)))
    .orderBy(desc(profileShares.createdAt))
    .limit(linksShown);
  const faces = await tenantFaces(db, [
    ...new Set([
      ...imported.flatMap((r) => (r.sourceTenantId ? [r.sourceTenantId] : [])),
      ...shared.map((r) => r.targetTenantId),
    ]),
  ]);
  const cards = await cardsOf(
    db,
    tenantId,
    [...imported, ...shared].map((r) => r.profileId),
  );
  const unknown = { name: 'Another platform', host: '' };
  const links = [
    ...imported.flatMap((row) => {
      const card = cards.get(row.profileId);
      // A copy from another deployment names it by the origin it came from.
      const other = row.sourceTenantId
        ? faces.get(row.sourceTenantId)
        : { name: row.sourceName ?? unknown.name, host: row.sourceOrigin ? new URL(row.sourceOrigin).host : '' };
      return card ? [present(row, 'target', other ?? unknown, card)] : [];
    }),
    ...shared.flatMap((row) => {
      const card = cards.get(row.profileId);
      return card ? [present(row, 'source', faces.get(row.targetTenantId) ?? unknown, card)] : [];
    }),
  ];
  return links.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
};

/** The caller's link by uuid on this tenant, with the side this tenant is on. */
const ownLink = async (db: Db, tenantId: string, auth: AuthContext, uuid: string) => {
  const [imported] = await db
    .select()
    .from(profileImports)
    .where(
      and(
        eq(profileImports.tenantId, tenantId),
        eq(profileImports.userId, auth.user.id),
        eq(profileImports.uuid, uuid),
      ),
    )
    .limit(1);
  if (imported) return { side: 'target' as const, imported, share: undefined };
  const [share] = await db
    .select()
    .from(profileShares)
    .where(
      and(eq(profileShares.tenantId, tenantId), eq(profileShares.userId, auth.user.id), eq(profileShares.uuid, uuid)),
    )
    .limit(1);
  if (share) return { side: 'source' as const, imported: undefined, share };
  throw notFound('This link was not found');
};

/** Changes both sides' rows of a link: the import's on the receiving tenant, the share's on the source. */
const updateBoth = async (
  db: Db,
  link: Awaited<ReturnType<typeof ownLink>>,
  change: Partial<Pick<ImportRow, 'keepInStep' | 'status' | 'unlinkedBy' | 'unlinkedAt'>>,
) =>
  db.transaction(async (tx) => {
    if (link.imported) {
      await tx
        .update(profileImports)
        .set(change)
        .where(and(eq(profileImports.tenantId, link.imported.tenantId), eq(profileImports.id, link.imported.id)));
      const { sourceTenantId, shareUuid } = link.imported;
      // A copy from another deployment has no row here on the source side.
      if (!sourceTenantId || !shareUuid) return;
      await tx
        .update(profileShares)
        .set(change)
        .where(and(eq(profileShares.tenantId, sourceTenantId), eq(profileShares.uuid, shareUuid)));
    } else if (link.share) {
      await tx
        .update(profileShares)
        .set(change)
        .where(and(eq(profileShares.tenantId, link.share.tenantId), eq(profileShares.id, link.share.id)));
      await tx
        .update(profileImports)
        .set(change)
        .where(
          and(eq(profileImports.tenantId, link.share.targetTenantId), eq(profileImports.uuid, link.share.importUuid)),
        );
    }
  });

const reread = async (db: Db, tenantId: string, auth: AuthContext, uuid: string) => {
  const found = (await listLinks(db, tenantId, auth)).find((link) => link.uuid === uuid);
  if (!found) throw notFound('This link was not found');
  return found;
};

export const setKeepInStep = async (db: Db, tenantId: string, auth: AuthContext, uuid: string, on: boolean) => {
  const link = await ownLink(db, tenantId, auth, uuid);
  if ((link.imported ?? link.share)?.status === 'unlinked') {
    throw conflict('This link was cut: import the profile again to link it');
  }
  if (on && link.imported && !link.imported.sourceTenantId) {
    throw conflict('Only profiles copied within this platform’s family can be kept in step');
  }
  await updateBoth(db, link, { keepInStep: on });
  return reread(db, tenantId, auth, uuid);
};

export const unlink = async (db: Db, tenantId: string, auth: AuthContext, uuid: string) => {
  const link = await ownLink(db, tenantId, auth, uuid);
  if ((link.imported ?? link.share)?.status !== 'unlinked') {
    await updateBoth(db, link, {
      status: 'unlinked',
      unlinkedBy: link.side,
      unlinkedAt: new Date(),
      keepInStep: false,
    });
  }
  return reread(db, tenantId, auth, uuid);
};

/* Keeping in step. */

export type SyncJob = { tenantId: string; profileId: number };
export const syncJob = jobType<SyncJob>('profile-import.sync');

/** After a save of a profile: when a copy elsewhere is kept in step with it, queue bringing it along. */
export const queueSync = (jobs: Jobs) => async (db: Db, tenantId: string, profileId: number) => {
  const [linked] = await db
    .select({ id: profileShares.id })
    .from(profileShares)
    .where(
      and(
        eq(profileShares.tenantId, tenantId),
        eq(profileShares.profileId, profileId),
        eq(profileShares.status, 'linked'),
        eq(profileShares.keepInStep, true),
      ),
    )
    .limit(1);
  if (linked) await jobs.send(db, syncJob, { tenantId, profileId }, { singletonKey: `${tenantId}:${profileId}` });
};

/**
 * Brings a source profile's imported fields to each copy kept in step with it: those the receiving
 * tenant accepts are saved, the others are listed on the copy's link with why.
 */
export const syncCopies = async (db: Db, job: SyncJob) => {
  const shares = await db
    .select()
    .from(profileShares)
    .where(
      and(
        eq(profileShares.tenantId, job.tenantId),
        eq(profileShares.profileId, job.profileId),
        eq(profileShares.status, 'linked'),
        eq(profileShares.keepInStep, true),
      ),
    )
    .limit(linksShown);
  if (shares.length === 0) return;
  const [sourceCard] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, job.tenantId), eq(profiles.id, job.profileId)))
    .limit(1);
  if (!sourceCard) return;
  const source = await loadProfile(db, job.tenantId, sourceCard);
  const known = new Map(fieldsOf(sourceCard).map(({ field }) => [field.key, field]));
  for (const share of shares) {
    const [copy] = await db
      .select()
      .from(profileImports)
      .where(and(eq(profileImports.tenantId, share.targetTenantId), eq(profileImports.uuid, share.importUuid)))
      .limit(1);
    if (copy?.status !== 'linked' || !copy.keepInStep) continue;
    const [card] = await db
      .select()
      .from(profiles)
      .where(and(eq(profiles.tenantId, copy.tenantId), eq(profiles.id, copy.profileId)))
      .limit(1);
    if (!card) continue;
    const accepted: Record<string, unknown> = {};
    const problems: string[] = [];
    for (const key of copy.fields) {
      const field = known.get(key);
      if (!field) continue;
      const value = (source.values[key] ?? null) as ImportValue;
      const problem = await problemOf(db, copy.tenantId, field, value, source.values as FieldValues);
      if (problem) problems.push(`${field.label}: ${problem}`);
      else accepted[key] = value;
    }
    if (Object.keys(accepted).length > 0) {
      const saved = await saveValues(db, copy.tenantId, card, accepted);
      await noteCompleteness(db, copy.tenantId, saved);
    }
    await db
      .update(profileImports)
      .set({ syncedAt: new Date(), lastProblems: problems })
      .where(and(eq(profileImports.tenantId, copy.tenantId), eq(profileImports.id, copy.id)));
  }
};

/**
 * An account that leaves cuts every link it holds, on both sides: the other side's row says which side
 * went, and nothing flows to or from the profiles that are gone. Run in the deletion's transaction.
 */
export const cutLinksOf = async (db: Db, tenantId: string, userId: string) => {
  const cut = (side: LinkSide) => ({
    status: 'unlinked' as const,
    unlinkedBy: side,
    unlinkedAt: new Date(),
    keepInStep: false,
  });
  const imported = await db
    .update(profileImports)
    .set(cut('target'))
    .where(
      and(
        eq(profileImports.tenantId, tenantId),
        eq(profileImports.userId, userId),
        eq(profileImports.status, 'linked'),
      ),
    )
    .returning({ sourceTenantId: profileImports.sourceTenantId, shareUuid: profileImports.shareUuid });
  for (const { sourceTenantId, shareUuid } of imported) {
    if (!sourceTenantId || !shareUuid) continue;
    await db
      .update(profileShares)
      .set(cut('target'))
      .where(and(eq(profileShares.tenantId, sourceTenantId), eq(profileShares.uuid, shareUuid)));
  }
  const shared = await db
    .update(profileShares)
    .set(cut('source'))
    .where(
      and(eq(profileShares.tenantId, tenantId), eq(profileShares.userId, userId), eq(profileShares.status, 'linked')),
    )
    .returning({ targetTenantId: profileShares.targetTenantId, importUuid: profileShares.importUuid });
  for (const { targetTenantId, importUuid } of shared) {
    await db
      .update(profileImports)
      .set(cut('source'))
      .where(and(eq(profileImports.tenantId, targetTenantId), eq(profileImports.uuid, importUuid)));
  }
};
