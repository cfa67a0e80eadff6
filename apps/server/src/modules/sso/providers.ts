import { randomUUID } from 'node:crypto';
import { type SsoProviderChange, type SsoProviderInput, ssoProvidersMax } from '@ventura/shared';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/index.ts';
import { seal, unseal } from '../../platform/crypto/seal.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { type IssuerRules, issuerProblem, providerMetadata, unreadable } from './issuer.ts';
import { presentProvider } from './present.ts';
import * as repo from './repo.ts';

/*
 * The console's side of single sign-on: the tenant's providers, each read from its discovery document
 * before it is saved, its client secret sealed (docs/sso.md).
 */

/** What single sign-on needs beyond a request: the server's secret and which issuers it may reach. */
export type SsoConfig = { secret: string; rules: IssuerRules };
export type SsoContext = Context & { sso: SsoConfig };
export type SsoOperator = Member & { sso: SsoConfig };

export const callbackPath = '/api/v1/public/auth/sso/callback';

/** The address to register at the provider: the tenant's own, never the request's Host. */
export const redirectUriOf = async (ctx: Context, db: Db = ctx.db) => `${await ctx.origin(db)}${callbackPath}`;

const purpose = { salt: 'ventura sso', info: "a tenant's OpenID Connect client secrets" };
const bindingOf = (tenantId: string, providerUuid: string) => `${tenantId}:sso:${providerUuid}`;

/** The client secret in clear, or null when it was sealed under another SECRET_KEY (a restored copy). */
export const clientSecretOf = (ctx: SsoContext, row: repo.ProviderRow) =>
  row.clientSecretSealed
    ? unseal(ctx.sso.secret, purpose, bindingOf(ctx.tenant.id, row.uuid), row.clientSecretSealed)
    : null;

const present = async (ctx: SsoContext, row: repo.ProviderRow) => {
  const secret = clientSecretOf(ctx, row);
  return presentProvider(row, {
    secretHint: secret === null ? null : `…${secret.slice(-4)}`,
    redirectUri: await redirectUriOf(ctx),
  });
};

/** The issuer as its discovery document names it, once the server could read it (422 otherwise). */
const discoveredIssuer = async (ctx: SsoContext, issuer: string) => {
  const problem = issuerProblem(issuer, ctx.sso.rules);
  if (problem) throw badRequest(problem, [`body.issuer: ${problem}`]);
  try {
    const metadata = await providerMetadata(issuer, ctx.sso.rules, true);
    if (!metadata.authorization_endpoint || !metadata.token_endpoint) throw new Error('no endpoints');
    return metadata.issuer;
  } catch (error) {
    ctx.log.info({ err: error, issuer }, 'sso discovery failed');
    throw unreadable(issuer, error);
  }
};

const audit = (ctx: SsoOperator, db: Db, action: string, row: repo.ProviderRow, detail: Record<string, unknown>) =>
  recordAudit(db, {
    tenantId: ctx.tenant.id,
    actorUserId: ctx.auth.user.id,
    action,
    subjectType: 'sso_provider',
    subjectId: row.uuid,
    detail: { label: row.label, issuer: row.issuer, ...detail },
    ip: ctx.ip,
  });

const findOrThrow = async (ctx: SsoContext, uuid: string) => {
  const row = await repo.findProvider(ctx.db, ctx.tenant.id, uuid);
  if (!row) throw notFound('No such sign-in provider');
  return row;
};

export const listProviders = async (ctx: SsoOperator) => {
  const rows = await repo.listProviders(ctx.db, ctx.tenant.id);
  return Promise.all(rows.map((row) => present(ctx, row)));
};

export const createProvider = async (ctx: SsoOperator, input: z.output<typeof SsoProviderInput>) => {
  if (!input.clientSecret) {
    throw badRequest('Enter the client secret', ['body.clientSecret: Enter the client secret']);
  }
  if ((await repo.countProviders(ctx.db, ctx.tenant.id)) >= ssoProvidersMax) {
    throw conflict(`A platform may offer at most ${ssoProvidersMax} sign-in providers. Remove one first.`);
  }
  const issuer = await discoveredIssuer(ctx, input.issuer);
  const uuid = randomUUID();
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertProvider(tx, {
      uuid,
      tenantId: ctx.tenant.id,
      label: input.label,
      issuer,
      clientId: input.clientId,
      clientSecretSealed: seal(ctx.sso.secret, purpose, bindingOf(ctx.tenant.id, uuid), input.clientSecret ?? ''),
      scopes: input.scopes,
      enabled: input.enabled,
      allowSignUp: input.allowSignUp,
    });
    await audit(ctx, tx, 'sso_provider.create', created, {
      enabled: created.enabled,
      allowSignUp: created.allowSignUp,
    });
    return created;
  });
  repo.forgetButtons(ctx.db, ctx.tenant.id);
  return present(ctx, row);
};

export const changeProvider = async (ctx: SsoOperator, uuid: string, change: z.output<typeof SsoProviderChange>) => {
  const stored = await findOrThrow(ctx, uuid);
  const issuer =
    change.issuer !== undefined && change.issuer !== stored.issuer
      ? await discoveredIssuer(ctx, change.issuer)
      : undefined;
  const { clientSecret, ...rest } = change;
  const values = {
    ...rest,
    ...(issuer ? { issuer } : {}),
    ...(clientSecret
      ? { clientSecretSealed: seal(ctx.sso.secret, purpose, bindingOf(ctx.tenant.id, uuid), clientSecret) }
      : {}),
  };
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateProvider(tx, ctx.tenant.id, stored.id, values);
    if (!updated) throw notFound('No such sign-in provider');
    const changed = Object.keys(values).map((key) => (key === 'clientSecretSealed' ? 'clientSecret' : key));
    await audit(ctx, tx, 'sso_provider.update', updated, { changed });
    return updated;
  });
  repo.forgetButtons(ctx.db, ctx.tenant.id);
  return present(ctx, row);
};

export const removeProvider = async (ctx: SsoOperator, uuid: string) => {
  const stored = await findOrThrow(ctx, uuid);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteProvider(tx, ctx.tenant.id, stored.id);
    await audit(ctx, tx, 'sso_provider.delete', stored, {});
  });
  repo.forgetButtons(ctx.db, ctx.tenant.id);
};
