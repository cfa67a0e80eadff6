// The people of the socket bench: N members of the tenant on localhost, each with an open session, made
// straight in the database before the server opens it (PGlite allows one process at a time). Members are
// connected in pairs (1-2, 3-4, ...), so that each one coming online is announced to someone.
// Run by bench/sockets.ts as a child process, with the server's DATABASE_URL or DATA_DIR:
//   tsx bench/socket-people.ts COUNT OUT_FILE      writes [{ userId, profileUuid, token }] to OUT_FILE
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/platform/db/index.ts';
import { seedIfEmpty } from '../src/seed/demo.ts';

const host = 'localhost';
const count = Number(process.argv[2] ?? 10_000);
const out = process.argv[3] ?? '';

const rowsOf = <T>(result: unknown, row: z.ZodType<T>): T[] =>
  z.array(row).parse((result as { rows?: unknown }).rows ?? result);

const main = async () => {
  if (!Number.isInteger(count) || count < 2 || !out) throw new Error('usage: socket-people.ts COUNT OUT_FILE');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    const db = database.db;
    const [tenant] = rowsOf(
      await db.execute(sql`select tenant_id from tenant_hosts where host = ${host}`),
      z.object({ tenant_id: z.string() }),
    );
    if (!tenant) throw new Error(`no tenant answers on ${host}`);
    const tenantId = tenant.tenant_id;
    const started = Date.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into users (tenant_id, name, status, arrival)
        select ${tenantId}::uuid, 'Socket bench ' || i, 'active', jsonb_build_object('socketBench', i)
          from generate_series(1, ${count}::int) as i`);
      await tx.execute(sql`
        insert into profiles (tenant_id, user_id, account_type, organization_name, approval_status)
        select tenant_id, id, 'individual', null, 'approved'
          from users where tenant_id = ${tenantId}::uuid and arrival ? 'socketBench'`);
      await tx.execute(sql`
        insert into connections (tenant_id, from_profile_id, to_profile_id, status, responded_at)
        select a.tenant_id, a.id, b.id, 'accepted', now()
          from users ua join profiles a on a.user_id = ua.id and a.tenant_id = ua.tenant_id
          join users ub on ub.tenant_id = ua.tenant_id
           and (ub.arrival ->> 'socketBench')::int = (ua.arrival ->> 'socketBench')::int + 1
          join profiles b on b.user_id = ub.id and b.tenant_id = ub.tenant_id
         where ua.tenant_id = ${tenantId}::uuid and ua.arrival ? 'socketBench'
           and (ua.arrival ->> 'socketBench')::int % 2 = 1`);
    });
    const people = rowsOf(
      await db.execute(sql`
        select u.id as user_id, p.id as profile_id, p.uuid as profile_uuid from users u join profiles p on p.user_id = u.id and p.tenant_id = u.tenant_id
         where u.tenant_id = ${tenantId}::uuid and u.arrival ? 'socketBench'
         order by (u.arrival ->> 'socketBench')::int`),
      z.object({ user_id: z.string(), profile_id: z.number(), profile_uuid: z.string() }),
    );
    // Sessions as openSession makes them: a random token, stored as its SHA-256.
    const tokens = people.map(() => randomBytes(32).toString('base64url'));
    const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
    await db.execute(sql`
      insert into sessions (tenant_id, user_id, profile_id, token_hash, expires_at)
      select ${tenantId}::uuid, u::uuid, p::int, h, now() + interval '1 day'
        from unnest(string_to_array(${people.map((p) => p.user_id).join(',')}, ','),
                    string_to_array(${people.map((p) => p.profile_id).join(',')}, ','),
                    string_to_array(${hashes.join(',')}, ',')) as s(u, p, h)`);
    // Statistics, as the scale seed leaves them (PGlite has no autovacuum): without them the planner takes
    // the new tables for empty, and the presence audience query walks every accepted connection of the
    // tenant (34 ms at 1,000 connections instead of 0.6).
    await db.execute(sql`analyze`);
    await db.execute(sql`checkpoint`);
    fs.writeFileSync(
      out,
      JSON.stringify(people.map((p, i) => ({ userId: p.user_id, profileUuid: p.profile_uuid, token: tokens[i] }))),
    );
    console.log(`${people.length} members with a session each made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
