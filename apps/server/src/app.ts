import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { lookupRoutes } from './modules/lookups/routes.ts';
import './platform/context.ts';
import type { Db } from './platform/db/index.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { healthRoutes } from './platform/health.ts';
import { resolveTenant, tenancyPlugin } from './platform/tenancy/plugin.ts';
import { globalSettingsRoutes, verifyTenantRoutes } from './platform/tenancy/routes.ts';
import { registerWebApp } from './platform/web.ts';

export type AppOptions = { config: Config; db: Db; logger?: boolean };

/** Builds the whole server: platform plugins, then every module's routes, then the web app. */
export const buildApp = async ({ config, db, logger = true }: AppOptions) => {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(config.env === 'development' ? {} : {}),
    },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorateRequest('db', {
    getter() {
      return db;
    },
  });
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ventura API', version: '1.0.0', description: 'Multi-tenant startup ecosystem platform' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(tenancyPlugin);

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(verifyTenantRoutes);
      await api.register(async (scoped) => {
        scoped.addHook('onRequest', resolveTenant);
        await scoped.register(globalSettingsRoutes);
        await scoped.register(lookupRoutes);
      });
    },
    { prefix: '/api/v1' },
  );
  await registerWebApp(app, config.webDist);
  return app;
};
