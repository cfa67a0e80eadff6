import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { conversationRoomPrefix, meetingRoomPrefix } from '@ventura/shared';
import Fastify, { LogController } from 'fastify';
import type { Config, TrustProxy } from './config.ts';
import { articleRoutes } from './modules/articles/routes.ts';
import { attachmentRoutes } from './modules/attachments/routes.ts';
import { createAttachmentUploadSweep } from './modules/attachments/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { certificateRoutes } from './modules/certificates/routes.ts';
import { challengeRoutes } from './modules/challenges/routes.ts';
import { conversationCircle } from './modules/chat/presence.ts';
import { conversationRoomCheck } from './modules/chat/rooms.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { createUnreadEmail } from './modules/chat/unread-email.ts';
import { createLinkPreviewJob, createUploadSweep } from './modules/community/previews.ts';
import { communityRoomCheck, communityRoomPrefix } from './modules/community/rooms.ts';
import { communityRoutes } from './modules/community/routes.ts';
import { uploadKeepSeconds } from './modules/community/service.ts';
import { createAttachmentSweep } from './modules/connections/attachments.ts';
import { connectionsAudience, connectionsCircle } from './modules/connections/audience.ts';
import { connectionModerationRoutes } from './modules/connections/moderation-routes.ts';
import { connectionRoutes } from './modules/connections/routes.ts';
import { consoleRoutes } from './modules/console/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { createDataExportJobs, dataExportRoutes, scheduleDataExportSweep } from './modules/data-export/index.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { createEventReminders } from './modules/events/reminders.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { facilityRoutes } from './modules/facilities/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { createFormFileSweep } from './modules/forms/files.ts';
import { formRoutes } from './modules/forms/routes.ts';
import { helpdeskRoutes } from './modules/helpdesk/index.ts';
import { ipRoutes } from './modules/ip/index.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { geographyRoutes } from './modules/lookups/geography-routes.ts';
import { lookupRoutes } from './modules/lookups/routes.ts';
import { createWeeklyDigest, scheduleDigest } from './modules/matching/digest.ts';
import { matchingConsoleRoutes, matchingRoutes } from './modules/matching/routes.ts';
import { meetingRoomCheck } from './modules/meetings/call.ts';
import { meetingCallRoutes } from './modules/meetings/call-routes.ts';
import { meetingRoutes } from './modules/meetings/routes.ts';
import { createMeetingReminders } from './modules/meetings/service.ts';
import { mentorshipRoutes } from './modules/mentorship/routes.ts';
import { createPeriodReminders, scheduleReminders } from './modules/metrics/reminders.ts';
import { metricRoutes } from './modules/metrics/routes.ts';
import { createMilestoneJobs, milestoneRoutes, scheduleMilestoneReminders } from './modules/milestones/index.ts';
import { createCountsCache } from './modules/notifications/counts.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { partnerRoutes } from './modules/partners/routes.ts';
import { paymentJobs, paymentRoutes, scheduleMembershipSweep } from './modules/payments/index.ts';
import { createPitchJobs } from './modules/pitch/jobs.ts';
import { pitchRoutes } from './modules/pitch/routes.ts';
import { portfolioRoutes } from './modules/portfolio/routes.ts';
import { createProfileSyncJob, profileImportRoutes, queueSync } from './modules/profile-import/index.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { shortLinkRoutes } from './modules/profiles/short-link-routes.ts';
import { programRoutes } from './modules/programs/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { ssoRoutes } from './modules/sso/index.ts';
import { startupKitRoutes } from './modules/startup-kit/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { authenticate, authPlugin } from './platform/auth/index.ts';
import { createProfileHooks } from './platform/identity/profile-hooks.ts';
import { createMedia } from './platform/media/ffmpeg.ts';
import { createNotifier } from './platform/notify/notifier.ts';
import './platform/context.ts';
import { executorOf } from './platform/db/executor.ts';
import type { Db } from './platform/db/index.ts';
import type { Listen } from './platform/db/listen.ts';
import { registerReadRouting } from './platform/db/read-routing.ts';
import type { Replica } from './platform/db/replica.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { healthRoutes } from './platform/health.ts';
import { compressOptions } from './platform/http/compression.ts';
import { documentRoute } from './platform/http/openapi.ts';
import { registerRequestLog } from './platform/http/request-log.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { compiledSerializerCompiler } from './platform/http/serializer.ts';
import { validatorCompiler } from './platform/http/validator.ts';
import { createJobs } from './platform/jobs/index.ts';
import { createMailer } from './platform/mail/index.ts';
import { devOutboxRoutes } from './platform/mail/routes.ts';
import { createRealtime } from './platform/realtime/publisher.ts';
import { createStorage, type Storage } from './platform/storage/index.ts';
import { fileRoutes } from './platform/storage/routes.ts';
import { resolveTenant, tenancyPlugin } from './platform/tenancy/plugin.ts';
import { tenantOrigin } from './platform/tenancy/public-origin.ts';
import { globalSettingsRoutes, verifyTenantRoutes } from './platform/tenancy/routes.ts';
import { enforceTenantState } from './platform/tenancy/state.ts';
import { registerThrottlePruning } from './platform/throttle/index.ts';
import { registerWebApp } from './platform/web.ts';

/** Fastify reads a hop count as a function of the hop: trust the nearest n hops. */
const trustProxyOption = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export type AppOptions = {
  config: Config;
  db: Db;
  /** The database's notification feed: lets signed-in requests skip the session query (platform/auth). */
  listen?: Listen;
  /** The read replica (DATABASE_READ_URL): the heavy reads' database while it keeps up (platform/db/read-routing.ts). */
  replica?: Replica;
  /** Where uploaded files go: by default the one the configuration names (platform/storage). */
  storage?: Storage;
  logger?: boolean;
};

/** Builds the whole server: platform plugins, then every module's routes, then the web app. */
export const buildApp = async ({ config, db, listen, replica, storage, logger = true }: AppOptions) => {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // One line per failed or slow request instead of two per request (platform/http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A request that reaches a draining process on a kept-alive connection just as it closes is served,
    // not answered 503: nginx passes no POST on to another process (deploy/nginx.conf), so a 503 here
    // reached the client as a failed write (seen once under the SIGTERM test's load). close() still waits
    // for it before the database closes.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // Room for a search text of maxSearchLength characters, percent-encoded, so that over-long text is
    // refused by its schema with a message that says so (a longer URL part is still a 414).
    routerOptions: { maxParamLength: 1200 },
    // A request must arrive whole within 30 s: slow senders do not hold sockets open.
    requestTimeout: 30_000,
    // Router-level failures (an over-long or badly encoded URL) answer in the same envelope as the rest.
    frameworkErrors: (error, _request, reply) => {
      const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 400;
      reply.raw.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      reply.raw.end(JSON.stringify({ message: error.message, errors: [error.message] }));
    },
    // Forwarding headers count only from the proxies named in TRUST_PROXY; by default from nobody.
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('storage', storage ?? createStorage(config));
  app.decorate('media', createMedia(config.media));
  app.decorate('lifecycle', { draining: false, checks: new Map() });
  registerReadRouting(app, {
    db,
    replica,
    maxLagSeconds: config.database.replicaMaxLagSeconds,
    secure: config.publicUrl.scheme === 'https',
  });
  if (replica) app.decorate('replica', replica);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerThrottlePruning(app);

  registerSecurityHeaders(app);
  await app.register(compress, compressOptions);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ventura API', version: '1.0.0', description: 'Multi-tenant startup ecosystem platform' },
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(tenancyPlugin);
  await app.register(authPlugin, { listen });
  const jobs = createJobs({
    executor: executorOf(db),
    log: app.log,
    // Within the drain: requests finish first, then jobs get what is left, with a margin for closing.
    stopTimeoutSeconds: Math.max(1, config.shutdown.timeoutSeconds - 5),
    expireInSeconds: config.jobExpireSeconds,
  });
  app.decorate('jobs', jobs);
  const realtime = createRealtime();
  app.decorate('realtime', realtime);
  realtime.setPresenceAudience(connectionsAudience(db));
  realtime.allowPresence(connectionsCircle(db));
  realtime.allowPresence(conversationCircle(db));
  realtime.allowRooms(conversationRoomPrefix, conversationRoomCheck(db));
  realtime.allowRooms(communityRoomPrefix, communityRoomCheck(db));
  realtime.allowRooms(meetingRoomPrefix, meetingRoomCheck(db));
  const { mailer, delivery } = createMailer(config, jobs, db);
  app.decorate('mailer', mailer);
  const notifier = createNotifier({ db, jobs, realtime, mailer });
  app.decorate('notifier', notifier);
  app.decorate('profileHooks', createProfileHooks());
  // A save of a profile kept in step with copies on other tenants queues bringing them along.
  app.profileHooks.onSaved(queueSync(jobs));
  const counts = createCountsCache(() => app.sessions.isLive);
  app.identityWatchers.add(counts);

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(verifyTenantRoutes);
      await api.register(async (scoped) => {
        scoped.addHook('onRequest', resolveTenant);
        scoped.addHook('onRequest', authenticate);
        scoped.addHook('onRequest', enforceTenantState);
        await scoped.register(authRoutes);
        await scoped.register(profileImportRoutes);
        await scoped.register(userRoutes);
        await scoped.register(matchingRoutes);
        await scoped.register(dataExportRoutes);
        await scoped.register(teamRoutes);
        await scoped.register(connectionRoutes);
        await scoped.register(connectionModerationRoutes);
        await scoped.register(chatRoutes);
        await scoped.register(communityRoutes);
        await scoped.register(jobRoutes);
        await scoped.register(challengeRoutes);
        await scoped.register(attachmentRoutes);
        await scoped.register(formRoutes);
        await scoped.register(programRoutes);
        await scoped.register(meetingCallRoutes);
        await scoped.register(meetingRoutes);
        await scoped.register(mentorshipRoutes);
        await scoped.register(notificationRoutes(counts));
        await scoped.register(globalSettingsRoutes);
        await scoped.register(lookupRoutes);
        await scoped.register(geographyRoutes);
        await scoped.register(contentRoutes);
        await scoped.register(partnerRoutes);
        await scoped.register(portfolioRoutes);
        await scoped.register(profileRoutes);
        await scoped.register(searchRoutes);
        await scoped.register(feedbackRoutes);
        await scoped.register(uploadRoutes);
        await scoped.register(documentRoutes);
        await scoped.register(pitchRoutes);
        await scoped.register(certificateRoutes);
        await scoped.register(startupKitRoutes);
        await scoped.register(helpdeskRoutes);
        await scoped.register(facilityRoutes);
        await scoped.register(ipRoutes);
        await scoped.register(milestoneRoutes);
        await scoped.register(paymentRoutes);
        await scoped.register(articleRoutes);
        await scoped.register(fileRoutes);
        await scoped.register(consoleRoutes);
        await scoped.register(matchingConsoleRoutes);
        await scoped.register(ssoRoutes);
      });
    },
    { prefix: '/api/v1' },
  );
  // The calls of calls.md 7.13 (issue 21) live under /api/v2, behind the same hooks as /api/v1.
  await app.register(
    async (api) => {
      api.addHook('onRequest', resolveTenant);
      api.addHook('onRequest', authenticate);
      api.addHook('onRequest', enforceTenantState);
      await api.register(eventRoutes);
      await api.register(wishlistRoutes);
      await api.register(metricRoutes);
    },
    { prefix: '/api/v2' },
  );
  // Outside /api but still a tenant's: the development outbox and profiles' short links.
  await app.register(async (hosted) => {
    hosted.addHook('onRequest', resolveTenant);
    await hosted.register(devOutboxRoutes);
    await hosted.register(shortLinkRoutes);
  });
  await registerWebApp(app, config.webDist);
  // Every server process works the queues; a job waits in the database for whichever asks first.
  await jobs.start([
    delivery,
    ...notifier.jobs,
    createAttachmentSweep({ db, storage: app.storage, log: app.log }),
    createUnreadEmail({ db, mailer, origin: (tenantId) => tenantOrigin(db, config, tenantId) }),
    createLinkPreviewJob({
      db,
      storage: app.storage,
      realtime,
      log: app.log,
      previewsMayReadPrivate: config.linkPreviewPrivateAddresses,
    }),
    createUploadSweep({ db, storage: app.storage, log: app.log, keepSeconds: uploadKeepSeconds }),
    createAttachmentUploadSweep({ db, storage: app.storage, log: app.log }),
    createFormFileSweep({ db, storage: app.storage, log: app.log }),
    createEventReminders({ db, mailer, origin: (tenantId) => tenantOrigin(db, config, tenantId) }),
    createMeetingReminders({ db, notifier }),
    createPeriodReminders({ db, jobs, notifier, origin: (tenantId) => tenantOrigin(db, config, tenantId) }),
    createWeeklyDigest({ db, jobs, notifier, origin: (tenantId) => tenantOrigin(db, config, tenantId) }),
    ...createPitchJobs({ db, storage: app.storage, media: app.media, realtime, notifier, log: app.log }),
    ...createMilestoneJobs({ db, jobs, notifier, origin: (tenantId) => tenantOrigin(db, config, tenantId) }),
    ...paymentJobs({ db, jobs, notifier, origin: (tenantId) => tenantOrigin(db, config, tenantId) }),
    createProfileSyncJob({ db }),
    ...createDataExportJobs({
      db,
      jobs,
      storage: app.storage,
      mailer,
      log: app.log,
      origin: (tenantId) => tenantOrigin(db, config, tenantId),
    }),
  ]);
  // The monthly growth-metrics reminder chain (one job per month, whichever process queues it); tests run it by hand.
  if (config.env !== 'test') await scheduleReminders(jobs, db);
  // The weekly digest of new matches (one job a week, whichever process queues it); tests run it by hand.
  if (config.env !== 'test') await scheduleDigest(jobs, db);
  // The daily overdue-milestone sweep (one job a day, whichever process queues it); tests run it by hand.
  if (config.env !== 'test') await scheduleMilestoneReminders(jobs, db);
  // The hourly membership sweep (one job an hour, whichever process queues it); tests run it by hand.
  if (config.env !== 'test') await scheduleMembershipSweep(jobs, db);
  // The daily sweep of expired data exports (one job a day, whichever process queues it); tests run it by hand.
  if (config.env !== 'test') await scheduleDataExportSweep(jobs, db);
  // Jobs finish while the requests in flight do (closing the server waits for those), before anything
  // they use (Redis, the database) closes.
  app.addHook('preClose', () => jobs.stop());
  return app;
};
