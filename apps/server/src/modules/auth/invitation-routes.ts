import { ErrorBody, envelope, SessionEnvelope } from '@ventura/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext, ProfileRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { presentSessionUser, type users } from '../../platform/identity/index.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { countAttempt } from './attempts.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const TokenParams = z.object({ token: z.string().regex(/^[\w-]{32,64}$/, 'This invitation link is not valid') });

/** What one kind of invitation link does: show what it offers, accept it (a session), decline it. */
export type InvitationKind<Shown> = {
  /** `/public/{path}/:token`, and the name its attempts are counted under. */
  path: string;
  tags: string[];
  /** What the invitation offers, as the link's page shows it. */
  Shown: z.ZodType<Shown>;
  summaries: { show: string; accept: string; decline: string };
  show: (db: Db, tenant: Tenant, token: string) => Promise<Shown>;
  accept: (
    db: Db,
    input: { tenant: Tenant; token: string; auth: AuthContext | null },
  ) => Promise<{ user: typeof users.$inferSelect; profile: ProfileRow; accessToken: string }>;
  decline: (db: Db, tenant: Tenant, token: string) => Promise<void>;
};

/**
 * The three public calls behind an invitation link mailed to someone (team members, founders invited by
 * a partner). Open without a session, counted per address like sign-in attempts; accepting answers the
 * new session, as signing in does.
 */
export const registerInvitationRoutes = <Shown>(app: FastifyInstance, kind: InvitationKind<Shown>) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { public: true, entry: true };
  const attempt = kind.path.replace(/s$/, '');
  api.get(
    `/public/${kind.path}/:token`,
    {
      config,
      schema: {
        tags: kind.tags,
        summary: kind.summaries.show,
        params: TokenParams,
        response: { 200: envelope(kind.Shown), ...errors },
      },
    },
    async (req) => {
      await countAttempt(req, attempt);
      return { data: await kind.show(req.db, req.tenant, req.params.token) };
    },
  );
  api.post(
    `/public/${kind.path}/:token/accept`,
    {
      config,
      schema: {
        tags: kind.tags,
        summary: kind.summaries.accept,
        params: TokenParams,
        response: { 200: SessionEnvelope, ...errors },
      },
    },
    async (req) => {
      await countAttempt(req, attempt);
      const joined = await kind.accept(req.db, { tenant: req.tenant, token: req.params.token, auth: req.auth });
      return {
        data: { user: presentSessionUser(joined.user, joined.profile, false), accessToken: joined.accessToken },
      };
    },
  );
  api.post(
    `/public/${kind.path}/:token/decline`,
    {
      config,
      schema: {
        tags: kind.tags,
        summary: kind.summaries.decline,
        params: TokenParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (req) => {
      await countAttempt(req, attempt);
      await kind.decline(req.db, req.tenant, req.params.token);
      return { message: 'Invitation declined' };
    },
  );
};
