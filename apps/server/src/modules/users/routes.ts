import {
  AccountStatusResult,
  BackdoorLogin,
  ConfirmationCode,
  CreateProfile,
  ErrorBody,
  envelope,
  NewsletterBody,
  NotificationSettingsBody,
  OtpSent,
  Profile,
  ProfileTypeEntry,
  SessionEnvelope,
  SignedOutOthers,
  SocialLinks,
  SwitchProfile,
  UpdateProfile,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revokeSession, revokeUserSessions, signedIn } from '../../platform/auth/index.ts';
import { listUserProfiles, presentSessionUser } from '../../platform/identity/index.ts';
import { publicOrigin } from '../../platform/tenancy/public-origin.ts';
import { sendConfirmationCode } from '../auth/index.ts';
import { presentProfile, presentProfileType } from './present.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const tags = ['account'];
const Message = z.object({ message: z.string() });

/** The signed-in person's account, profiles and team (spec calls 7.2 and 7.3). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/profile',
    { schema: { tags, summary: 'The current profile', response: { 200: envelope(Profile), ...errors } } },
    async (req) => {
      const auth = signedIn(req);
      return { data: presentProfile(auth, req.tenant.settings) };
    },
  );

  app.patch(
    '/users/profile',
    {
      schema: {
        tags,
        summary: 'Update name, gender, email or WhatsApp number',
        body: UpdateProfile,
        response: { 200: envelope(Profile), ...errors },
      },
    },
    async (req) => {
      const auth = signedIn(req);
      const user = await service.updateProfile(req.db, app.mailer, {
        tenant: req.tenant,
        auth,
        body: req.body,
        origin: await publicOrigin(req),
        secret: app.config.otp.secret,
      });
      return { data: presentProfile(auth, req.tenant.settings, { user }) };
    },
  );

  app.patch(
    '/users/profile/subscribe-to-newsletter',
    {
      schema: {
        tags,
        summary: "Subscribe to or leave the platform's newsletter",
        body: NewsletterBody,
        response: { 200: envelope(Profile), ...errors },
      },
    },
    async (req) => {
      const auth = signedIn(req);
      const user = await service.updateAccountSettings(req.db, req.tenant.id, auth, {
        newsletter: req.body.subscribed,
      });
      return { data: presentProfile(auth, req.tenant.settings, { user }) };
    },
  );

  app.patch(
    '/users/profile/notification-settings',
    {
      schema: {
        tags,
        summary: 'Choose which notices also come by email',
        body: NotificationSettingsBody,
        response: { 200: envelope(Profile), ...errors },
      },
    },
    async (req) => {
      const auth = signedIn(req);
      const notificationSettings = { ...auth.user.notificationSettings, ...req.body };
      const user = await service.updateAccountSettings(req.db, req.tenant.id, auth, { notificationSettings });
      return { data: presentProfile(auth, req.tenant.settings, { user }) };
    },
  );

  app.patch(
    '/users/profile/social-links',
    {
      schema: {
        tags,
        summary: "The current profile's links to its pages elsewhere; an empty value removes one",
        body: SocialLinks,
        response: { 200: envelope(Profile), ...errors },
      },
    },
    async (req) => {
      const auth = signedIn(req);
      const profile = await service.updateSocialLinks(req.db, req.tenant.id, auth, req.body);
      return { data: presentProfile(auth, req.tenant.settings, { profile }) };
    },
  );

  app.post(
    '/users/confirmation-code',
    {
      schema: {
        tags,
        summary: 'Send a code to the sign-in contact, to confirm an email change or account deletion',
        response: { 200: envelope(OtpSent), ...errors },
      },
    },
    async (req) => {
      const sent = await sendConfirmationCode(req.db, app.mailer, app.config.otp, {
        tenant: req.tenant,
        auth: signedIn(req),
        ip: req.ip,
      });
      return { data: sent };
    },
  );

  app.post(
    '/users/profile/email-verification',
    {
      schema: { tags, summary: 'Send the email verification link again', response: { 200: Message, ...errors } },
    },
    async (req) => {
      await service.resendEmailVerification(req.db, app.mailer, {
        tenant: req.tenant,
        auth: signedIn(req),
        origin: await publicOrigin(req),
      });
      return { message: 'We sent a new verification link to your email address' };
    },
  );

  app.get(
    '/users/profile-types',
    {
      schema: {
        tags,
        summary: 'Profiles the user holds',
        response: { 200: envelope(z.array(ProfileTypeEntry)), ...errors },
      },
    },
    async (req) => {
      const auth = signedIn(req);
      const owned = await listUserProfiles(req.db, req.tenant.id, auth.user.id);
      return { data: owned.map((profile) => presentProfileType(profile, auth.profile.id)) };
    },
  );

  app.post(
    '/users/profile-types',
    {
      schema: {
        tags,
        summary: 'Create a profile of another type; returns the new session',
        body: CreateProfile,
        response: { 201: SessionEnvelope, ...errors },
      },
    },
    async (req, reply) => {
      const auth = signedIn(req);
      const created = await service.createProfile(req.db, { tenant: req.tenant, auth, body: req.body });
      const user = presentSessionUser(auth.user, created.profile, auth.impersonatorId !== null);
      return reply.status(201).send({ data: { user, accessToken: created.accessToken } });
    },
  );

  app.post(
    '/users/profile-types/switch',
    {
      schema: {
        tags,
        summary: 'Switch to another profile; returns the new session',
        body: SwitchProfile,
        response: { 200: SessionEnvelope, ...errors },
      },
    },
    async (req) => {
      const auth = signedIn(req);
      const switched = await service.switchProfile(req.db, {
        tenant: req.tenant,
        auth,
        profileType: req.body.profileType,
      });
      const user = presentSessionUser(auth.user, switched.profile, auth.impersonatorId !== null);
      return { data: { user, accessToken: switched.accessToken } };
    },
  );

  app.get(
    '/users/logout',
    {
      config: { writes: true },
      schema: { tags, summary: 'Sign out this session', response: { 200: Message, ...errors } },
    },
    async (req) => {
      const auth = signedIn(req);
      await revokeSession(req.db, req.tenant.id, auth.sessionId);
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/users/logout/others',
    {
      schema: {
        tags,
        summary: 'Sign out every other device and browser (this session stays)',
        response: { 200: Message.extend({ data: SignedOutOthers }), ...errors },
      },
    },
    async (req) => {
      const auth = signedIn(req);
      const ended = await revokeUserSessions(req.db, req.tenant.id, auth.user.id, auth.sessionId);
      return {
        message: ended === 1 ? 'Signed out 1 other session' : `Signed out ${ended} other sessions`,
        data: { ended },
      };
    },
  );

  app.patch(
    '/users/deactivate_account',
    {
      schema: {
        tags,
        summary: 'Deactivate the account, or re-activate it',
        response: {
          200: envelope(AccountStatusResult).extend(Message.shape),
          ...errors,
        },
      },
    },
    async (req) => {
      const status = await service.toggleDeactivation(req.db, { tenant: req.tenant, auth: signedIn(req), ip: req.ip });
      const message =
        status === 'deactivated' ? 'Account Deactivated Successfully.' : 'Account Re-activated Successfully.';
      return { data: { status }, message };
    },
  );

  app.delete(
    '/users/delete_account',
    {
      schema: {
        tags,
        summary: 'Delete the account for good (needs a confirmation code)',
        body: ConfirmationCode,
        response: { 200: Message, ...errors },
      },
    },
    async (req) => {
      await service.deleteAccount(req.db, {
        tenant: req.tenant,
        auth: signedIn(req),
        ip: req.ip,
        code: req.body.code,
        secret: app.config.otp.secret,
        files: { storage: app.storage, log: req.log },
      });
      return { message: 'Your account has been deleted' };
    },
  );

  app.post(
    '/admin/backdoor-login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Operators: open a session as a user (audited)',
        body: BackdoorLogin,
        response: { 200: SessionEnvelope, ...errors },
      },
    },
    async (req) => {
      const session = await service.backdoorLogin(req.db, {
        tenant: req.tenant,
        auth: signedIn(req),
        profileUuid: req.body.profileUuid,
        reason: req.body.reason,
        ip: req.ip,
      });
      return {
        data: { user: presentSessionUser(session.user, session.profile, true), accessToken: session.accessToken },
      };
    },
  );
};
