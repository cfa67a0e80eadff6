import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Hashed build output never changes under its name; everything else is revalidated. */
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Serves the built web app with an SPA fallback: any GET that is not an API or socket path and not a
 * file gets index.html, so deep links like /errors/404 work on reload. Files are sent precompressed
 * (the .br and .gz written at build time) to browsers that accept them; hashed assets are immutable
 * for a year, index.html is never taken from a cache without asking.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string) => {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`No built web app at ${webDist}: run "npm run build" to serve it.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', revalidate).sendFile('index.html');
  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    const pathname = decodePath(req.url.split('?')[0] ?? '/');
    if (pathname === undefined || isServerPath(pathname)) return reply.callNotFound();
    const file = path.join(webDist, path.normalize(pathname));
    const servable = file.startsWith(webDist) && pathname !== '/' && !pathname.includes('/.');
    if (servable && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      const cache = pathname.startsWith('/assets/') ? immutable : revalidate;
      return reply.header('cache-control', cache).sendFile(pathname.slice(1));
    }
    return sendIndex(reply);
  });
};

const decodePath = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
};

const isServerPath = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/socket.io/');
