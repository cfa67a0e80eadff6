import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app with an SPA fallback: any GET that is not an API or socket path and not a
 * file gets index.html, so deep links like /errors/404 work on reload.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string) => {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`No built web app at ${webDist}: run "npm run build" to serve it.`);
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  const html = fs.readFileSync(index, 'utf8');
  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (isServerPath(pathname)) return reply.callNotFound();
    const file = path.join(webDist, path.normalize(pathname));
    if (file.startsWith(webDist) && pathname !== '/' && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      const cache = pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      return reply.header('cache-control', cache).sendFile(pathname.slice(1));
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(html);
  });
};

const isServerPath = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/socket.io/');
