import {
  AccountType,
  ContactLookupQuery,
  ContactLookupResult,
  EmailVerification,
  ErrorBody,
  envelope,
  InviteCodeInfo,
  LoginRequest,
  LoginVerify,
  OtpSent,
  RegisterRequest,
  SessionEnvelope,
  SignupOtpSend,
  SignupOtpVerify,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { findUserByContact, presentSessionUser, recipientOf } from '../../platform/identity/index.ts';
import { publicOrigin } from '../../platform/tenancy/public-origin.ts';
import { directAccessMessage } from '../../platform/tenancy/state.ts';
import { countAttempt } from './attempts.ts';
import { sendCode } from './otp.ts';
import {
  assertMaySignIn,
  assertNoAccount,
  assertSignupType,
  findInviteCode,
  findPartner,
  register,
  verifyEmail,
  verifyLogin,
  verifySignup,
} from './service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
/** Sign-up and its look-ups: open to anyone, partner-only tenants included (sign-up there needs a partner). */
const publicRoute = { public: true, entry: true } as const;
/** Sign-in answers in maintenance too: the tenant's operators must be able to come in and work. */
const signInRoute = { public: true, entry: true, duringMaintenance: true } as const;
const tags = ['auth'];

const Registered = z.object({ verified: z.boolean(), registrationToken: z.string(), expiresInSeconds: z.number() });

/** Sign-in and sign-up by one-time code, contact look-ups, email verification and invite codes (spec calls 7.2). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public/auth/mobile/login',
    {
      config: signInRoute,
      schema: {
        tags,
        summary: 'Send a sign-in code',
        body: LoginRequest,
        response: { 200: envelope(OtpSent), ...errors },
      },
    },
    async (req) => {
      await countAttempt(req, 'login');
      const user = await findUserByContact(req.db, req.tenant.id, req.body);
      if (!user) {
        const noun = req.body.email ? 'email address' : 'mobile number';
        throw notFound(`No account uses this ${noun}. Sign up to join ${req.tenant.name}.`);
      }
      assertMaySignIn(req.tenant, user);
      const channel = req.body.email ? 'email' : 'sms';
      const sent = await sendCode(req.db, app.mailer, app.config.otp, {
        tenant: req.tenant,
        purpose: 'login',
        channel,
        recipient: recipientOf(req.body),
        ip: req.ip,
        name: user.name,
      });
      return { data: sent };
    },
  );

  app.post(
    '/public/auth/mobile/login/verify',
    {
      config: signInRoute,
      schema: {
        tags,
        summary: 'Verify a sign-in code',
        body: LoginVerify,
        response: { 200: SessionEnvelope, ...errors },
      },
      preValidation: async (req) => {
        if (req.body && typeof req.body === 'object' && 'loginFrom' in req.body) delete req.body.loginFrom;
      },
    },
    async (req) => {
      await countAttempt(req, 'login-verify', recipientOf(req.body));
      const session = await verifyLogin(req.db, {
        tenant: req.tenant,
        contact: req.body,
        code: req.body.code,
        secret: app.config.otp.secret,
      });
      return {
        data: { user: presentSessionUser(session.user, session.profile, false), accessToken: session.accessToken },
      };
    },
  );

  const signupSend = (channel: 'sms' | 'whatsapp', path: string) =>
    app.post(
      path,
      {
        config: publicRoute,
        schema: {
          tags,
          summary: 'Send a sign-up code',
          body: SignupOtpSend,
          response: { 200: envelope(OtpSent), ...errors },
        },
      },
      async (req) => {
        assertSignupType(req.tenant, req.body.type);
        if (!req.tenant.settings.direct_access_allowed && !req.body.partnerId) {
          throw forbidden(directAccessMessage(req.tenant));
        }
        if (channel === 'whatsapp' && !req.body.mobileNumber) throw badRequest('WhatsApp codes need a mobile number');
        if (req.body.partnerId && !(await findPartner(req.db, req.tenant.id, req.body.partnerId))) {
          throw badRequest('This partner is not part of this platform');
        }
        await assertNoAccount(req.db, req.tenant.id, req.body);
        const sent = await sendCode(req.db, app.mailer, app.config.otp, {
          tenant: req.tenant,
          purpose: 'signup',
          channel: req.body.email ? 'email' : channel,
          recipient: recipientOf(req.body),
          ip: req.ip,
          accountType: req.body.type,
          partnerId: req.body.partnerId ?? null,
          name: req.body.name ?? null,
        });
        return { data: sent };
      },
    );
  signupSend('sms', '/public/otp_verifications/send');
  signupSend('whatsapp', '/public/otp_verifications/whatsapp/send');

  for (const path of ['/public/otp_verifications/verify', '/public/otp_verifications/whatsapp/verify']) {
    app.post(
      path,
      {
        config: publicRoute,
        schema: {
          tags,
          summary: 'Verify a sign-up code',
          body: SignupOtpVerify,
          response: { 200: envelope(Registered), ...errors },
        },
      },
      async (req) => {
        await countAttempt(req, 'signup-verify', recipientOf(req.body));
        const data = await verifySignup(req.db, {
          tenantId: req.tenant.id,
          contact: req.body,
          code: req.body.code,
          type: req.body.type,
          secret: app.config.otp.secret,
        });
        return { data };
      },
    );
  }

  // One route answers both register/ and register/{type}.
  app.post(
    '/public/auth/register/:type?',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Create the account after a verified sign-up code',
        params: z.object({ type: z.preprocess((v) => (v === '' ? undefined : v), AccountType.optional()) }),
        body: RegisterRequest,
        response: { 201: SessionEnvelope, ...errors },
      },
    },
    async (req, reply) => {
      const created = await register(req.db, app.mailer, {
        tenant: req.tenant,
        type: req.params.type,
        body: req.body,
        origin: await publicOrigin(req),
      });
      const user = presentSessionUser(created.user, created.profile, false);
      return reply.status(201).send({ data: { user, accessToken: created.accessToken } });
    },
  );

  app.get(
    '/public/auth/verify/mobile/:value',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Is a mobile number already registered?',
        params: z.object({ value: z.string().regex(/^\+?\d{4,19}$/, 'Enter a valid mobile number') }),
        querystring: ContactLookupQuery,
        response: { 200: envelope(ContactLookupResult), ...errors },
      },
    },
    async (req) => {
      await countAttempt(req, 'contact-lookup');
      const digits = req.params.value.replace(/^\+/, '');
      const countryCode = req.query.countryCode;
      const mobileNumber =
        countryCode && digits.startsWith(countryCode) && digits.length > 10 ? digits.slice(countryCode.length) : digits;
      const exists = Boolean(
        await findUserByContact(req.db, req.tenant.id, { countryCode: countryCode ?? '', mobileNumber }),
      );
      return {
        data: {
          exists,
          message: exists ? 'This mobile number is already registered' : 'This mobile number is available',
        },
      };
    },
  );

  app.get(
    '/public/auth/verify/email/:value',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Is an email address already registered?',
        params: z.object({ value: EmailVerification.shape.emailAddress }),
        querystring: ContactLookupQuery,
        response: { 200: envelope(ContactLookupResult), ...errors },
      },
    },
    async (req) => {
      await countAttempt(req, 'contact-lookup');
      const exists = Boolean(await findUserByContact(req.db, req.tenant.id, { email: req.params.value }));
      return {
        data: {
          exists,
          message: exists ? 'This email address is already registered' : 'This email address is available',
        },
      };
    },
  );

  app.post(
    '/public/auth/verify/email',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Verify an email address from its link',
        body: EmailVerification,
        response: { 200: envelope(z.object({ verified: z.boolean() })).extend({ message: z.string() }), ...errors },
      },
    },
    async (req) => {
      await countAttempt(req, 'email-verify');
      const result = await verifyEmail(req.db, app.mailer, {
        tenant: req.tenant,
        email: req.body.emailAddress,
        verificationId: req.body.verificationId,
      });
      const message = result.alreadyVerified ? 'Your email was already verified' : 'Your email has been verified';
      return { data: { verified: true }, message };
    },
  );

  app.get(
    '/verify-invite-code/:code',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'What an invite code opens',
        params: z.object({ code: z.string().trim().min(3).max(64) }),
        response: { 200: envelope(InviteCodeInfo), ...errors },
      },
    },
    async (req) => {
      await countAttempt(req, 'invite-code');
      return { data: await findInviteCode(req.db, req.tenant.id, req.params.code) };
    },
  );
};
