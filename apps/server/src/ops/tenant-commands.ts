import { parseArgs } from 'node:util';
import { Email } from '@ventura/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { seedTenantLookups } from '../modules/lookups/seed.ts';
import type { Db } from '../platform/db/index.ts';
import { profiles, users } from '../platform/identity/tables.ts';
import { normalizeHost } from '../platform/tenancy/repo.ts';
import { connectionMatrix, tenantHosts, tenants } from '../platform/tenancy/tables.ts';
import { newTenantDefaults } from '../seed/tenants.ts';

/** A mistake in a command: its message is for the person at the terminal (exit code 1, no stack). */
export class CommandError extends Error {}

export const usage = `npm run tenant -- <command> [options]

  list                                        every tenant with its hosts, operators and members
  create  --slug S --name N --host H [--host H2 ...]
                                              a new tenant answering on the hosts given
  update  S [--name N] [--add-host H] [--remove-host H]
                                              rename a tenant, or change its hosts
  add-operator S --email E --name N           an operator of tenant S (a new account, or an existing one promoted)
`;

const slugPattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const hostPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const checkHost = (raw: string) => {
  const host = normalizeHost(raw);
  if (!hostPattern.test(host)) throw new CommandError(`"${raw}" is not a host name (such as hub.example.org)`);
  return host;
};

const checkName = (name: string | undefined, what: string) => {
  const trimmed = name?.trim() ?? '';
  if (trimmed.length < 2 || trimmed.length > 120)
    throw new CommandError(`Give the ${what} with --name (2 to 120 characters)`);
  return trimmed;
};

const findTenant = async (db: Db, slug: string | undefined) => {
  if (!slug) throw new CommandError('Name the tenant by its slug, such as: update acme --name "Acme Hub"');
  const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  if (!tenant) throw new CommandError(`No tenant has the slug "${slug}". See: npm run tenant -- list`);
  return tenant;
};

/** Refuses hosts another tenant (or this one) already answers on, naming the owner. */
const assertHostsFree = async (db: Db, hosts: string[]) => {
  if (hosts.length === 0) return;
  const taken = await db
    .select({ host: tenantHosts.host, slug: tenants.slug })
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(inArray(tenantHosts.host, hosts));
  const [first] = taken;
  if (first) throw new CommandError(`The host ${first.host} already belongs to the tenant "${first.slug}"`);
};

const list = async (db: Db) => {
  const rows = await db.select().from(tenants).orderBy(asc(tenants.slug));
  const hosts = await db.select().from(tenantHosts).orderBy(asc(tenantHosts.host));
  const people = await db
    .select({ tenantId: users.tenantId, role: users.role, n: count() })
    .from(users)
    .groupBy(users.tenantId, users.role);
  const countOf = (tenantId: string, role: string) =>
    people.find((row) => row.tenantId === tenantId && row.role === role)?.n ?? 0;
  return rows.map((tenant) =>
    [
      tenant.slug.padEnd(16),
      tenant.name.padEnd(32),
      `${countOf(tenant.id, 'operator')} operators, ${countOf(tenant.id, 'member')} members`.padEnd(28),
      hosts
        .filter((host) => host.tenantId === tenant.id)
        .map((host) => host.host)
        .join(', '),
    ].join('  '),
  );
};

const create = async (db: Db, options: { slug?: string; name?: string; host?: string[] }) => {
  const slug = options.slug?.trim().toLowerCase() ?? '';
  if (!slugPattern.test(slug)) {
    throw new CommandError('Give a slug with --slug: lower-case letters, digits and dashes, up to 40 characters');
  }
  const name = checkName(options.name, "tenant's name");
  const hosts = [...new Set((options.host ?? []).map(checkHost))];
  if (hosts.length === 0) throw new CommandError('Give at least one host the tenant answers on with --host');
  const [existing] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)).limit(1);
  if (existing) throw new CommandError(`A tenant with the slug "${slug}" exists already`);
  await assertHostsFree(db, hosts);
  const { settings, matrix } = newTenantDefaults();
  await db.transaction(async (tx) => {
    const [tenant] = await tx.insert(tenants).values({ slug, name, settings }).returning({ id: tenants.id });
    if (!tenant) throw new Error('tenant insert returned nothing');
    await tx.insert(tenantHosts).values(hosts.map((host, at) => ({ host, tenantId: tenant.id, primary: at === 0 })));
    await tx
      .insert(connectionMatrix)
      .values(matrix.map((entry, sortOrder) => ({ ...entry, tenantId: tenant.id, sortOrder })));
    // The standard lists every form picks from (industries, stages, skills...) and the pitch topics.
    await seedTenantLookups(tx, { tenantId: tenant.id, slug });
  });
  return [
    `Created the tenant "${slug}" (${name}) on ${hosts.join(', ')}.`,
    `Next: npm run tenant -- add-operator ${slug} --email you@example.org --name "Your Name"`,
  ];
};

const update = async (
  db: Db,
  slug: string | undefined,
  options: { name?: string; 'add-host'?: string[]; 'remove-host'?: string[] },
) => {
  const tenant = await findTenant(db, slug);
  const adding = [...new Set((options['add-host'] ?? []).map(checkHost))];
  const removing = [...new Set((options['remove-host'] ?? []).map(checkHost))];
  const name = options.name === undefined ? undefined : checkName(options.name, "tenant's new name");
  if (!name && adding.length === 0 && removing.length === 0) {
    throw new CommandError('Say what to change: --name, --add-host or --remove-host');
  }
  await assertHostsFree(db, adding);
  const own = (await db.select().from(tenantHosts).where(eq(tenantHosts.tenantId, tenant.id))).map((row) => row.host);
  const unknown = removing.find((host) => !own.includes(host));
  if (unknown) throw new CommandError(`"${tenant.slug}" does not answer on ${unknown}`);
  if (own.length + adding.length - removing.length < 1) {
    throw new CommandError('A tenant keeps at least one host: add another before removing this one');
  }
  await db.transaction(async (tx) => {
    if (name) await tx.update(tenants).set({ name, updatedAt: new Date() }).where(eq(tenants.id, tenant.id));
    if (removing.length > 0) {
      await tx.delete(tenantHosts).where(and(eq(tenantHosts.tenantId, tenant.id), inArray(tenantHosts.host, removing)));
    }
    if (adding.length > 0) await tx.insert(tenantHosts).values(adding.map((host) => ({ host, tenantId: tenant.id })));
  });
  return [
    `Updated "${tenant.slug}". Running servers pick the change up within their tenant cache time (30 s by default).`,
  ];
};

const addOperator = async (db: Db, slug: string | undefined, options: { email?: string; name?: string }) => {
  const tenant = await findTenant(db, slug);
  const email = Email.safeParse(options.email ?? '');
  if (!email.success) throw new CommandError("Give the operator's email with --email, such as --email ops@example.org");
  const [existing] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.email, email.data)))
    .limit(1);
  if (existing) {
    if (existing.role === 'operator') return [`${email.data} is already an operator of "${tenant.slug}".`];
    await db.update(users).set({ role: 'operator', updatedAt: new Date() }).where(eq(users.id, existing.id));
    return [`${existing.name} (${email.data}) is now an operator of "${tenant.slug}".`];
  }
  const name = checkName(options.name, "operator's name");
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ tenantId: tenant.id, name, email: email.data, emailVerifiedAt: new Date(), role: 'operator' })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    // Signing in opens a session on a profile: an operator holds a profile of the type 'other'.
    await tx
      .insert(profiles)
      .values({ tenantId: tenant.id, userId: user.id, accountType: 'other', approvalStatus: 'approved' });
  });
  return [
    `Added ${name} (${email.data}) as an operator of "${tenant.slug}". They sign in with a code sent to that address.`,
  ];
};

/** Runs one tenant command and answers the lines to print; a CommandError is the user's to fix. */
export const runTenantCommand = async (db: Db, argv: string[]): Promise<string[]> => {
  const [command, ...rest] = argv;
  let parsed: ReturnType<typeof parse>;
  const parse = (args: string[]) =>
    parseArgs({
      args,
      allowPositionals: true,
      options: {
        slug: { type: 'string' },
        name: { type: 'string' },
        email: { type: 'string' },
        host: { type: 'string', multiple: true },
        'add-host': { type: 'string', multiple: true },
        'remove-host': { type: 'string', multiple: true },
      },
    });
  try {
    parsed = parse(rest);
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  }
  const { values, positionals } = parsed;
  switch (command) {
    case 'list':
      return list(db);
    case 'create':
      return create(db, values);
    case 'update':
      return update(db, positionals[0], values);
    case 'add-operator':
      return addOperator(db, positionals[0], values);
    default:
      throw new CommandError(command ? `Unknown command "${command}"\n\n${usage}` : usage);
  }
};
