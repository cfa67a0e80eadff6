/*
 * What the community tests share: the tenant's wall settings changed in the database, a post written
 * straight through the API, and a small page server for link previews.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { sqlRows, type TestApp } from '../../../test/helpers.ts';

/** Sets one of the tenant's `community` settings (who_may_post, posting_account_types, public_posts). */
export const setCommunity = async (t: TestApp, tenantId: string, key: string, value: unknown) => {
  await sqlRows(
    t.database,
    sql`update tenants set settings = jsonb_set(settings, ${`{community,${key}}`}, ${JSON.stringify(value)}::jsonb)
        where id = ${tenantId}`,
  );
  t.app.tenants.clear();
};

/** Switches the tenant's wall (its community_feed flag). */
export const setWall = async (t: TestApp, tenantId: string, on: boolean) => {
  await sqlRows(
    t.database,
    sql`update tenants set settings = jsonb_set(settings, '{features,community_feed}', ${JSON.stringify(on)}::jsonb)
        where id = ${tenantId}`,
  );
  t.app.tenants.clear();
};

/** A local web server answering each path with what `pages` says (for link previews). */
export const pageServer = async (pages: Record<string, { type: string; body: string | Buffer; status?: number }>) => {
  const server = http.createServer((req, res) => {
    const page = pages[req.url ?? ''];
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(page.status ?? 200, { 'content-type': page.type });
    res.end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
};
