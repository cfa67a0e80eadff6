/*
 * npm run seed -- --tenant localhost --scale 1000000: that many realistic directory profiles on one
 * tenant (mixed account types, names, industries, places, stages), for measuring search at the size of a
 * national ecosystem. Rows are made by the database itself (INSERT ... SELECT generate_series), in
 * batches, with the directory indexes dropped first and built again after: inserting into GIN indexes row
 * by row costs ten times more than building them once. Deterministic for a given tenant and count.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/index.ts';
import { taxonomyTerms } from '../platform/reference/tables.ts';
import { tenantHosts } from '../platform/tenancy/tables.ts';

const batchSize = 50_000;

/** Account types in the proportions of a real ecosystem: mostly startups, then people and investors. */
const typeMix = [
  ['startup', 45],
  ['individual', 12],
  ['mentor', 12],
  ['investor', 10],
  ['corporate', 8],
  ['service_provider', 8],
  ['partner', 3],
  ['program_office', 2],
] as const;

const firstNames = [
  'Aarav',
  'Aditi',
  'Amara',
  'Ana',
  'Arjun',
  'Ayesha',
  'Bruno',
  'Chen',
  'Chidi',
  'Daniel',
  'Deepa',
  'Diego',
  'Elena',
  'Emeka',
  'Fatima',
  'Grace',
  'Hana',
  'Ishaan',
  'Jonas',
  'Kavya',
  'Kenji',
  'Lakshmi',
  'Lena',
  'Lucas',
  'Maya',
  'Meera',
  'Mohammed',
  'Nadia',
  'Neha',
  'Nikhil',
  'Olu',
  'Omar',
  'Priya',
  'Rahul',
  'Ravi',
  'Rohan',
  'Sakura',
  'Sara',
  'Sofia',
  'Tariq',
  'Thabo',
  'Tom',
  'Vikram',
  'Wei',
  'Yusuf',
  'Zara',
  'Zanele',
  'Ines',
];
const lastNames = [
  'Adeyemi',
  'Agarwal',
  'Banerjee',
  'Bose',
  'Chen',
  'Costa',
  'Das',
  'Desai',
  'Fischer',
  'Garcia',
  'Gupta',
  'Haddad',
  'Iyer',
  'Joshi',
  'Kapoor',
  'Khan',
  'Kim',
  'Kumar',
  'Mehta',
  'Mensah',
  'Müller',
  'Nair',
  'Nguyen',
  'Okafor',
  'Patel',
  'Pillai',
  'Rao',
  'Reddy',
  'Rossi',
  'Sato',
  'Schmidt',
  'Shah',
  'Silva',
  'Singh',
  'Souza',
  'Tanaka',
  'Verma',
  'Wang',
  'Williams',
  'Yadav',
];
/** Brand names are two of these joined ('Fin' + 'tech', 'Zen' + 'trix') and often a word after. */
const heads = [
  'Agri',
  'Aqua',
  'Astra',
  'Blue',
  'Bright',
  'Cloud',
  'Cogni',
  'Data',
  'Eco',
  'Edu',
  'Energ',
  'Fin',
  'Flux',
  'Geo',
  'Green',
  'Health',
  'Hyper',
  'Infi',
  'Kinet',
  'Leaf',
  'Logi',
  'Medi',
  'Meta',
  'Nano',
  'Neo',
  'Nova',
  'Omni',
  'Opti',
  'Pay',
  'Quant',
  'Robo',
  'Sky',
  'Smart',
  'Sol',
  'Spark',
  'Terra',
  'Urban',
  'Vita',
  'Zen',
];
const tails = [
  'ify',
  'ly',
  'nest',
  'pulse',
  'wise',
  'grid',
  'hub',
  'labs',
  'logic',
  'loop',
  'mind',
  'nova',
  'path',
  'point',
  'scape',
  'sense',
  'stack',
  'sync',
  'tech',
  'trix',
  'verse',
  'ware',
  'works',
  'ya',
  'zen',
  'bridge',
];
/** A word after the brand, half of the time: with it most names are one of a kind, as in a real directory. */
const words = [
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  'Aurora',
  'Banyan',
  'Cascade',
  'Delta',
  'Ember',
  'Falcon',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lotus',
  'Monsoon',
  'Nimbus',
  'Orchid',
  'Pinnacle',
  'Quartz',
  'Rapid',
  'Saffron',
  'Tidal',
  'Umber',
  'Vertex',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
];
const suffixes = [
  '',
  '',
  '',
  ' Labs',
  ' Technologies',
  ' AI',
  ' Health',
  ' Systems',
  ' Ventures',
  ' Capital',
  ' Partners',
  ' Foundation',
  ' Solutions',
  ' Analytics',
  ' Robotics',
  ' Foods',
];
const taglines = [
  'Affordable diagnostics for rural clinics',
  'Payments infrastructure for small merchants',
  'Precision irrigation for smallholder farms',
  'Carbon accounting for manufacturers',
  'AI tutors for every classroom',
  'Cold-chain logistics for fresh produce',
  'Credit for the underbanked',
  'Cybersecurity for small businesses',
  'Electric two-wheelers for delivery fleets',
  'Solar microgrids for villages',
  'Telemedicine for tier-2 cities',
  'Supply chain visibility for exporters',
  'Early-stage capital for deep tech',
  'Mentoring first-time founders',
  'Legal and compliance for startups',
  'Corporate innovation partnerships',
];
/** Countries with their cities, weighted by repetition. */
const places = [
  ['IN', 'Bengaluru'],
  ['IN', 'Mumbai'],
  ['IN', 'New Delhi'],
  ['IN', 'Hyderabad'],
  ['IN', 'Pune'],
  ['IN', 'Chennai'],
  ['IN', 'Kochi'],
  ['IN', 'Jaipur'],
  ['IN', 'Ahmedabad'],
  ['IN', 'Kolkata'],
  ['US', 'San Francisco'],
  ['US', 'New York'],
  ['GB', 'London'],
  ['SG', 'Singapore'],
  ['DE', 'Berlin'],
  ['KE', 'Nairobi'],
  ['NG', 'Lagos'],
  ['BR', 'São Paulo'],
  ['AE', 'Dubai'],
  ['ID', 'Jakarta'],
] as const;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** A number from 0 to n - 1 for row i, independent for each salt (the database's own integer hash). */
const spread = (salt: number, n: number) => sql`(abs(hashint4(i * ${salt} + ${salt}))::bigint % ${n})`;

/** The i-th pick from a list. */
const pick = (list: ReturnType<typeof textArray>, salt: number, length: number) =>
  sql`(${list})[1 + ${spread(salt, length)}]`;

/** One to `most` codes from a list: a slice starting at a picked position. */
const some = (list: ReturnType<typeof textArray>, length: number, salt: number, most: number) =>
  sql`(${list})[1 + ${spread(salt, length)} : 1 + ${spread(salt, length)} + ${spread(salt + 1, most)}]`;

const codesOf = async (db: Db, tenantId: string, kinds: string[]) => {
  const rows = await db
    .select({ kind: taxonomyTerms.kind, code: taxonomyTerms.code })
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), inArray(taxonomyTerms.kind, kinds as never[])));
  const byKind = (kind: string) => {
    const codes = rows.filter((row) => row.kind === kind).map((row) => row.code);
    return codes.length > 0 ? codes : ['other'];
  };
  return byKind;
};

type Rows = { rows?: Array<Record<string, unknown>> };

/**
 * The arguments each type table's facet trigger was created with (migration 0019: amount columns, then
 * key=column pairs), so that the seed computes facets exactly as the triggers do, from the one definition.
 */
const facetArgsByType = async (db: Db) => {
  const rows = rowsOf(
    await db.execute(sql`
      select c.relname as "table", t.tgargs as args from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname like '%\_facets\_insert'`),
  ) as unknown as Array<{ table: string; args: Uint8Array | string }>;
  const typeOfTable = (table: string) =>
    table === 'program_office_profiles' ? 'program_office' : table.replace(/_profiles$/, '');
  return Object.fromEntries(
    rows.map((row) => {
      const bytes =
        typeof row.args === 'string' ? Buffer.from(row.args.replace(/^\\x/, ''), 'hex') : Buffer.from(row.args);
      const args = bytes.toString('utf8').split('\0');
      return [typeOfTable(row.table), args.slice(0, -1)];
    }),
  );
};
const rowsOf = (result: unknown) => ((result as Rows).rows ?? []) as Array<Record<string, string>>;

/** Seeds `count` directory profiles on the tenant of `host`; says how long it took. */
export const seedScale = async (db: Db, host: string, count: number, log: (line: string) => void) => {
  const [found] = await db
    .select({ tenantId: tenantHosts.tenantId })
    .from(tenantHosts)
    .where(eq(tenantHosts.host, host));
  if (!found) throw new Error(`No tenant answers on ${host}: start the product once, or run npm run seed, first`);
  const { tenantId } = found;
  const codes = await codesOf(db, tenantId, [
    'industries',
    'technologies',
    'funding-stages',
    'product-stages',
    'business-models',
    'investment-types',
    'mentorship-areas',
    'skills',
    'organization-types',
    'maturity-stages',
  ]);
  const started = Date.now();

  const indexes = rowsOf(
    await db.execute(
      sql`select indexname, indexdef from pg_indexes
           where (tablename = 'profiles' and indexname like 'profiles_directory_%') or indexname = 'match_keys_keys_idx'`,
    ),
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index.indexname}"`));

  const types = typeMix.flatMap(([type, weight]) => Array.from({ length: weight }, () => type));
  const list = {
    first: textArray(firstNames),
    last: textArray(lastNames),
    head: textArray(heads),
    tail: textArray(tails),
    word: textArray(words),
    suffix: textArray(suffixes),
    tagline: textArray(taglines),
    country: textArray(places.map(([country]) => country)),
    city: textArray(places.map(([, city]) => city)),
    type: textArray(types),
  };
  const industries = codes('industries');
  const stages = codes('funding-stages');

  const facetArgs = await facetArgsByType(db);
  const argsOf = sql`case g.type ${sql.join(
    Object.entries(facetArgs).map(([type, args]) => sql`when ${type} then ${textArray(args)}`),
    sql` `,
  )} else array['', '']::text[] end`;
  const codeList = (kind: string, salt: number, most: number) =>
    some(textArray(codes(kind)), codes(kind).length, salt, most);
  const codeOf = (kind: string, salt: number) => pick(textArray(codes(kind)), salt, codes(kind).length);
  /** Each type's own row as JSON (column names as keys), made before the profile so its facets go in with it. */
  const ownRow = sql`case g.type
    when 'startup' then jsonb_build_object(
      'funding_stage', ${pick(textArray(stages), 73, stages.length)}, 'product_stage', ${codeOf('product-stages', 79)},
      'technologies', to_jsonb(${codeList('technologies', 83, 3)}),
      'business_models', to_jsonb(${codeList('business-models', 89, 2)}),
      'raising_funds', i % 3 = 0, 'funding_ask', ((i * 13) % 200 + 1) * 50000, 'founded_year', 2010 + i % 15)
    when 'investor' then jsonb_build_object(
      'funding_stages', to_jsonb(${some(textArray(stages), stages.length, 97, 3)}),
      'investment_types', to_jsonb(${codeList('investment-types', 101, 2)}),
      'ticket_min', ((i * 11) % 20 + 1) * 25000, 'ticket_max', ((i * 11) % 20 + 1) * 250000)
    when 'mentor' then jsonb_build_object(
      'mentorship_areas', to_jsonb(${codeList('mentorship-areas', 103, 3)}),
      'skills', to_jsonb(${codeList('skills', 107, 3)}), 'years_experience', 3 + i % 25)
    when 'corporate' then jsonb_build_object('organization_type', ${codeOf('organization-types', 109)})
    else '{}'::jsonb end`;
  const codesIn = (key: string) => sql.raw(`array(select jsonb_array_elements_text(own -> '${key}'))`);
  const ownOf = (type: string) =>
    sql.raw(`select m.tenant_id, m.id as profile_id, n.own from made m join fresh n on n.user_id = m.user_id
              where m.account_type = '${type}'`);

  await db.execute(
    sql`create temp table if not exists scale_users (id uuid, i int, name text, created_at timestamptz)`,
  );
  for (let from = 0; from < count; from += batchSize) {
    const to = Math.min(count, from + batchSize) - 1;
    await db.transaction(async (tx) => {
      // The facets go in with each profile (computed from the triggers' own arguments above): the type
      // tables' triggers would only find nothing to change, at the cost of a lookup per row.
      // Likewise the name and listing: the profiles trigger's own functions, without a lookup per row.
      await tx.execute(sql`alter table profiles disable trigger profiles_directory_columns`);
      for (const table of Object.keys(facetArgs)) {
        await tx.execute(sql.raw(`alter table ${table}_profiles disable trigger ${table}_profiles_facets_insert`));
      }
      await tx.execute(sql`truncate scale_users`);
      // People first (no email or phone: they never sign in)...
      await tx.execute(sql`
        with made as (
          insert into users (tenant_id, name, status, arrival, created_at)
          select ${tenantId}::uuid,
                 ${pick(list.first, 31, firstNames.length)} || ' ' || ${pick(list.last, 37, lastNames.length)},
                 'active', jsonb_build_object('scaleSeed', i), now() - ((i % 1100) || ' days')::interval
            from generate_series(${from}::int, ${to}::int) as i
          returning id, (arrival->>'scaleSeed')::int as i, name, created_at)
        insert into scale_users select id, i, name, created_at from made`);
      // ...then one profile each, its facets computed as the type tables' triggers would (so they find
      // nothing to change), and the type's own row beside it.
      await tx.execute(sql`
        with fresh as (
          select u.id as user_id, u.i, u.name as holder, u.created_at, g.type, ${ownRow} as own, ${argsOf} as args,
                 nextval(pg_get_serial_sequence('profiles', 'id')) as profile_id,
                 case when g.type in ('mentor', 'individual', 'program_office') then null
                      else btrim(${pick(list.head, 41, heads.length)} || ${pick(list.tail, 43, tails.length)}
                           || ' ' || ${pick(list.word, 45, words.length)}) || ${pick(list.suffix, 47, suffixes.length)}
                 end as organization,
                 case when g.type = 'investor' then (array['organization', 'individual', 'syndicate'])[1 + i % 3] end
                   as investor_type,
                 case when i % 10 = 0 then 'submitted' else 'approved' end as approval
            from scale_users u
            cross join lateral (select ${pick(list.type, 71, types.length)} as type) g),
        made as (
          insert into profiles (id, short_code, tenant_id, user_id, account_type, organization_name, tagline, about,
                                country_code, city, industries, investor_type, approval_status, total_views,
                                completeness, type_facets, amount_low, amount_high, display_name, listed, created_at)
          -- A short link code of its own: random ten-digit codes would collide among a million (birthdays).
          select n.profile_id, lpad(to_hex(n.profile_id), 10, '0'), ${tenantId}::uuid, n.user_id, n.type, n.organization,
                 ${pick(list.tagline, 53, taglines.length)},
                 'Profile ' || i || ': ' || ${pick(list.tagline, 59, taglines.length)} || '.',
                 (${list.country})[1 + ${spread(61, places.length)}], (${list.city})[1 + ${spread(61, places.length)}],
                 ${some(textArray(industries), industries.length, 67, 3)}, n.investor_type, n.approval,
                 (i * 7) % 5000, 60 + i % 40, f.facets, f.low, f.high,
                 directory_display_name(n.type, n.investor_type, n.organization, n.holder),
                 directory_listed(n.approval, 'active'), n.created_at
            from fresh n cross join lateral directory_facets(n.own, n.args) f
          returning tenant_id, id, user_id, account_type),
        startups as (
          insert into startup_profiles (tenant_id, profile_id, funding_stage, product_stage, technologies,
                                        business_models, raising_funds, funding_ask, founded_year)
          select tenant_id, profile_id, own ->> 'funding_stage', own ->> 'product_stage', ${codesIn('technologies')},
                 ${codesIn('business_models')}, (own ->> 'raising_funds')::boolean, (own ->> 'funding_ask')::bigint,
                 (own ->> 'founded_year')::int
            from (${ownOf('startup')}) t
          returning 1),
        investors as (
          insert into investor_profiles (tenant_id, profile_id, funding_stages, investment_types, ticket_min,
                                         ticket_max, providing_funding)
          select tenant_id, profile_id, ${codesIn('funding_stages')}, ${codesIn('investment_types')},
                 (own ->> 'ticket_min')::bigint, (own ->> 'ticket_max')::bigint, true
            from (${ownOf('investor')}) t
          returning 1),
        mentors as (
          insert into mentor_profiles (tenant_id, profile_id, mentorship_areas, skills, years_experience)
          select tenant_id, profile_id, ${codesIn('mentorship_areas')}, ${codesIn('skills')},
                 (own ->> 'years_experience')::int
            from (${ownOf('mentor')}) t
          returning 1)
        insert into corporate_profiles (tenant_id, profile_id, organization_type)
        select tenant_id, profile_id, own ->> 'organization_type' from (${ownOf('corporate')}) t`);
      await tx.execute(sql`alter table profiles enable trigger profiles_directory_columns`);
      for (const table of Object.keys(facetArgs)) {
        await tx.execute(sql.raw(`alter table ${table}_profiles enable trigger ${table}_profiles_facets_insert`));
      }
    });
    log(`  ${to + 1} of ${count} profiles (${Math.round((Date.now() - started) / 1000)} s)`);
  }

  log('Building the directory indexes...');
  for (const index of indexes) await db.execute(sql.raw(index.indexdef ?? ''));
  // Statistics for the planner, and the visibility map that lets index-only scans skip the table.
  for (const table of [
    'users',
    'profiles',
    'startup_profiles',
    'investor_profiles',
    'mentor_profiles',
    'corporate_profiles',
    'match_keys',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return Date.now() - started;
};
