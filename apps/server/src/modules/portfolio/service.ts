import {
  accountTypeLabels,
  adminConsoleButtonOf,
  adminConsoleInactiveText,
  type CsvImportReport,
  isTypeOpen,
  limits,
  type PartnerSubmissionInput,
  type PortfolioQuery,
  type PortfolioStartupInput,
  type PortfolioStatus,
  portfolioStatuses,
} from '@ventura/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuthContext, openSession, revokeSession } from '../../platform/auth/sessions.ts';
import { newToken, sha256 } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { conflict, forbidden, notFound, tooMany } from '../../platform/errors.ts';
import {
  dropPendingClaims,
  findUserByContact,
  findUserProfile,
  profiles,
  users,
} from '../../platform/identity/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { Member } from '../../platform/request-context.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { type CheckedRow, checkRow, readPortfolioCsv } from './csv.ts';
import * as repo from './repo.ts';
import { portfolioEntries } from './tables.ts';

type Caller = Pick<Member, 'db' | 'tenant' | 'auth'>;
type Sender = { mailer: Mailer; origin: string };
type Input = z.output<typeof PortfolioStartupInput>;

export const invalidInvitationMessage = 'This invitation is no longer valid';
export const entryNotFound = 'Portfolio entry not found';
const dayMs = 24 * 60 * 60 * 1000;

/** The portfolio the caller works on: its partner profile's, or for a team member, its owner's. */
const portfolioOf = (auth: AuthContext) => {
  if (auth.profile.accountType !== 'partner') throw forbidden('Only a partner profile has a portfolio of startups');
  return auth.profile.parentId ?? auth.profile.id;
};

/** Why the caller may not invite founders now, or null: mail goes out in the tenant's name. */
const invitingBlockedReason = ({ tenant, auth }: Pick<Caller, 'tenant' | 'auth'>) => {
  if (auth.profile.approvalStatus !== 'approved')
    return 'Your partner profile must be approved before you add startups';
  if (!isTypeOpen(tenant.settings.users, 'startup')) return `${tenant.name} does not take startups at the moment`;
  return null;
};

/** The portfolio of an approved partner, on a tenant open to startups: only then are founders invited. */
const invitingPortfolioOf = (caller: Caller) => {
  const owner = portfolioOf(caller.auth);
  const reason = invitingBlockedReason(caller);
  if (reason) throw forbidden(reason);
  return owner;
};

const partnerName = (partner: { organizationName: string | null }, fallback: string) =>
  partner.organizationName ?? fallback;

/** A fresh link for an entry: the token goes in the mail, only its hash is kept. */
const freshInvitation = () => {
  const token = newToken();
  const now = new Date();
  return {
    token,
    values: {
      status: 'invited' as const,
      tokenHash: sha256(token),
      invitedAt: now,
      expiresAt: new Date(now.getTime() + limits.portfolioInvitationDays * dayMs),
    },
  };
};

/** Refuses what would take the portfolio past the founders it may invite a day. */
const assertWithinDailyLimit = async (db: Db, tenantId: string, owner: number, adding: number) => {
  const sent = await repo.invitedSince(db, tenantId, owner, new Date(Date.now() - dayMs));
  if (sent + adding > limits.portfolioInvitationsPerDay) {
    throw tooMany(`You can invite ${limits.portfolioInvitationsPerDay} founders a day. Try again tomorrow.`);
  }
  return limits.portfolioInvitationsPerDay - sent;
};

const sendInvitation = (
  db: Db,
  { mailer, origin }: Sender,
  input: { tenant: Tenant; partner: string; invitedBy: string; entry: repo.PortfolioEntryRow; token: string },
) => {
  const { tenant, partner, entry } = input;
  const link = `${origin}/partners/join/${input.token}`;
  const note = entry.source !== 'submission' && entry.message ? `\n\n${input.invitedBy} wrote: ${entry.message}` : '';
  return mailer.send(db, {
    tenantId: tenant.id,
    channel: 'email',
    to: entry.email,
    subject: `${partner} invites ${entry.startupName} to ${tenant.name}`,
    body: `Hello ${entry.founderName},\n\n${input.invitedBy} of ${partner} invites ${entry.startupName} to join ${partner}'s portfolio on ${tenant.name}. Open this link to accept or decline: ${link}\nThe invitation is open for ${limits.portfolioInvitationDays} days.${note}`,
    code: input.token,
  });
};

export const listPortfolio = async ({ db, tenant, auth }: Caller, query: z.output<typeof PortfolioQuery>) => {
  const owner = portfolioOf(auth);
  const page = await repo.listEntries(db, tenant.id, owner, query);
  const counts = Object.fromEntries(portfolioStatuses.map((status) => [status, 0])) as Record<PortfolioStatus, number>;
  for (const { status, n } of page.counts) counts[status] = n;
  const blockedReason = invitingBlockedReason({ tenant, auth });
  return { ...page, counts, can: { invite: blockedReason === null }, blockedReason };
};

/**
 * Where the Admin Console opens (product.md 4, the rule adminConsoleButtonOf holds for the menu too): for a
 * partner, the console area, scoped there to its own startups; for a program-office member with a partner
 * id, the programs it runs. Only for an approved profile, on a tenant with the incubator module.
 */
export const adminConsoleUrl = ({ tenant, auth }: Caller, origin: string) => {
  if (!tenant.settings.features.incubator_module_enabled) {
    throw forbidden(`The admin console is not part of ${tenant.name}`);
  }
  const button = adminConsoleButtonOf(auth.profile, tenant.settings.features);
  if (button === 'hidden') {
    throw forbidden('The admin console is for partners and their program office members');
  }
  if (button === 'inactive') throw forbidden(adminConsoleInactiveText);
  return auth.profile.accountType === 'partner' ? `${origin}/admin` : `${origin}/programs/manage`;
};

/** Adds one startup and invites its founder. A founder email already in the portfolio is a 409. */
export const addStartup = async (caller: Caller, sender: Sender, body: Input) => {
  const { db, tenant, auth } = caller;
  const owner = invitingPortfolioOf(caller);
  const { token, values } = freshInvitation();
  const entry = await db.transaction(async (tx) => {
    await repo.lockPortfolio(tx, tenant.id, owner);
    if ((await repo.emailsInPortfolio(tx, tenant.id, owner, [body.email])).size > 0) {
      throw conflict('This startup is already in your portfolio');
    }
    await assertWithinDailyLimit(tx, tenant.id, owner, 1);
    const [row] = await repo.insertEntries(tx, [{ ...newEntry(caller, owner, body), source: 'added', ...values }]);
    if (!row) throw new Error('portfolio insert returned nothing');
    return row;
  });
  const partner = partnerName(auth.profile, auth.user.name);
  await sendInvitation(db, sender, { tenant, partner, invitedBy: auth.user.name, entry, token });
  return entry;
};

const newEntry = ({ tenant, auth }: Caller, owner: number, body: Input) => ({
  tenantId: tenant.id,
  partnerProfileId: owner,
  addedBy: auth.user.id,
  startupName: body.startupName,
  founderName: body.founderName,
  email: body.email,
  website: body.website ?? null,
  message: body.message ?? null,
});

type Refused = CsvImportReport['refused'][number];
type Accepted = { line: number; value: Input; invitation: ReturnType<typeof freshInvitation> };
const refusedRow = ({ line, value }: Accepted, reason: string): Refused => ({
  row: line,
  startupName: value.startupName,
  email: value.email,
  errors: [reason],
});

/** Splits checked rows into those to add and those refused, a founder's second row among the latter. */
const sortRows = (rows: CheckedRow[]) => {
  const refused: Refused[] = [];
  const accepted: Accepted[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    if (!row.ok) {
      refused.push({ row: row.line, startupName: row.startupName, email: row.email, errors: row.errors });
      continue;
    }
    const candidate = { line: row.line, value: row.value, invitation: freshInvitation() };
    const first = firstLineOf.get(row.value.email);
    if (first === undefined) {
      firstLineOf.set(row.value.email, row.line);
      accepted.push(candidate);
    } else refused.push(refusedRow(candidate, `email: The same founder is on line ${first}`));
  }
  return { refused, accepted };
};

/**
 * Imports a CSV of startups: every row is checked as if added by hand; rows with mistakes, founders
 * already in the portfolio or earlier in the file, and rows past the day's invitation limit are
 * refused with their reasons, and the rest are added and invited. A file that cannot be read at all
 * (not text, no required column, too many rows) is refused whole (400).
 */
export const importCsv = async (caller: Caller, sender: Sender, bytes: Buffer): Promise<CsvImportReport> => {
  const { db, tenant, auth } = caller;
  const owner = invitingPortfolioOf(caller);
  const rows = readPortfolioCsv(bytes).map(checkRow);
  const { refused, accepted } = sortRows(rows);
  const imported = await db.transaction(async (tx) => {
    await repo.lockPortfolio(tx, tenant.id, owner);
    const emails = accepted.map((row) => row.value.email);
    const known = await repo.emailsInPortfolio(tx, tenant.id, owner, emails);
    const fresh = accepted.filter((row) => !known.has(row.value.email));
    for (const row of accepted) {
      if (known.has(row.value.email)) refused.push(refusedRow(row, 'email: This founder is already in your portfolio'));
    }
    const room = Math.max(0, await assertWithinDailyLimit(tx, tenant.id, owner, 0));
    for (const row of fresh.slice(room)) {
      const limit = limits.portfolioInvitationsPerDay;
      refused.push(refusedRow(row, `row: Past today's limit of ${limit} invitations; import it tomorrow`));
    }
    const taken = fresh.slice(0, room);
    const entries = await repo.insertEntries(
      tx,
      taken.map((row) => ({ ...newEntry(caller, owner, row.value), source: 'csv' as const, ...row.invitation.values })),
    );
    return taken.map((row, at) => ({ row, entry: entries[at] }));
  });
  const partner = partnerName(auth.profile, auth.user.name);
  for (const { row, entry } of imported) {
    if (!entry) continue;
    const token = row.invitation.token;
    await sendInvitation(db, sender, { tenant, partner, invitedBy: auth.user.name, entry, token });
  }
  refused.sort((a, b) => a.row - b.row);
  return {
    rows: rows.length,
    imported: imported.map(({ row }) => ({
      row: row.line,
      startupName: row.value.startupName,
      email: row.value.email,
    })),
    refused,
  };
};

/** Invites the founder of a submission, or sends an invited founder a new link (the old one stops working). */
export const inviteEntry = async (caller: Caller, sender: Sender, id: string) => {
  const { db, tenant, auth } = caller;
  const owner = invitingPortfolioOf(caller);
  const entry = await repo.findEntry(db, tenant.id, owner, id);
  if (!entry) throw notFound(entryNotFound);
  if (entry.status === 'joined') throw conflict(`${entry.startupName} has already joined`);
  if (entry.status === 'declined') throw conflict(`${entry.founderName} declined your invitation`);
  if (entry.invitedAt && entry.invitedAt.getTime() > Date.now() - 60_000) {
    throw tooMany('An invitation was sent less than a minute ago. Try again in a minute.');
  }
  const { token, values } = freshInvitation();
  const updated = await db.transaction(async (tx) => {
    await repo.lockPortfolio(tx, tenant.id, owner);
    if (entry.status === 'submitted') await assertWithinDailyLimit(tx, tenant.id, owner, 1);
    return repo.updateEntry(tx, tenant.id, entry.id, values);
  });
  if (!updated) throw notFound(entryNotFound);
  const partner = partnerName(auth.profile, auth.user.name);
  await sendInvitation(db, sender, { tenant, partner, invitedBy: auth.user.name, entry: updated, token });
  return updated;
};

/** Withdraws an invitation, drops a submission, or takes a joined startup off the list (its profile stays). */
export const removeEntry = async ({ db, tenant, auth }: Caller, id: string) => {
  const entry = await repo.findEntry(db, tenant.id, portfolioOf(auth), id);
  if (!entry) throw notFound(entryNotFound);
  await repo.deleteEntry(db, tenant.id, entry.id);
  if (entry.status === 'invited') return 'Invitation withdrawn';
  if (entry.status === 'submitted') return 'Submission removed';
  return 'Removed from your portfolio';
};

/**
 * A founder's own submission on an approved partner's public page. The answer is the same whether or
 * not the email was already in the portfolio, so the form tells nobody who is in it; the partner's
 * owner is told of a new one by email.
 */
export const submitStartup = async (
  db: Db,
  mailer: Mailer,
  input: { tenant: Tenant; partnerUuid: string; body: z.output<typeof PartnerSubmissionInput>; origin: string },
) => {
  const { tenant, body } = input;
  const found = await repo.approvedPartner(db, tenant.id, input.partnerUuid);
  if (!found) throw notFound('Partner not found');
  const { partner, owner } = found;
  const name = partnerName(partner, owner.name);
  const created = await repo.insertSubmission(db, {
    tenantId: tenant.id,
    partnerProfileId: partner.id,
    source: 'submission',
    status: 'submitted',
    startupName: body.startupName,
    founderName: body.founderName,
    email: body.email,
    website: body.website ?? null,
    message: body.message,
  });
  if (created && owner.email) {
    await mailer.send(db, {
      tenantId: tenant.id,
      channel: 'email',
      to: owner.email,
      subject: `${body.startupName} submitted itself to ${name}`,
      body: `${body.founderName} (${body.email}) submitted ${body.startupName} to ${name} on ${tenant.name}:\n\n${body.message}\n\nReview it and invite the founder: ${input.origin}/partners/startups?status=submitted`,
    });
  }
  return name;
};

const openInvitation = async (db: Db, tenantId: string, token: string) => {
  const found = await repo.findOpenInvitation(db, tenantId, token);
  if (!found) throw notFound(invalidInvitationMessage);
  return found;
};

/** What the founder sees before answering. */
export const showInvitation = async (db: Db, tenant: Tenant, token: string) => {
  const { entry, partner, inviter } = await openInvitation(db, tenant.id, token);
  const holder = await findUserByContact(db, tenant.id, { email: entry.email });
  return {
    organisation: partnerName(partner, inviter),
    invitedBy: inviter,
    name: entry.founderName,
    accountType: 'startup' as const,
    accountTypeLabel: accountTypeLabels.startup,
    contact: entry.email,
    channel: 'email' as const,
    expiresAt: entry.expiresAt?.toISOString() ?? '',
    hasAccount: holder !== undefined,
    startupName: entry.startupName,
    hasStartup: holder ? (await findUserProfile(db, tenant.id, holder.id, 'startup')) !== undefined : false,
  };
};

/**
 * Accepts an invitation: the link went to the founder's email, so using it proves that address. A
 * founder without an account gets one with a startup profile under the name the partner gave (draft,
 * to complete); an existing account must be signed in, and its startup profile is linked (or one is
 * added to it). Answers the new session, on the startup profile.
 */
export const acceptInvitation = async (db: Db, input: { tenant: Tenant; token: string; auth: AuthContext | null }) => {
  const { tenant, auth } = input;
  const { entry, partner } = await openInvitation(db, tenant.id, input.token);
  if (!isTypeOpen(tenant.settings.users, 'startup'))
    throw forbidden(`${tenant.name} does not take startups at the moment`);
  const holder = await findUserByContact(db, tenant.id, { email: entry.email });
  if (holder && auth?.user.id !== holder.id) {
    throw conflict(`An account already signs in with ${entry.email}. Sign in with it, then accept again.`);
  }
  return db.transaction(async (tx) => {
    const answered = await repo.updateEntry(
      tx,
      tenant.id,
      entry.id,
      { status: 'joined', tokenHash: null, answeredAt: new Date() },
      eq(portfolioEntries.status, 'invited'),
    );
    if (!answered) throw notFound(invalidInvitationMessage);
    await dropPendingClaims(tx, tenant.id, entry.email);
    const [user] = holder
      ? [holder]
      : await tx
          .insert(users)
          .values({ tenantId: tenant.id, name: entry.founderName, email: entry.email, emailVerifiedAt: new Date() })
          .returning();
    if (!user) throw new Error('user insert returned nothing');
    const existing = holder ? await findUserProfile(tx, tenant.id, holder.id, 'startup') : undefined;
    const [profile] = existing
      ? [existing]
      : await tx
          .insert(profiles)
          .values({
            tenantId: tenant.id,
            userId: user.id,
            accountType: 'startup',
            organizationName: entry.startupName,
            website: entry.website,
            partnerId: partner.partnerId,
          })
          .returning();
    if (!profile) throw new Error('profile insert returned nothing');
    await repo.updateEntry(tx, tenant.id, entry.id, { startupProfileId: profile.id });
    if (auth) await revokeSession(tx, tenant.id, auth.sessionId);
    const accessToken = await openSession(tx, { tenantId: tenant.id, userId: user.id, profileId: profile.id });
    return { user, profile, accessToken, created: !existing };
  });
};

export const declineInvitation = async (db: Db, tenant: Tenant, token: string) => {
  const { entry } = await openInvitation(db, tenant.id, token);
  const answered = await repo.updateEntry(
    db,
    tenant.id,
    entry.id,
    { status: 'declined', tokenHash: null, answeredAt: new Date() },
    eq(portfolioEntries.status, 'invited'),
  );
  if (!answered) throw notFound(invalidInvitationMessage);
};
