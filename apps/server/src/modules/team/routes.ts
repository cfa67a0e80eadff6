import { ErrorBody, envelope, TeamInvitation, TeamMember, TeamMemberInput } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth/index.ts';
import { publicOrigin } from '../../platform/tenancy/public-origin.ts';
import { registerInvitationRoutes } from '../auth/index.ts';
import { presentInvited, presentMember } from './present.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const tags = ['team'];
const Message = z.object({ message: z.string() });

/** Users under a profile (spec: /team/list, Add/Delete User): members and the invitations they accept. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/team-members',
    {
      schema: {
        tags,
        summary: 'Users of this profile, and open invitations',
        response: { 200: envelope(z.array(TeamMember)), ...errors },
      },
    },
    async (req) => {
      const team = await service.listTeam(req.db, req.tenant.id, signedIn(req));
      const rows = [
        ...team.members.map(({ profile, user }) => presentMember(profile.uuid, user)),
        ...team.invitations.map(presentInvited),
      ];
      return { data: rows };
    },
  );

  app.post(
    '/users/team-members',
    {
      schema: {
        tags,
        summary: 'Invite a user to this profile (they accept through the link sent to them)',
        body: TeamMemberInput,
        response: { 201: envelope(TeamMember).extend(Message.shape), ...errors },
      },
    },
    async (req, reply) => {
      const invitation = await service.inviteMember(req.db, app.mailer, {
        tenant: req.tenant,
        auth: signedIn(req),
        body: req.body,
        origin: await publicOrigin(req),
      });
      const data = presentInvited(invitation);
      return reply.status(201).send({ data, message: `Invitation sent to ${data.email ?? data.mobileNumber}` });
    },
  );

  app.delete(
    '/users/team-members/:uuid',
    {
      schema: {
        tags,
        summary: 'Remove a user from this profile, or withdraw an invitation',
        params: z.object({ uuid: z.string().uuid() }),
        response: { 200: Message, ...errors },
      },
    },
    async (req) => {
      const done = await service.removeFromTeam(req.db, {
        tenant: req.tenant,
        auth: signedIn(req),
        uuid: req.params.uuid,
      });
      return { message: done === 'withdrawn' ? 'Invitation withdrawn' : 'User removed' };
    },
  );

  registerInvitationRoutes(app, {
    path: 'team-invitations',
    tags,
    Shown: TeamInvitation,
    summaries: {
      show: 'What a team invitation offers',
      accept: 'Accept a team invitation; returns the session on the team profile',
      decline: 'Decline a team invitation',
    },
    show: service.showInvitation,
    accept: service.acceptInvitation,
    decline: service.declineInvitation,
  });
};
