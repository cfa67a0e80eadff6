import {
  CompareQuery,
  ErrorBody,
  envelope,
  ListItemParams,
  listItemBody,
  mainSectionOf,
  OwnProfile,
  type ProfileAccountType,
  ProfileCompleteness,
  ProfileDashboard,
  ProfileIdParams,
  ProfileListItem,
  PublicProfile,
  profileAccountTypes,
  profileTypes,
  type SectionDef,
  sectionBody,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth/index.ts';
import * as approval from './approval.ts';
import { dashboard } from './dashboard.ts';
import * as lists from './lists.ts';
import * as publicProfiles from './public-profiles.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const Own = envelope(OwnProfile);
const Item = envelope(ProfileListItem);
const ApprovalNote = z.strictObject({ note: z.string().trim().max(1000).optional() }).nullish();
const ViewCount = envelope(z.object({ counted: z.boolean(), totalViews: z.number().int() }));
const Done = z.object({ message: z.string() });

/**
 * The calls of spec calls 7.4 for every account type with a profile, made from the registry: the
 * routes of a type are its sections, lists and the calls every type shares.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicProfiles.createProfileCache(() => app.sessions.isLive);
  app.identityWatchers.add(cache);
  app.addHook('onClose', async () => {
    app.identityWatchers.delete(cache);
  });
  const visitor = (req: FastifyRequest) => ({
    db: req.db,
    tenant: req.tenant,
    auth: req.auth ?? null,
    cache,
    matrix: () => app.tenants.matrixOf(req.db, req.tenant.id),
  });
  for (const type of profileAccountTypes) registerType(app, type, visitor);

  for (const type of ['startup', 'investor', 'corporate'] as const) {
    const { rolePath, label } = profileTypes[type];
    app.get(
      `/public/compare/${rolePath}`,
      {
        config: { public: true },
        schema: {
          tags: ['profiles'],
          summary: `${label} profiles side by side (spec calls 7.4 compare), as the caller may see each`,
          querystring: CompareQuery,
          response: { 200: envelope(z.array(PublicProfile)), ...errors },
        },
      },
      async (req) => ({ data: await publicProfiles.compare(visitor(req), type, req.query.ids) }),
    );
  }

  app.get(
    '/users/public_profile/:id',
    {
      config: { public: true, replica: true },
      schema: {
        tags: ['profiles'],
        summary: 'Any public profile by id, as the caller may see it',
        params: ProfileIdParams,
        response: { 200: envelope(PublicProfile), ...errors },
      },
    },
    async (req) => ({ data: await publicProfiles.publicProfile(visitor(req), null, req.params.id) }),
  );
};

type App = Parameters<FastifyPluginAsyncZod>[0];
/** Whoever calls a public route, a member or nobody signed in, with the profile cache. */
type Visitor = (req: FastifyRequest) => Parameters<typeof publicProfiles.publicProfile>[0];

const registerType = (app: App, type: ProfileAccountType, visitor: Visitor) => {
  const def = profileTypes[type];
  const role = def.rolePath;
  const tags = [`profiles: ${role}`];
  const caller = (req: FastifyRequest) => ({ db: req.db, tenant: req.tenant, auth: signedIn(req) });
  /** A save's answer, once the features that follow profile saves heard of it (platform/identity/profile-hooks). */
  const saved = async <T>(req: FastifyRequest, data: T) => {
    await app.profileHooks.saved(req.db, req.tenant.id, signedIn(req).profile.id);
    return { data };
  };

  app.get(
    `/${role}/information`,
    {
      schema: {
        tags,
        summary: `Your ${def.label.toLowerCase()} profile, every section`,
        response: { 200: Own, ...errors },
      },
    },
    async (req) => ({ data: await service.ownProfile(caller(req), type) }),
  );

  // The main section; an investor's depends on the investor type, so the body names any main section's fields.
  const mains = mainSections(type);
  app.patch(
    `/${role}/information`,
    {
      schema: {
        tags,
        summary: `Save the main section: ${mains.map((s) => s.title).join(' or ')}`,
        body: sectionBody(mains.length === 1 && mains[0] ? mains[0] : mergedSection(mains)),
        response: { 200: Own, ...errors },
      },
    },
    async (req) => saved(req, await service.saveInformation(caller(req), type, req.body as Record<string, unknown>)),
  );

  for (const section of def.sections) {
    if (section.api === `${role}/information`) continue;
    app.get(
      `/${section.api}`,
      { schema: { tags, summary: `Your profile, for the ${section.title} page`, response: { 200: Own, ...errors } } },
      async (req) => ({ data: await service.ownProfile(caller(req), type) }),
    );
    app.patch(
      `/${section.api}`,
      {
        schema: {
          tags,
          summary: `Save ${section.title}`,
          body: sectionBody(section),
          response: { 200: Own, ...errors },
        },
      },
      async (req) => saved(req, await service.saveSection(caller(req), section, req.body)),
    );
  }

  for (const list of def.lists) {
    const label = list.title.toLowerCase();
    app.get(
      `/${list.api}`,
      { schema: { tags, summary: `Your ${label}`, response: { 200: envelope(z.array(ProfileListItem)), ...errors } } },
      async (req) => ({ data: await lists.listItems(caller(req), type, list.key) }),
    );
    app.post(
      `/${list.api}`,
      {
        schema: {
          tags,
          summary: `Add a ${list.item}`,
          body: listItemBody(list, 'create'),
          response: { 200: Item, ...errors },
        },
      },
      async (req) => ({ data: await lists.addListItem(caller(req), type, list.key, req.body) }),
    );
    app.patch(
      `/${list.api}/:id`,
      {
        schema: {
          tags,
          summary: `Change a ${list.item}`,
          params: ListItemParams,
          body: listItemBody(list, 'update'),
          response: { 200: Item, ...errors },
        },
      },
      async (req) => ({ data: await lists.changeListItem(caller(req), type, list.key, req.params.id, req.body) }),
    );
    app.delete(
      `/${list.api}/:id`,
      {
        schema: { tags, summary: `Remove a ${list.item}`, params: ListItemParams, response: { 200: Done, ...errors } },
      },
      async (req) => {
        await lists.removeListItem(caller(req), type, list.key, req.params.id);
        return { message: `The ${list.item} was removed` };
      },
    );
  }

  app.get(
    `/${role}/profile_completeness`,
    {
      schema: {
        tags,
        summary: 'How complete your profile is, and its approval state',
        response: { 200: envelope(ProfileCompleteness), ...errors },
      },
    },
    async (req) => ({ data: await service.completeness(caller(req), type) }),
  );
  app.patch(
    `/${role}/request/approval`,
    {
      schema: {
        tags,
        summary: 'Ask the platform team to approve your profile (only when it is complete)',
        body: ApprovalNote,
        response: { 200: envelope(ProfileCompleteness).extend({ message: z.string() }), ...errors },
      },
    },
    async (req) => ({
      data: await approval.requestApproval({ ...caller(req), ip: req.ip }, type, req.body?.note),
      message: 'Profile approval request sent!',
    }),
  );
  app.get(
    `/${role}/dashboard`,
    {
      schema: {
        tags,
        summary: 'Your dashboard: completeness, approval, views and counts',
        response: { 200: envelope(ProfileDashboard), ...errors },
      },
    },
    async (req) => ({ data: await dashboard(caller(req), type) }),
  );
  app.get(
    `/${role}/public/:id`,
    {
      config: { public: true, replica: true },
      schema: {
        tags,
        summary: `A ${def.label.toLowerCase()} profile as the caller may see it`,
        params: ProfileIdParams,
        response: { 200: envelope(PublicProfile), ...errors },
      },
    },
    async (req) => ({ data: await publicProfiles.publicProfile(visitor(req), type, req.params.id) }),
  );
  app.get(
    `/${role}/increment_views/:id`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Count a view of the profile (once per viewer a day)',
        params: ProfileIdParams,
        response: { 200: ViewCount, ...errors },
      },
    },
    async (req) => ({
      data: await publicProfiles.countView(
        { ...visitor(req), ip: req.ip, secret: app.config.otp.secret },
        type,
        req.params.id,
      ),
    }),
  );

  if (type === 'startup') {
    for (const [path, value] of [
      ['raising-funds', true],
      ['not-raising-funds', false],
    ] as const) {
      app.patch(
        `/startups/toggle/${path}`,
        {
          schema: {
            tags,
            summary: value ? 'Mark the startup as raising funds' : 'Mark the startup as not raising funds',
            response: { 200: Own, ...errors },
          },
        },
        async (req) => saved(req, await service.setFlag(caller(req), type, 'raisingFunds', value)),
      );
    }
  }
  if (type === 'investor') {
    app.patch(
      '/investors/toggle/providing-funding',
      {
        schema: {
          tags,
          summary: 'Turn "currently making new investments" on or off',
          response: { 200: Own, ...errors },
        },
      },
      async (req) => saved(req, await service.setFlag(caller(req), type, 'providingFunding', 'toggle')),
    );
    app.get(
      '/investors/individual/profile_completeness',
      {
        schema: {
          tags,
          summary: "An individual investor's completeness",
          response: { 200: envelope(ProfileCompleteness), ...errors },
        },
      },
      async (req) => ({ data: await service.completeness(caller(req), type) }),
    );
  }
};

/** One section holding the fields of several, each once: the body any of them may send. */
const mergedSection = (sections: SectionDef[]): SectionDef => {
  const [first] = sections;
  if (!first) throw new Error('no sections to merge');
  const fields = new Map(sections.flatMap((section) => section.fields.map((field) => [field.key, field] as const)));
  return { ...first, title: sections.map((s) => s.title).join(' or '), fields: [...fields.values()] };
};

/** The sections PATCH {role}/information may save: one per investor type for investors, else the first. */
const mainSections = (type: ProfileAccountType) =>
  type === 'investor'
    ? (['organization', 'individual'] as const).map((kind) => mainSectionOf(type, kind))
    : [mainSectionOf(type, null)];
