import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { startTwoServers } from '../../../test/sockets.ts';

const redisUrl = process.env.REDIS_URL;

/** Two server processes on one database and one Redis, each caching tenants for 30 seconds. */
describe.runIf(redisUrl)('a settings change reaches every server process', () => {
  let servers: Awaited<ReturnType<typeof startTwoServers>>;
  beforeAll(async () => {
    servers = await startTwoServers(redisUrl ?? '');
  });
  afterAll(() => servers.close());

  const brand = async (app: typeof servers.first) =>
    (
      await app.inject({ method: 'GET', url: '/api/v1/verify-tenant?host=localhost', headers: { host: 'localhost' } })
    ).json().data;

  it('drops the cached brand on the other process at once, not when its cache expires', async () => {
    const { people } = await tenantGraph({ database: servers.database } as TestApp, 'localhost', {});
    const before = await brand(servers.second);
    expect((await brand(servers.second)).sidebar_color).toBe(before.sidebar_color);
    const res = await servers.first.inject({
      method: 'PATCH',
      url: '/api/v1/admin/settings',
      headers: { host: 'localhost', authorization: `Bearer ${people.operator.token}` },
      payload: { sidebar_color: '#123456' },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(async () => (await brand(servers.second)).sidebar_color, { timeout: 3000 }).toBe('#123456');
  });
});
