import {
  ErrorBody,
  envelope,
  listEnvelope,
  Notification,
  NotificationCountsAnswer,
  NotificationPaging,
  PlatformNotificationAnswer,
  PlatformNotificationBody,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/index.ts';
import { signedIn } from '../../platform/auth/index.ts';
import { pageAnswer } from '../../platform/db/paging.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { CountsCache } from './counts.ts';
import { presentNotification } from './present.ts';
import { findNotification, listNotifications, markRead, readCounts } from './repo.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['notifications'];
const Updated = envelope(z.object({ updated: z.number().int() }));

/** The caller's notifications, their counts, and the operators' broadcasts (spec calls 7.15). */
export const notificationRoutes =
  (counts: CountsCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notifications',
      {
        schema: {
          tags,
          summary: 'The caller’s notifications, newest first',
          querystring: NotificationPaging,
          response: { 200: listEnvelope(Notification), ...errors },
        },
      },
      async (req) => {
        const { user } = signedIn(req);
        const page = await listNotifications(req.db, req.tenant.id, user.id, req.query);
        return { data: pageAnswer(page.items.map(presentNotification), page.total, req.query) };
      },
    );

    // Every signed-in browser asks every 30 s: served from memory until the database announces a change.
    app.get(
      '/notifications/count',
      {
        schema: {
          tags,
          summary: 'Every count the bell, the menus and the dashboards show',
          response: { 200: envelope(NotificationCountsAnswer), ...errors },
        },
      },
      async (req, reply) => {
        const { user, profile } = signedIn(req);
        const tenantId = req.tenant.id;
        let body = counts.get(tenantId, user.id, profile.id);
        if (body === undefined) {
          const since = counts.epoch;
          const serialized = reply.serialize({ data: await readCounts(req.db, tenantId, user.id, profile) });
          body = typeof serialized === 'string' ? serialized : new TextDecoder().decode(serialized);
          counts.set(tenantId, user.id, profile.id, body, since);
        }
        return reply
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(body as never);
      },
    );

    app.patch(
      '/notifications/mark-all-read',
      { schema: { tags, summary: 'Marks every notification read', response: { 200: Updated, ...errors } } },
      async (req) => {
        const { user } = signedIn(req);
        const updated = await markRead(req.db, req.tenant.id, user.id);
        app.notifier.publish(await app.notifier.countsChanged(req.db, req.tenant.id, [user.id]));
        return { data: { updated } };
      },
    );

    app.patch(
      '/notifications/:uuid/read',
      {
        schema: {
          tags,
          summary: 'Marks one notification read',
          params: z.object({ uuid: z.uuid('This is not a notification id') }),
          response: { 200: Updated, ...errors },
        },
      },
      async (req) => {
        const { user } = signedIn(req);
        if (!(await findNotification(req.db, req.tenant.id, user.id, req.params.uuid))) {
          throw notFound('Notification not found');
        }
        const updated = await markRead(req.db, req.tenant.id, user.id, req.params.uuid);
        if (updated > 0) app.notifier.publish(await app.notifier.countsChanged(req.db, req.tenant.id, [user.id]));
        return { data: { updated } };
      },
    );

    app.post(
      '/notifications/platform',
      {
        schema: {
          tags,
          summary: 'An operator’s broadcast to every member of the tenant, or to one account type',
          body: PlatformNotificationBody,
          response: { 202: envelope(PlatformNotificationAnswer), ...errors },
        },
      },
      async (req, reply) => {
        const auth = signedIn(req);
        if (!accountPolicy.useConsole(auth)) throw forbidden('Only the platform team can notify everyone');
        const body = req.body;
        await req.db.transaction(async (tx) => {
          await app.notifier.queueBroadcast(tx, {
            tenantId: req.tenant.id,
            accountType: body.accountType ?? null,
            kind: 'platform',
            title: body.title,
            body: body.body ?? null,
            url: body.url ?? null,
            icon: 'megaphone',
          });
          await recordAudit(tx, {
            tenantId: req.tenant.id,
            actorUserId: auth.user.id,
            action: 'notification.broadcast',
            subjectType: 'tenant',
            subjectId: req.tenant.id,
            detail: { title: body.title, accountType: body.accountType ?? 'everyone' },
            ip: req.ip,
          });
        });
        return reply.code(202).send({ data: { queued: true as const } });
      },
    );
  };
