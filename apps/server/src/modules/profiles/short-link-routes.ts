import { isProfileAccountType, publicProfilePath, shortCodePattern } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { displayName } from './present.ts';
import { findByShortCode } from './repo.ts';

const notFoundPath = '/errors/404';

/**
 * A profile's short link (/p/{code} on its tenant's host, product.md 2: "a short profile link from the
 * server"): answered with a redirect to the profile's address as it is now, so a shared link survives
 * a change of name. What the page then shows is the public profile's own business; an unknown code
 * goes to the 404 page. Outside /api, so that the link is short and works without the web app.
 */
export const shortLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/p/:code',
    {
      config: { public: true },
      schema: {
        tags: ['profiles'],
        summary: "A profile's short link: a redirect to its public page",
        params: z.object({ code: z.string().max(40) }),
        response: { 302: z.null().describe('To the profile, or to the 404 page') },
      },
    },
    async (req, reply) => {
      const code = req.params.code.toLowerCase();
      const found = shortCodePattern.test(code) ? await findByShortCode(req.db, req.tenant.id, code) : undefined;
      reply.header('cache-control', 'no-cache');
      if (!found || !isProfileAccountType(found.card.accountType)) return reply.redirect(notFoundPath, 302);
      const name = displayName(found.card, found.personName);
      return reply.redirect(publicProfilePath(found.card.accountType, found.card.uuid, name), 302);
    },
  );
};
