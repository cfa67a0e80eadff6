import {
  AccountType,
  DirectoryPage,
  type DirectoryType,
  directories,
  directoryQueries,
  directoryTypes,
  ErrorBody,
  envelope,
  GlobalHits,
  NameHits,
  NameSearchParams,
  NameSearchQuery,
  PublicNameSearchParams,
  profileTypes,
  SavedFilter,
  SavedFilterInput,
  SavedFilterListQuery,
  SavedFilterParams,
  SavedFilterPatch,
} from '@ventura/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth/index.ts';
import { createAnswerCache } from '../../platform/http/cached-reply.ts';
import { createLabels } from './labels.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
/** How long a search answer is kept: a new or changed profile shows in directories after at most this. */
const searchAnswerSeconds = 15;
type NameMode = 'contains' | 'fuzzy';
const tags = ['search'];
const Hits = envelope(NameHits);

/**
 * Directories and search (spec calls 7.5): each type's directory with its filters, name search (plain,
 * and typo tolerant for tenants whose search_type is elastic), global search, the public-context search,
 * the types a caller may search, and saved filters. All of it is the tenant's show_ecosystem feature.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, feature: 'show_ecosystem' };
  });
  const labels = createLabels();
  const searcher = (req: FastifyRequest): service.Searcher => ({
    db: req.db,
    tenant: req.tenant,
    auth: req.auth ?? null,
    matrix: () => app.tenants.matrixOf(req.db, req.tenant.id),
    labels,
  });
  const member = (req: FastifyRequest): service.Member => ({ ...searcher(req), auth: signedIn(req) });

  /**
   * Search answers are the same for everyone allowed to ask (cards hold public fields only), and the
   * popular ones (a directory's first page, the first letters of a name) are asked by everyone: each is
   * kept serialized for a few seconds, after the caller's permission was checked. A request with
   * Cache-Control: no-cache (a reload) is answered afresh.
   */
  const answers = createAnswerCache(searchAnswerSeconds);
  const answer = async <T>(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<T>,
  ): Promise<{ data: T } | FastifyReply> => {
    if (/\bno-cache\b/.test(req.headers['cache-control'] ?? '')) return { data: await load() };
    return answers.reply(req, reply, `${req.tenant.id}:${key}`, async () => ({ data: await load() }));
  };

  const nameAnswer = async (
    req: FastifyRequest,
    reply: FastifyReply,
    type: DirectoryType,
    mode: NameMode,
    { text, limit }: { text: string; limit: number },
  ) => {
    const who = searcher(req);
    await service.assertMaySearch(who, type);
    return answer(req, reply, `names:${type}:${mode}:${limit}:${text.trim().toLowerCase()}`, async () => ({
      items: await service.searchNamesOf(who, type, text, mode, limit),
    }));
  };

  for (const type of directoryTypes) {
    const { rolePath, label } = profileTypes[type];
    const { title, elasticPath } = directories[type];
    app.get(
      `/${rolePath}/search`,
      {
        config: { public: true, replica: true },
        schema: {
          tags,
          summary: `The ${title.toLowerCase()} directory: filters as the query string, sorted and paged${type === 'startup' ? '; liveDeal=true for startups raising funds' : ''}`,
          querystring: directoryQueries[type],
          response: { 200: envelope(DirectoryPage), ...errors },
        },
      },
      async (req, reply) => {
        const who = searcher(req);
        await service.assertMaySearch(who, type);
        return answer(req, reply, `directory:${type}:${JSON.stringify(req.query)}`, () =>
          service.searchDirectory(who, type, req.query),
        );
      },
    );
    app.get(
      `/${rolePath}/profile/:text`,
      {
        config: { public: true, replica: true },
        schema: {
          tags,
          summary: `${label} profiles whose name holds the text (nothing under 3 characters)`,
          params: NameSearchParams,
          querystring: NameSearchQuery,
          response: { 200: Hits, ...errors },
        },
      },
      async (req, reply) => nameAnswer(req, reply, type, 'contains', { ...req.params, ...req.query }),
    );
    if (elasticPath) {
      app.get(
        `/${elasticPath}/:text`,
        {
          config: { public: true, replica: true },
          schema: {
            tags,
            summary: `${label} profiles by name, forgiving typos ('fintek' finds 'Fintech'): tenants whose search_type is elastic`,
            params: NameSearchParams,
            querystring: NameSearchQuery,
            response: { 200: Hits, ...errors },
          },
        },
        async (req, reply) => nameAnswer(req, reply, type, 'fuzzy', { ...req.params, ...req.query }),
      );
    }
  }

  app.get(
    '/search-global/:text',
    {
      config: { public: true, replica: true },
      schema: {
        tags,
        summary: 'Profiles of every type the caller may search, by name and forgiving typos, each tagged with its type',
        params: NameSearchParams,
        querystring: NameSearchQuery,
        response: { 200: envelope(GlobalHits), ...errors },
      },
    },
    async (req, reply) => {
      const who = searcher(req);
      const { text } = req.params;
      const key = `global:${(await service.allowedTypes(who)).join(',')}:${req.query.limit}:${text.trim().toLowerCase()}`;
      return answer(req, reply, key, async () => ({
        results: await service.searchEverywhere(who, text, req.query.limit),
      }));
    },
  );

  app.get(
    '/public/search/:accountType/profile/:text',
    {
      config: { public: true, replica: true },
      schema: {
        tags,
        summary: 'Name search of one account type in the public context; each result carries its accountType',
        params: PublicNameSearchParams,
        querystring: NameSearchQuery,
        response: { 200: Hits, ...errors },
      },
    },
    async (req, reply) => {
      const type = directoryTypes.find((candidate) => candidate === req.params.accountType);
      return type ? nameAnswer(req, reply, type, 'fuzzy', { ...req.params, ...req.query }) : { data: { items: [] } };
    },
  );

  app.get(
    '/allowed-search-user-types',
    {
      schema: {
        tags,
        summary: "The account types the caller's profile may search, from the tenant's connection matrix",
        response: { 200: envelope(z.array(AccountType)), ...errors },
      },
    },
    async (req) => ({ data: await service.allowedTypes(member(req)) }),
  );

  const One = envelope(SavedFilter);
  app.get(
    '/search-filters',
    {
      schema: {
        tags,
        summary: "Your profile's saved filters, the latest changed first (of one directory with accountType)",
        querystring: SavedFilterListQuery,
        response: { 200: envelope(z.array(SavedFilter)), ...errors },
      },
    },
    async (req) => ({ data: await service.listSavedFilters(member(req), req.query.accountType) }),
  );
  app.get(
    '/search-filters/:id',
    {
      schema: { tags, summary: 'One saved filter', params: SavedFilterParams, response: { 200: One, ...errors } },
    },
    async (req) => ({ data: await service.getSavedFilter(member(req), req.params.id) }),
  );
  app.post(
    '/search-filters',
    {
      schema: {
        tags,
        summary: "Save a directory's filters under a name",
        body: SavedFilterInput,
        response: { 200: One, ...errors, 409: ErrorBody },
      },
    },
    async (req) => ({ data: await service.createSavedFilter(member(req), req.body) }),
  );
  app.patch(
    '/search-filters/:id',
    {
      schema: {
        tags,
        summary: 'Rename a saved filter or change its filters',
        params: SavedFilterParams,
        body: SavedFilterPatch,
        response: { 200: One.extend({ message: z.string() }), ...errors, 409: ErrorBody },
      },
    },
    async (req) => ({
      data: await service.updateSavedFilter(member(req), req.params.id, req.body),
      message: 'Filter updated',
    }),
  );
  app.delete(
    '/search-filters/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved filter',
        params: SavedFilterParams,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (req) => {
      await service.deleteSavedFilter(member(req), req.params.id);
      return { data: { id: req.params.id } };
    },
  );
};
