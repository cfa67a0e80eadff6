import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/index.ts';
import { openTestDatabase, sqlRows } from './helpers.ts';

/*
 * Could the one schema be spread over several nodes by tenant_id, as Citus does (docs/scaling.md,
 * "Distributing by tenant")? Citus keeps each tenant's rows together on one node when every table with a
 * tenant_id is distributed by it, colocated. Then a primary key, unique index or exclusion constraint is
 * enforced on one node only, so it must include tenant_id; a foreign key between two distributed tables
 * must pair their tenant_id columns and must not change them (no SET NULL, no ON UPDATE CASCADE); and a
 * table copied whole to every node (a reference table) must not point at a distributed one.
 *
 * Each rule names what breaks it today, with what it needs before a real distribution. Each list equals
 * what the schema holds: a new violation fails the rule, and so does one that was fixed (take it off).
 *
 * Out of scope: the job queue's own schema (pgboss) and drizzle's migrations table (schema drizzle). Both
 * stay on the coordinator (docs/scaling.md).
 */

/**
 * The public tables that are not distributed by tenant_id. Every other table has the column and is
 * distributed by it, so a new table without tenant_id is a choice made here. No public table is local
 * (kept on the coordinator only).
 */
const notDistributed: Record<string, { as: 'reference' | 'local'; why: string }> = {
  tenants: { as: 'reference', why: 'the tenant and its settings, read on every request' },
  tenant_hosts: {
    as: 'reference',
    why: 'host to tenant, read before the tenant is known; a host is unique across tenants',
  },
  countries: { as: 'reference', why: 'world reference data, the same for every tenant, read-only' },
  states: { as: 'reference', why: 'world reference data, the same for every tenant, read-only' },
  cities: { as: 'reference', why: 'world reference data, the same for every tenant, read-only' },
};

/** Names written as a paragraph, for lists too long to read one a line. */
const names = (text: string) => text.trim().split(/\s+/);

/** Exceptions to a rule: each group of names shares one reason. */
type Exceptions = Array<{ why: string; names: string[] }>;
const allNames = (exceptions: Exceptions) => exceptions.flatMap((group) => group.names).sort();

/** a. Primary keys of distributed tables without tenant_id, by table. */
const primaryKeyExceptions: Exceptions = [
  {
    why: 'an id from a sequence or identity, unique across tenants: needs PRIMARY KEY (tenant_id, id)',
    names: names(`
      articles attachments audit_log certificates challenge_participants challenges chat_messages
      connection_attachments connection_matrix connections content_items conversations data_exports
      document_requests email_verifications event_registrations event_seat_holds events facilities
      facility_bookings form_files form_submissions forms glossary_terms hiring_profiles import_grants invite_codes
      ip_request_events ip_request_files ip_requests job_applications job_seeker_education job_seeker_experience
      jobs maintenance_windows meeting_ratings meetings membership_plans memberships mentor_sessions
      metric_comments metric_invites metric_requests metric_types milestone_templates milestones notifications
      orders otp_codes outbox_messages payment_alerts payment_refunds perks platform_feedback portfolio_entries
      post_comments post_reports post_uploads posts profile_imports profile_shares profile_views profiles
      program_application_events program_applications program_documents program_notes program_reviews programs
      saved_filters sessions sso_attempts sso_providers startup_advisors startup_commitments startup_founders
      taxonomy_terms team_invitations ticket_files ticket_issue_types ticket_messages tickets users wishlist_entries
    `),
  },
  {
    why: 'one row per profile, keyed by profile_id: needs PRIMARY KEY (tenant_id, profile_id)',
    names: names(`
      connection_documents corporate_profiles individual_profiles investor_profiles job_seeker_profiles
      mentor_profiles partner_profiles program_office_profiles seeker_resumes service_provider_profiles
      startup_profiles
    `),
  },
  {
    why: 'one row per pair (conversation, post or comment with a profile): needs tenant_id first in the key',
    names: names('comment_reactions conversation_members post_mentions post_reactions'),
  },
  {
    why: 'a random uuid or nonce, always looked up with the tenant: needs (tenant_id, uuid) or (tenant_id, nonce)',
    names: names('connection_action_tokens partners'),
  },
];

/** b. Unique indexes (constraints too) and exclusion constraints of distributed tables without tenant_id. */
const uniqueExceptions: Exceptions = [
  {
    why: 'a random public uuid, always looked up with the tenant: needs (tenant_id, uuid)',
    names: names(`
      attachments_uuid_unique challenge_participants_uuid_unique challenges_uuid_unique chat_messages_uuid_unique
      connection_attachments_uuid_unique connections_uuid_unique conversations_uuid_unique data_exports_uuid_unique
      document_requests_uuid_unique event_registrations_uuid_unique events_uuid_unique facilities_uuid_unique
      facility_bookings_uuid_unique form_files_uuid_unique form_submissions_uuid_unique forms_uuid_unique
      ip_request_files_uuid_unique ip_requests_uuid_unique job_applications_uuid_unique jobs_uuid_unique
      meetings_uuid_unique membership_plans_uuid_unique memberships_uuid_unique mentor_sessions_uuid_unique
      metric_comments_uuid_unique metric_requests_uuid_unique milestone_templates_uuid_unique milestones_uuid_unique
      notifications_uuid_unique orders_uuid_unique payment_alerts_uuid_unique perks_uuid_unique
      post_comments_uuid_unique post_uploads_uuid_unique posts_uuid_unique profile_imports_uuid_unique
      profile_shares_uuid_unique profiles_uuid_unique program_applications_uuid_unique program_documents_uuid_unique
      program_notes_uuid_unique programs_uuid_unique sso_providers_uuid_unique ticket_files_uuid_unique
      tickets_uuid_unique wishlist_entries_uuid_unique
    `),
  },
  {
    why: "the hash of a secret from a link or cookie, looked up with the host's tenant: needs (tenant_id, hash)",
    names: names(`
      import_grants_token_idx metric_invites_token_hash_unique otp_registration_idx
      portfolio_entries_token_hash_unique sessions_token_hash_unique sso_attempts_state_idx sso_attempts_ticket_idx
      team_invitations_token_hash_unique tickets_reply_token_unique
    `),
  },
  {
    why: "the uuid of the other tenant's side of a profile import, one per share: needs (tenant_id, uuid)",
    names: names('profile_imports_share_idx profile_shares_import_idx'),
  },
];

/** c. Foreign keys holding tenant_id whose action would change it, which Citus refuses. */
const foreignKeyActionExceptions: Exceptions = [
  {
    why:
      'SET NULL (column) spares tenant_id, yet Citus refuses any SET NULL on a key holding the distribution ' +
      'column (citusdata/citus#7132): needs the service to clear the column before the delete',
    names: names(`
      articles_author_fk certificates_issuer_fk certificates_recipient_fk chat_messages_reply_to_fk
      connections_attachment_fk connections_moderated_by_fk facility_bookings_decided_by_fk
      facility_bookings_profile_fk ip_request_events_author_fk ip_requests_facilitator_fk job_applications_profile_fk milestone_templates_author_fk
      milestones_confirmed_by_fk milestones_program_fk milestones_template_fk perk_claims_user_fk perks_partner_fk
      portfolio_entries_added_by_fk portfolio_entries_startup_fk ticket_messages_author_fk tickets_assignee_fk
      tickets_profile_fk
    `),
  },
];

/** d. Foreign keys from a table kept whole on every node to a distributed one. */
const referenceToDistributedExceptions: Exceptions = [];

type Catalog = {
  tables: Array<{ name: string; hasTenant: boolean }>;
  schemas: string[];
  primaryKeys: Array<{ table: string; hasTenant: boolean }>;
  uniques: Array<{ name: string; table: string; hasTenant: boolean }>;
  foreignKeys: Array<{ name: string; table: string; references: string; hasTenant: boolean; changesKey: boolean }>;
};

/** Whether the attribute numbers `cols` of relation `rel` hold tenant_id as a plain column (SQL of two names). */
const holdsTenant = (rel: string, cols: string) =>
  sql.raw(`exists (select 1 from unnest(${cols}) key(attnum)
                     join pg_attribute a on a.attrelid = ${rel} and a.attnum = key.attnum
                    where a.attname = 'tenant_id')`);

const readCatalog = async (database: Database): Promise<Catalog> => {
  const [tables, schemas, primaryKeys, uniques, foreignKeys] = await Promise.all([
    sqlRows(
      database,
      sql`select c.relname as name,
                 exists (select 1 from pg_attribute a
                          where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped) as "hasTenant"
            from pg_class c
           where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')`,
    ),
    sqlRows(
      database,
      sql`select distinct n.nspname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where c.relkind in ('r', 'p') and n.nspname not in ('public', 'pg_catalog', 'information_schema', 'pg_toast')
           order by 1`,
    ),
    sqlRows(
      database,
      sql`select k.conrelid::regclass::text as "table", ${holdsTenant('k.conrelid', 'k.conkey')} as "hasTenant"
            from pg_constraint k
           where k.contype = 'p' and k.connamespace = 'public'::regnamespace`,
    ),
    // A unique constraint has its unique index, so the indexes cover both. Only the first indnkeyatts columns
    // are the key (the rest are INCLUDE columns); indkey counts from 0.
    sqlRows(
      database,
      sql`select x.indexrelid::regclass::text as name, x.indrelid::regclass::text as "table",
                 ${holdsTenant('x.indrelid', '(x.indkey::int2[])[0:x.indnkeyatts - 1]')} as "hasTenant"
            from pg_index x join pg_class c on c.oid = x.indrelid
           where c.relnamespace = 'public'::regnamespace and (x.indisunique or x.indisexclusion)
             and not x.indisprimary`,
    ),
    sqlRows(
      database,
      sql`select k.conname as name, k.conrelid::regclass::text as "table", k.confrelid::regclass::text as "references",
                 ${holdsTenant('k.conrelid', 'k.conkey')} as "hasTenant",
                 (k.confdeltype in ('n', 'd') or k.confupdtype in ('n', 'd', 'c')) as "changesKey"
            from pg_constraint k
           where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
    ),
  ]);
  return {
    tables: tables.map((row) => ({ name: String(row.name), hasTenant: row.hasTenant === true })),
    schemas: schemas.map((row) => String(row.name)),
    primaryKeys: primaryKeys.map((row) => ({ table: String(row.table), hasTenant: row.hasTenant === true })),
    uniques: uniques.map((row) => ({
      name: String(row.name),
      table: String(row.table),
      hasTenant: row.hasTenant === true,
    })),
    foreignKeys: foreignKeys.map((row) => ({
      name: String(row.name),
      table: String(row.table),
      references: String(row.references),
      hasTenant: row.hasTenant === true,
      changesKey: row.changesKey === true,
    })),
  };
};

let database: Database;
let drop: () => Promise<void>;
let catalog: Catalog;

/** Distributed by tenant_id: a public table with the column, not named in `notDistributed`. */
const distributed = (table: string) =>
  !(table in notDistributed) && catalog.tables.some((t) => t.name === table && t.hasTenant);

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  catalog = await readCatalog(database);
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('distribution by tenant_id', () => {
  it('e. names every public table that is not distributed, and no schema but the queue and migrations', () => {
    const kept = catalog.tables.filter((t) => !t.hasTenant || t.name in notDistributed).map((t) => t.name);
    expect(kept.sort()).toEqual(Object.keys(notDistributed).sort());
    expect(catalog.schemas).toEqual(['drizzle', 'pgboss']);
  });

  it('a. every primary key of a distributed table includes tenant_id, but the named ones', () => {
    const without = catalog.primaryKeys.filter((k) => distributed(k.table) && !k.hasTenant).map((k) => k.table);
    expect(without.sort()).toEqual(allNames(primaryKeyExceptions));
  });

  it('b. every unique index and exclusion constraint of a distributed table includes tenant_id, but the named ones', () => {
    const without = catalog.uniques.filter((u) => distributed(u.table) && !u.hasTenant).map((u) => u.name);
    expect(without.sort()).toEqual(allNames(uniqueExceptions));
  });

  // That every foreign key between tenant-owned tables pairs their tenant_id columns is checked by
  // tenant-keys.test.ts, which also proves each one refuses a parent of another tenant. Citus needs one
  // thing more: that the key never changes tenant_id.
  it('c. no foreign key holding tenant_id sets it null or default, or cascades an update, but the named ones', () => {
    const changing = catalog.foreignKeys.filter((k) => distributed(k.table) && k.hasTenant && k.changesKey);
    expect(changing.map((k) => k.name).sort()).toEqual(allNames(foreignKeyActionExceptions));
  });

  it('d. no table kept whole on every node has a foreign key to a distributed table', () => {
    const pointing = catalog.foreignKeys.filter((k) => !distributed(k.table) && distributed(k.references));
    expect(pointing.map((k) => k.name).sort()).toEqual(allNames(referenceToDistributedExceptions));
  });
});
