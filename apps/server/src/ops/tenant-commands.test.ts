import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInByEmail, type TestApp, testClient } from '../../test/helpers.ts';
import { CommandError, runTenantCommand } from './tenant-commands.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (...argv: string[]) => runTenantCommand(t.database.db, argv);
const refusal = async (...argv: string[]) => {
  const error = await run(...argv).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(CommandError);
  return (error as CommandError).message;
};
const { rows } = testClient(() => t, 'localhost');

describe('npm run tenant', () => {
  it('creates a tenant on its hosts that answers at once, and an operator who signs in to its console', async () => {
    expect(
      await run(
        'create',
        '--slug',
        'acme',
        '--name',
        'Acme Hub',
        '--host',
        'Acme.Example.org',
        '--host',
        'www.acme.example.org',
      ),
    ).toEqual([
      'Created the tenant "acme" (Acme Hub) on acme.example.org, www.acme.example.org.',
      'Next: npm run tenant -- add-operator acme --email you@example.org --name "Your Name"',
    ]);
    const brand = await call(t.app, {
      method: 'GET',
      host: 'www.acme.example.org',
      url: '/api/v1/verify-tenant?host=www.acme.example.org',
    });
    expect(brand.statusCode).toBe(200);
    expect(brand.json().data).toMatchObject({ slug: 'acme', name: 'Acme Hub', layout: 'side' });
    expect(brand.json().data.connection_matrix.length).toBeGreaterThan(0);
    // It starts with the standard lists its forms pick from, and the pitch recorder's topics.
    const industries = await call(t.app, { method: 'GET', host: 'acme.example.org', url: '/api/v1/industries' });
    expect(industries.json().data.length).toBeGreaterThan(5);
    const topics = await call(t.app, { method: 'GET', host: 'acme.example.org', url: '/api/v1/pitch-video-topics' });
    expect(topics.json().data.filter((term: { parentCode: string | null }) => term.parentCode === null)).toHaveLength(
      3,
    );

    expect(await run('add-operator', 'acme', '--email', 'Ops@Acme.example.org', '--name', 'Ada Ops')).toEqual([
      'Added Ada Ops (ops@acme.example.org) as an operator of "acme". They sign in with a code sent to that address.',
    ]);
    const session = await signInByEmail(t.app, 'acme.example.org', 'ops@acme.example.org');
    const overview = await call(t.app, {
      method: 'GET',
      host: 'acme.example.org',
      url: '/api/v1/admin/overview',
      token: session.accessToken,
    });
    expect(overview.statusCode).toBe(200);
    expect(await run('add-operator', 'acme', '--email', 'ops@acme.example.org')).toEqual([
      'ops@acme.example.org is already an operator of "acme".',
    ]);

    expect(
      await run(
        'update',
        'acme',
        '--name',
        'Acme Founders',
        '--add-host',
        'hub.acme.example.org',
        '--remove-host',
        'www.acme.example.org',
      ),
    ).toHaveLength(1);
    expect(
      await rows(
        `select host from tenant_hosts h join tenants t on t.id = h.tenant_id where t.slug = 'acme' order by host`,
      ),
    ).toEqual([{ host: 'acme.example.org' }, { host: 'hub.acme.example.org' }]);
    const listed = await run('list');
    expect(listed.find((line) => line.startsWith('acme'))).toMatch(
      /Acme Founders\s+1 operators, 0 members\s+acme\.example\.org, hub\.acme\.example\.org/,
    );
  });

  it('refuses what it cannot do with a message naming the problem, and changes nothing', async () => {
    const tenants = await rows('select slug, name from tenants order by slug');
    expect(await refusal('create', '--slug', 'copycat', '--name', 'Copy Cat', '--host', 'localhost')).toBe(
      'The host localhost already belongs to the tenant "ventura"',
    );
    expect(await refusal('create', '--slug', 'ventura', '--name', 'Again', '--host', 'new.example.org')).toBe(
      'A tenant with the slug "ventura" exists already',
    );
    expect(await refusal('create', '--slug', 'Bad Slug!', '--name', 'X Co', '--host', 'x.example.org')).toMatch(
      /^Give a slug with --slug/,
    );
    expect(await refusal('create', '--slug', 'nohost', '--name', 'No Host')).toBe(
      'Give at least one host the tenant answers on with --host',
    );
    expect(await refusal('create', '--slug', 'badhost', '--name', 'Bad Host', '--host', 'not a host')).toBe(
      '"not a host" is not a host name (such as hub.example.org)',
    );
    expect(await refusal('update', 'nobody', '--name', 'Nobody')).toBe(
      'No tenant has the slug "nobody". See: npm run tenant -- list',
    );
    expect(await refusal('update', 'alpha', '--add-host', 'localhost')).toBe(
      'The host localhost already belongs to the tenant "ventura"',
    );
    expect(await refusal('update', 'alpha', '--remove-host', 'alpha.localhost')).toBe(
      'A tenant keeps at least one host: add another before removing this one',
    );
    expect(await refusal('add-operator', 'alpha', '--email', 'not-an-email', '--name', 'X Y')).toMatch(
      /^Give the operator's email/,
    );
    expect(await refusal('launch')).toMatch(/^Unknown command "launch"/);
    expect(await refusal('create', '--colour', 'red')).toMatch(/Unknown option '--colour'/);
    expect(await rows('select slug, name from tenants order by slug')).toEqual(tenants);
  });
});
