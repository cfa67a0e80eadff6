import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../src/platform/auth/index.ts';
import { newToken, sha256 } from '../src/platform/auth/tokens.ts';
import { approvedMember, lookAlikeTenants, otherDemoHost, type Person, tenantGraph } from './factory.ts';
import { call, createTestApp, latestCode, sqlRows, type TestApp } from './helpers.ts';
import { discoverRoutes, type Route } from './openapi-routes.ts';
import {
  type Bundle,
  build,
  cut,
  isFuzzy,
  type Kind,
  masked,
  nowhere,
  type Plan,
  type Probe,
  planOf,
  probesFor,
  type Request,
  type Sample,
} from './probes.ts';

/*
 * Tenant B's members, operator, and a signed-out caller call every route of the API document on B's host
 * with tenant A's identifiers wherever a route takes one (path, query, body), and A's own session token
 * calls every route there too. No answer may carry anything only A holds, nothing may answer 5xx, each
 * of A's identifiers must get the answer an identifier that exists nowhere gets (else B's host knows it),
 * and A's rows must be exactly as they were. Routes and fields come from the document, so a new route is
 * covered without touching this file.
 */

const hostA = 'localhost';
const hostB = otherDemoHost;
/** How many identifiers of one sort (say, profile uuids) each field is tried with: enough, and fast. */
const perSort = 2;

type Caller = { who: string; token: () => string | undefined; renew?: () => Promise<void> };

// ---- tenant A ----------------------------------------------------------------------------------

let t: TestApp;
let routes: Route[];
let unrouted: string[];
let tenantA: string;
let tenantB: string;
const rows = (query: SQL) => sqlRows(t.database, query);
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** Every table that holds a tenant's rows. */
const tenantTables = async () =>
  (
    await rows(sql`select table_name as name from information_schema.columns
                    where table_schema = 'public' and column_name = 'tenant_id' order by 1`)
  ).map((row) => text(row.name));

/** A fingerprint of each table's rows of one tenant, and of the tenant itself. */
const digestOf = async (tenantId: string) => {
  const digest: Record<string, string> = {};
  for (const table of [...(await tenantTables()), 'tenants']) {
    const column = table === 'tenants' ? 'id' : 'tenant_id';
    const [row] = await rows(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
            from ${sql.identifier(table)} t where ${sql.identifier(column)} = ${tenantId}`,
    );
    digest[table] = `${text(row?.n)} rows, ${text(row?.hash)}`;
  }
  return digest;
};

/** All of a tenant's rows as lower-case text, to tell what only A holds from what B holds too. */
const heldBy = async (tenantId: string) => {
  const parts: string[] = [];
  for (const table of await tenantTables()) {
    for (const row of await rows(
      sql`select lower(t::text) as line from ${sql.identifier(table)} t where tenant_id = ${tenantId}`,
    )) {
      parts.push(text(row.line));
    }
  }
  return parts.join('\n');
};

/**
 * Things of A's that exist only on A (B's rows, as text, are given): what B must never show, and what
 * B's routes are called with. Values B holds too (look-alike people, the same demo pages) prove nothing.
 */
const collectA = async (heldByB: string) => {
  const secrets = new Map<string, string>();
  const samples: Sample[] = [];
  const onlyA = (value: string) => !heldByB.includes(value.toLowerCase());
  const keep = (what: string, value: unknown) => {
    const v = text(value).toLowerCase();
    if (v.length >= 6 && !secrets.has(v) && onlyA(v)) secrets.set(v, what);
  };
  /** A few values of one sort; ids are unique across tenants anyway, other values must be A's alone. */
  const sample = (kind: Kind, what: string, found: Array<Record<string, unknown>>, column: string) => {
    const values = found.map((row) => text(row[column])).filter((v) => v !== '');
    const usable = kind === 'uuid' || kind === 'int' ? values : values.filter(onlyA);
    for (const value of usable.slice(0, perSort)) samples.push({ kind, what: `${what} ${value}`, value });
  };
  const a = tenantA;
  const users = await rows(sql`select * from users where tenant_id = ${a} order by role, email`);
  const profiles = await rows(sql`select * from profiles where tenant_id = ${a} order by parent_id nulls last, id`);
  const partners = await rows(sql`select * from partners where tenant_id = ${a} order by name`);
  const invitations = await rows(sql`select * from team_invitations where tenant_id = ${a}`);
  const verifications = await rows(sql`select * from email_verifications where tenant_id = ${a}`);
  const pages = await rows(sql`select * from content_items where tenant_id = ${a} order by model <> 'page', id`);
  const terms = await rows(sql`select * from glossary_terms where tenant_id = ${a} order by id`);
  const codes = await rows(sql`select * from invite_codes where tenant_id = ${a}`);
  const sessions = await rows(sql`select id from sessions where tenant_id = ${a}`);
  const connections = await rows(sql`select uuid from connections where tenant_id = ${a}`);
  const documents = await rows(sql`select * from document_requests where tenant_id = ${a}`);
  const tables: Array<[string, Array<Record<string, unknown>>, string[]]> = [
    ['user', users, ['id', 'name', 'email', 'pending_email', 'mobile_number', 'whatsapp_number']],
    ['profile', profiles, ['uuid', 'organization_name', 'website', 'designation']],
    ['partner', partners, ['uuid', 'name', 'slug', 'website', 'description']],
    ['team invitation', invitations, ['id', 'name', 'email', 'mobile_number']],
    ['email verification', verifications, ['id', 'email']],
    ['content item', pages, ['slug', 'title', 'body']],
    ['glossary term', terms, ['word', 'slug', 'definition']],
    ['invite code', codes, ['code', 'program']],
    ['session', sessions, ['id']],
    ['connection', connections, ['uuid']],
    ['document request', documents, ['uuid', 'title', 'description', 'file_key']],
    ['taxonomy term', await rows(sql`select code, name from taxonomy_terms where tenant_id = ${a}`), ['code', 'name']],
    ['feedback', await rows(sql`select comments from platform_feedback where tenant_id = ${a}`), ['comments']],
    ['message', await rows(sql`select subject, body from outbox_messages where tenant_id = ${a}`), ['subject', 'body']],
    ['tenant', await rows(sql`select name from tenants where id = ${a}`), ['name']],
  ];
  for (const [what, found, columns] of tables) {
    for (const row of found) for (const column of columns) keep(`${what} ${column}`, row[column]);
  }
  sample('uuid', 'user id', users, 'id');
  sample('uuid', 'profile uuid', profiles, 'uuid');
  sample('uuid', 'partner uuid', partners, 'uuid');
  sample('uuid', 'team invitation id', invitations, 'id');
  sample('uuid', 'email verification id', verifications, 'id');
  sample('uuid', 'session id', sessions, 'id');
  sample('uuid', 'connection uuid', connections, 'uuid');
  sample('uuid', 'document request uuid', documents, 'uuid');
  samples.push({ kind: 'uuid', what: 'tenant id', value: a });
  sample('int', 'profile id', profiles, 'id');
  sample('int', 'content item id', pages, 'id');
  sample('int', 'glossary term id', terms, 'id');
  sample('email', 'email', users, 'email');
  sample('email', 'pending email', users, 'pending_email');
  sample('email', 'invited email', invitations, 'email');
  sample('email', 'email being verified', verifications, 'email');
  sample('mobile', 'mobile number', users, 'mobile_number');
  sample('slug', 'page slug', pages, 'slug');
  sample('slug', 'glossary word', terms, 'slug');
  sample('slug', 'partner slug', partners, 'slug');
  sample('slug', 'invite code', codes, 'code');
  return { secrets, samples };
};

// ---- the run -----------------------------------------------------------------------------------

describe('another tenant’s identifiers on every route', () => {
  const problems: string[] = [];
  const stats = { requests: 0, routes: 0, probes: 0, compared: 0, inconclusive: 0, controls: 0 };
  /** Probes per caller, to show that each got past the door somewhere. */
  const probesBy = new Map<string, number>();
  let samples: Sample[] = [];
  let bundles: Bundle[] = [];
  let secrets = new Map<string, string>();
  let before: Record<string, string> = {};
  let tokenA = '';
  /** B's member and operator, who call every route on B's host. */
  let peopleB: { member: Person; operator: Person };
  let controlCount = 0;
  const sentEver = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp();
    ({ routes, unrouted } = await discoverRoutes(t.app));
    const tenant = async (host: string) =>
      text((await rows(sql`select tenant_id from tenant_hosts where host = ${host}`))[0]?.tenant_id);
    tenantA = await tenant(hostA);
    tenantB = await tenant(hostB);

    // A's people (Rohan has a look-alike on B, with the same email) and B's member and operator.
    const { home, away } = await lookAlikeTenants(t, { rohan: approvedMember('investor', { name: 'Rohan Kapoor' }) });
    const { people } = await tenantGraph(t, hostA, {
      aarav: approvedMember('startup', { name: 'Aarav Mehta', organizationName: 'GreenLeaf Agritech' }),
      david: approvedMember('mentor', { name: 'David Chen' }),
      office: approvedMember('program_office', { name: 'Priya Office' }),
    });
    const b = await tenantGraph(t, hostB, { member: approvedMember('startup', { name: 'Tom Baker' }) });
    peopleB = { member: b.people.member, operator: away.people.operator };
    const { aarav, david, office } = people;
    const { rohan } = home.people;

    // What A holds besides the seed: a session, a pending sign-in code (one for a person B has too), a
    // sign-up in progress, a team invitation, an email change waiting for its link, feedback.
    tokenA = aarav.token;
    const codeFor = async (email: string) => {
      await call(t.app, { method: 'POST', host: hostA, url: '/api/v1/public/auth/mobile/login', body: { email } });
      return latestCode(t.app, hostA, email);
    };
    const signup = { type: 'startup', emailAddress: 'newbie.canary@greenleaf.demo', name: 'Newbie Canary' };
    await call(t.app, { method: 'POST', host: hostA, url: '/api/v1/public/otp_verifications/send', body: signup });
    const verified = await call(t.app, {
      method: 'POST',
      host: hostA,
      url: '/api/v1/public/otp_verifications/verify',
      body: { ...signup, code: await latestCode(t.app, hostA, signup.emailAddress) },
    });
    const registrationToken = text(verified.json().data?.registrationToken);
    const invitationToken = newToken();
    await rows(sql`insert into team_invitations (tenant_id, profile_id, invited_by, name, email, token_hash, expires_at)
                   values (${tenantA}, ${aarav.profileId}, ${aarav.userId}, 'Zoya Canary', 'zoya.canary@greenleaf.demo',
                           ${sha256(invitationToken)}, now() + interval '14 days')`);
    await rows(sql`insert into email_verifications (tenant_id, user_id, email, expires_at)
                   values (${tenantA}, ${aarav.userId}, 'aarav.next@greenleaf.demo', now() + interval '1 day')`);
    // The demo's pages and glossary are alike on every tenant: one of each that only A has.
    await rows(sql`insert into content_items (tenant_id, model, slug, title, body)
                   values (${tenantA}, 'page', 'greenleaf-canary-page', 'GreenLeaf canary page', 'Only on A.')`);
    await rows(sql`insert into glossary_terms (tenant_id, word, slug, definition)
                   values (${tenantA}, 'Greenleaf canary term', 'greenleaf-canary-term', 'Only on A.')`);
    await call(t.app, {
      method: 'POST',
      host: hostA,
      url: '/api/v1/platform-feedback',
      token: tokenA,
      body: { ratings: 'excellent', comments: 'GreenLeaf canary feedback' },
    });
    // A program office's document request to Aarav's startup, with the file he sent: only on A.
    const documentKey = `${tenantA}/documents/${'c'.repeat(32)}.pdf`;
    await t.app.storage.put(
      documentKey,
      Buffer.from('%PDF-1.7\nGreenLeaf canary document\n%%EOF\n'),
      'application/pdf',
    );
    await rows(sql`insert into document_requests (tenant_id, office_profile_id, startup_profile_id, title, description,
                                                  status, file_key, file_kind, file_size, submissions, submitted_at)
                   values (${tenantA}, ${office.profileId}, ${aarav.profileId}, 'GreenLeaf canary document', 'Only on A.',
                           'submitted', ${documentKey}, 'pdf', 40, 1, now())`);
    const davidCode = await codeFor(david.email);
    const rohanCode = await codeFor(rohan.email);

    const collected = await collectA(await heldBy(tenantB));
    secrets = collected.secrets;
    for (const [value, what] of [
      [tokenA, 'session token'],
      [invitationToken, 'team invitation token'],
      [registrationToken, 'registration token'],
    ] as const) {
      secrets.set(value.toLowerCase(), what);
    }
    samples = [
      ...collected.samples,
      { kind: 'token', what: 'team invitation token', value: invitationToken },
      { kind: 'token', what: 'session token', value: tokenA },
      { kind: 'token', what: 'registration token', value: registrationToken },
      { kind: 'code', what: `sign-in code of ${david.email}`, value: davidCode },
    ];
    const verification = (await rows(sql`select id, email from email_verifications where tenant_id = ${tenantA}`))[0];
    bundles = [
      {
        what: 'sign-in code and address of David',
        secret: { email: david.email, code: davidCode },
        context: {},
      },
      {
        what: 'sign-in code of Rohan, who has an account on B too',
        secret: { code: rohanCode },
        context: { email: rohan.email },
      },
      {
        what: 'email verification link',
        secret: { email: text(verification?.email), uuid: text(verification?.id) },
        context: {},
      },
    ];

    // Each sort of identifier is live on A's own host, so its refusal on B's host means something.
    const controls: Array<[string, string | undefined]> = [
      [`/api/v1/public/team-invitations/${invitationToken}`, undefined],
      [
        `/api/v1/partners/public/partners-information/${samples.find((s) => s.what.startsWith('partner uuid'))?.value}`,
        undefined,
      ],
      [`/api/v1/pages/${samples.find((s) => s.what.startsWith('content item id'))?.value}`, undefined],
      [`/api/v1/verify-invite-code/${samples.find((s) => s.what.startsWith('invite code'))?.value}`, undefined],
      ['/api/v1/users/profile', tokenA],
      [
        `/api/v1/program_office_members/documents/${samples.find((s) => s.what.startsWith('document request uuid'))?.value}/file`,
        tokenA,
      ],
    ];
    controlCount = controls.length;
    for (const [url, token] of controls) {
      const res = await call(t.app, { method: 'GET', host: hostA, url, ...(token ? { token } : {}) });
      if (res.statusCode === 200) stats.controls++;
      else problems.push(`control on A's own host: GET ${url} -> ${res.statusCode} ${cut(res.body)}`);
    }
    before = await digestOf(tenantA);
  }, 120_000);
  afterAll(() => t?.close());

  /** A signed-in person of B whose session comes back after a route ends it (logout, deactivation...). */
  const callerOnB = (person: Person): Caller => {
    let token = person.token;
    return {
      who: `B's ${person.email}`,
      token: () => token,
      renew: async () => {
        await rows(sql`update users set status = 'active' where tenant_id = ${tenantB} and id = ${person.userId}`);
        const [profile] = await rows(
          sql`select id from profiles where tenant_id = ${tenantB} and user_id = ${person.userId} order by id limit 1`,
        );
        if (!profile) throw new Error(`${person.email} has no profile left on B`);
        token = await openSession(t.database.db, {
          tenantId: tenantB,
          userId: person.userId,
          profileId: Number(profile.id),
        });
      },
    };
  };

  it('finds nothing of A on B’s host, and leaves A’s rows as they were', async () => {
    const started = Date.now();
    const member = callerOnB(peopleB.member);
    const operator = callerOnB(peopleB.operator);
    const signedOut: Caller = { who: 'signed out', token: () => undefined };
    const foreignSession: Caller = { who: "A's session token", token: () => tokenA };

    const heldByBNow = async (value: string) => (await heldBy(tenantB)).includes(value);
    const send = async (caller: Caller, request: Request, sent: string[]) => {
      const once = () =>
        call(t.app, {
          method: request.method,
          host: hostB,
          url: request.url,
          ...(request.body ? { body: request.body } : {}),
          ...(caller.token() ? { token: caller.token() } : {}),
        });
      stats.requests++;
      let res = await once();
      if (res.statusCode === 401 && caller.renew) {
        await caller.renew();
        stats.requests++;
        res = await once();
      }
      for (const value of sent) sentEver.add(value.toLowerCase());
      const label = `${caller.who}: ${request.method} ${cut(request.url, 120)}${request.body ? ` ${cut(JSON.stringify(request.body), 200)}` : ''}`;
      if (res.statusCode >= 500) problems.push(`${label} -> ${res.statusCode} ${cut(res.body)}`);
      const answer = res.body.toLowerCase();
      const asked = `${decodeURIComponent(request.url)} ${JSON.stringify(request.body ?? {})}`.toLowerCase();
      for (const [value, what] of secrets) {
        if (!answer.includes(value) || asked.includes(value)) continue;
        // B may hold it now because this test sent it to B earlier (an invitation to A's address): B's own.
        if (sentEver.has(value) && (await heldByBNow(value))) continue;
        problems.push(`${label} -> ${res.statusCode} carries A's ${what} "${cut(value, 60)}"`);
      }
      return { res, label };
    };

    /** B holds it because this test gave it to B earlier (an invitation to A's address): B's own now. */
    const givenToB = async (values: string[]) => {
      for (const value of values)
        if (sentEver.has(value.toLowerCase()) && (await heldByBNow(value.toLowerCase()))) return true;
      return false;
    };

    /** A's identifiers must get the answer that identifiers existing nowhere get, else B's host knows them. */
    const probe = async (caller: Caller, plan: Plan, p: Probe) => {
      const sentA = [...p.secret.values()].map((s) => s.value);
      const withA = new Map([...p.context, ...[...p.secret].map(([key, s]): [string, string] => [key, s.value])]);
      const nowhereValues = new Map([...p.secret].map(([key, s]): [string, string] => [key, nowhere[s.kind]()]));
      const withNowhere = new Map([...p.context, ...nowhereValues]);
      const a = await send(caller, build(plan, withA), sentA);
      const b = await send(caller, build(plan, withNowhere), [...nowhereValues.values()]);
      stats.probes++;
      probesBy.set(caller.who, (probesBy.get(caller.who) ?? 0) + 1);
      const fuzzy = plan.slots.some((slot) => p.secret.has(slot.key) && isFuzzy(slot.field));
      if (fuzzy) return;
      if ([a.res.statusCode, b.res.statusCode].includes(429)) {
        stats.inconclusive++;
        return;
      }
      stats.compared++;
      const bodies = plan.route.method === 'GET' || a.res.statusCode >= 400;
      const same =
        a.res.statusCode === b.res.statusCode &&
        (!bodies || masked(a.res, sentA) === masked(b.res, [...nowhereValues.values()]));
      if (same || (await givenToB(sentA))) return;
      problems.push(
        `${a.label} (A's ${p.what}) -> ${a.res.statusCode} ${cut(a.res.body)}; ` +
          `the same with ids that exist nowhere -> ${b.res.statusCode} ${cut(b.res.body)}`,
      );
    };

    for (const route of routes) {
      stats.routes++;
      const plan = planOf(route);
      const plain = build(plan, new Map());
      const out = await send(signedOut, plain, []);
      const asMember = await send(member, plain, []);
      await send(operator, plain, []);
      const withForeignSession = await send(foreignSession, plain, []);
      const isPublic = out.res.statusCode !== 401;
      if (!isPublic && withForeignSession.res.statusCode !== 401) {
        problems.push(
          `${withForeignSession.label} -> ${withForeignSession.res.statusCode}: A's session works on B's host`,
        );
      }
      // Whoever gets past the door probes: signed out on a public route, else the member, and the
      // operator where the member is refused (operator-only routes).
      const probers = isPublic ? [signedOut] : asMember.res.statusCode === 403 ? [member, operator] : [member];
      for (const p of probesFor(plan, samples, bundles)) for (const caller of probers) await probe(caller, plan, p);
    }

    const after = await digestOf(tenantA);
    for (const table of Object.keys(before)) {
      if (before[table] !== after[table])
        problems.push(`tenant A's ${table} changed: ${before[table]} -> ${after[table]}`);
    }
    console.info(
      `cross-tenant: ${JSON.stringify({ ...stats, probesBy: Object.fromEntries(probesBy) })} in ${Date.now() - started} ms`,
    );
    expect(problems).toEqual([]);
    expect(unrouted).toEqual([]);
    expect(routes.filter((route) => !route.documented).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(stats.routes).toBeGreaterThan(50);
    expect(stats.controls).toBe(controlCount);
    // Each caller got past the door somewhere, and rate limits left nearly every comparison standing.
    expect([...probesBy.keys()].sort()).toEqual([member.who, operator.who, signedOut.who].sort());
    expect(stats.compared).toBeGreaterThan(300);
    expect(stats.inconclusive).toBeLessThan(stats.compared / 20);
  }, 120_000);
});
