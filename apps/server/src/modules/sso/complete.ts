import { type AccountType, accountTypes, isTypeOpen, type SsoCompletion } from '@ventura/shared';
import { recordAudit } from '../../platform/audit/index.ts';
import { openSession } from '../../platform/auth/index.ts';
import { defaultProfile } from '../../platform/auth/sessions.ts';
import { sha256 } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden } from '../../platform/errors.ts';
import { findUser, findUserByContact, insertMember, presentSessionUser } from '../../platform/identity/index.ts';
import { directAccessMessage } from '../../platform/tenancy/state.ts';
import { assertMaySignIn, assertSignupType } from '../auth/index.ts';
import type { SsoContext } from './providers.ts';
import * as repo from './repo.ts';

/*
 * The ticket the callback handed the web, exchanged once: a member is signed in as the sign-in by code
 * does; a newcomer chooses an account type (when the provider lets people sign up) and gets an account
 * whose email the provider verified.
 */

const expired = () => badRequest('This sign-in link has expired. Sign in again.');

type Answered = repo.AttemptRow & { email: string };

const audit = (
  ctx: SsoContext,
  db: Db,
  action: string,
  userId: string,
  attempt: Answered,
  provider: repo.ProviderRow,
) =>
  recordAudit(db, {
    tenantId: ctx.tenant.id,
    actorUserId: userId,
    action,
    subjectType: 'user',
    subjectId: userId,
    detail: { provider: provider.uuid, label: provider.label, subject: attempt.subject },
    ip: ctx.ip,
  });

/** The account types a newcomer may choose here: the tenant's open sign-up types. */
export const signUpTypes = (ctx: SsoContext) =>
  accountTypes.filter((type) => isTypeOpen(ctx.tenant.settings.users, type));

export const completeSignIn = async (
  ctx: SsoContext,
  input: { ticket: string; accountType?: AccountType | undefined },
): Promise<SsoCompletion> => {
  const attempt = await repo.findTicket(ctx.db, ctx.tenant.id, sha256(input.ticket));
  const provider = attempt && (await repo.findProviderById(ctx.db, ctx.tenant.id, attempt.providerId));
  if (!attempt?.email || !provider?.enabled) throw expired();
  const answered = { ...attempt, email: attempt.email };
  return attempt.userId
    ? signInMember(ctx, answered, provider, attempt.userId)
    : signUp(ctx, answered, provider, input.accountType);
};

const signInMember = async (
  ctx: SsoContext,
  attempt: Answered,
  provider: repo.ProviderRow,
  userId: string,
): Promise<SsoCompletion> => {
  const user = await findUser(ctx.db, ctx.tenant.id, userId);
  const profile = user && (await defaultProfile(ctx.db, ctx.tenant.id, user.id));
  if (!user || !profile || user.email !== attempt.email) throw expired();
  assertMaySignIn(ctx.tenant, user);
  const accessToken = await ctx.db.transaction(async (tx) => {
    if (!(await repo.spendTicket(tx, ctx.tenant.id, attempt.id))) throw expired();
    await audit(ctx, tx, 'sso.sign_in', user.id, attempt, provider);
    return openSession(tx, { tenantId: ctx.tenant.id, userId: user.id, profileId: profile.id });
  });
  return { status: 'signed_in', user: presentSessionUser(user, profile, false), accessToken };
};

const signUp = async (
  ctx: SsoContext,
  attempt: Answered,
  provider: repo.ProviderRow,
  accountType: AccountType | undefined,
): Promise<SsoCompletion> => {
  const { tenant } = ctx;
  if (!provider.allowSignUp) throw forbidden(`Ask the operators of ${tenant.name} for an account first`);
  if (!tenant.settings.direct_access_allowed) throw forbidden(directAccessMessage(tenant));
  const name = (attempt.name ?? attempt.email.split('@')[0] ?? attempt.email).slice(0, 120);
  if (!accountType) {
    const types = signUpTypes(ctx);
    if (types.length === 0) throw forbidden(`${tenant.name} does not take sign-ups at the moment`);
    return { status: 'choose_account_type', name, email: attempt.email, accountTypes: types };
  }
  assertSignupType(tenant, accountType);
  if (await findUserByContact(ctx.db, tenant.id, { email: attempt.email })) {
    throw conflict('An account with this email address already exists. Sign in again to use it.');
  }
  const created = await ctx.db.transaction(async (tx) => {
    if (!(await repo.spendTicket(tx, tenant.id, attempt.id))) throw expired();
    // The provider proved the address: unverified claims on it by other accounts lapse, as at sign-up.
    // The profile's details (company name, ...) are filled in afterwards, as for an imported draft.
    const { user, profile } = await insertMember(tx, {
      tenantId: tenant.id,
      person: { name, provenEmail: attempt.email },
      profile: { accountType, investorType: accountType === 'investor' ? 'organization' : null },
    });
    await audit(ctx, tx, 'sso.sign_up', user.id, attempt, provider);
    const accessToken = await openSession(tx, { tenantId: tenant.id, userId: user.id, profileId: profile.id });
    return { user, profile, accessToken };
  });
  return {
    status: 'signed_in',
    user: presentSessionUser(created.user, created.profile, false),
    accessToken: created.accessToken,
  };
};
