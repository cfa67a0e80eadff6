import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openSession } from '../src/platform/auth/index.ts';
import { profiles, users } from '../src/platform/identity/tables.ts';
import { approvedMember, tenantGraph } from './factory.ts';
import { createTestApp, formBoundary, multipartForm, type TestApp } from './helpers.ts';
import { benignValue, discoverRoutes, type Field, isFile, type Route, typeOf } from './openapi-routes.ts';

/*
 * Walks every route the app registers and sends it hostile input, signed out and signed in: it must
 * never answer 5xx, every 4xx must carry `{ message, errors }` (a 400 in words, never zod's own texts),
 * and nothing may pollute prototypes.
 * Routes come from the router itself and their fields from the OpenAPI document, so a new route is
 * covered without touching this file.
 */

// ---- values ------------------------------------------------------------------------------------

const huge = 'ventura-'.repeat(12_500);
const nul = 'Hostile\u0000name';
const wrongTypes: unknown[] = [
  12345,
  true,
  null,
  ['a', 1],
  { nested: { deeper: [1] } },
  -1,
  1e308,
  '\ud800 lone surrogate',
  false,
  [],
  {},
  '',
];
const oddParams = ['%E0%A4%A', '%FF%FE', '..%2F..%2Fetc%2Fpasswd', '%C0%AF', '%', '%F0%9F%92%A5', '%u0041'];
const oddQueryValues = ['%E0%A4%A', '-1', '%FF', '1e400', 'null', '%5B%5D', '%ZZ'];
const pagingValues = ['-1', '0', '-99999999999999999999', '99999999999999999999999', '1e308', '1.5', 'NaN', '0x10'];
const isNumeric = (field: Field) =>
  ['integer', 'number'].includes(typeOf(field.schema) ?? '') || /page|limit|offset|size|skip|take/i.test(field.name);

// ---- attacks -----------------------------------------------------------------------------------

type Attack = {
  what: string;
  url: string;
  method: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

const fillPath = (route: Route, override: Record<string, string> = {}) =>
  route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const field = route.params.find((p) => p.name === name);
    return override[name] ?? encodeURIComponent(String(benignValue(field?.schema ?? {})));
  });
const queryString = (route: Route, extra: Array<[string, string]> = [], skip = '') => {
  const required = route.query.filter((q) => q.required && q.name !== skip);
  const pairs = [...required.map((q): [string, string] => [q.name, String(benignValue(q.schema))]), ...extra];
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
};
const baseBody = (route: Route) =>
  Object.fromEntries((route.body ?? []).filter((f) => f.required).map((f) => [f.name, benignValue(f.schema)]));
const json = { 'content-type': 'application/json' };
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** How many attacks every route gets whatever it declares; they come first. */
const genericAttacks = 2;

/** The hostile requests for one route: generic ones first, then one group per declared field. */
const attacksOn = (route: Route): Attack[] => {
  let turn = 0;
  const rotate = <T>(values: T[]): T => {
    const value = values[turn++ % values.length];
    if (value === undefined) throw new Error('Nothing to rotate through');
    return value;
  };
  const url = (path = fillPath(route), query = queryString(route)) => `${path}${query}`;
  const { method } = route;
  const attacks: Attack[] = [
    {
      what: 'prototype and unknown query keys',
      method,
      url: url(
        fillPath(route),
        queryString(route, [
          ['__proto__', '1'],
          ['constructor', '2'],
          ['prototype', '3'],
          ['__proto__%5Bpolluted%5D', '1'],
          ['unknownKey', 'x'],
        ]),
      ),
    },
    { what: 'a malformed escape in the path', method, url: `${fillPath(route)}%E0%A4%A` },
  ];
  if (route.body) {
    const base = baseBody(route);
    const first = route.body[0]?.name ?? 'a';
    attacks.push(
      { what: 'malformed JSON', method, url: url(), headers: json, payload: '{"a":' },
      { what: '__proto__ body', method, url: url(), headers: json, payload: '{"__proto__":{"polluted":1}}' },
      {
        what: 'constructor.prototype body',
        method,
        url: url(),
        headers: json,
        payload: '{"constructor":{"prototype":{"polluted":1}}}',
      },
      {
        what: 'unknown and prototype keys beside a valid body',
        method,
        url: url(),
        headers: json,
        payload: JSON.stringify({ ...base, prototype: { polluted: 1 }, unknownKey: huge.slice(0, 1000) }),
      },
      {
        what: 'deep nesting',
        method,
        url: url(),
        headers: json,
        payload: rotate([nested(100_000), `{${JSON.stringify(first)}:${'['.repeat(100_000)}${']'.repeat(100_000)}}`]),
      },
      {
        what: 'a body that is not an object',
        method,
        url: url(),
        headers: json,
        payload: rotate(['[]', 'null', '"text"', '42', 'true', '']),
      },
      {
        what: 'a wrong content type',
        method,
        url: url(),
        ...rotate([
          { headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(base) },
          { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&__proto__[polluted]=1' },
          { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nbroken' },
          { headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' },
        ]),
      },
      {
        what: 'invalid UTF-8 in a JSON string',
        method,
        url: url(),
        headers: json,
        payload: Buffer.concat([
          Buffer.from(`{${JSON.stringify(first)}:"`),
          Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xf8, 0x88]),
          Buffer.from('"}'),
        ]),
      },
      { what: 'a body over the size limit', method, url: url(), headers: json, payload: `"${'x'.repeat(1_100_000)}"` },
    );
    for (const field of route.body) {
      for (const value of [huge, nul, rotate(wrongTypes)]) {
        attacks.push({
          what: `body.${field.name} = ${shown(value)}`,
          method,
          url: url(),
          headers: json,
          payload: JSON.stringify({ ...base, [field.name]: value }),
        });
      }
    }
  }
  if (route.form) attacks.push(...formAttacks(route, url()));
  for (const field of route.query) {
    const values = [
      huge,
      'a%00b',
      rotate(oddQueryValues),
      ...(isNumeric(field) ? [rotate(pagingValues), rotate(pagingValues)] : []),
    ];
    for (const value of values) {
      attacks.push({
        what: `query.${field.name} = ${shown(value)}`,
        method,
        url: url(fillPath(route), queryString(route, [[field.name, value]], field.name)),
      });
    }
    attacks.push({
      what: `query.${field.name} repeated`,
      method,
      url: url(
        fillPath(route),
        queryString(
          route,
          [
            [field.name, '1'],
            [field.name, 'x'],
          ],
          field.name,
        ),
      ),
    });
  }
  for (const field of route.params) {
    for (const value of [
      huge,
      'a%00b',
      rotate(oddParams),
      rotate(['-1', '1e400', 'null', '%5B%5D', 'true', '%C3%BC%C3%B1%C3%AD']),
    ]) {
      attacks.push({
        what: `params.${field.name} = ${shown(value)}`,
        method,
        url: url(fillPath(route, { [field.name]: value })),
      });
    }
  }
  return attacks;
};

/** Hostile multipart/form-data bodies for a route that takes a form (an upload): what busboy and the handler must survive. */
const formAttacks = (route: Route, url: string): Attack[] => {
  const form = route.form ?? [];
  const fileField = form.find((field) => isFile(field.schema))?.name ?? 'file';
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
  const sendForm = (what: string, parts: Parameters<typeof multipartForm>[0]): Attack => {
    const body = multipartForm(parts);
    return {
      what,
      method: route.method,
      url,
      headers: { 'content-type': body['content-type'] },
      payload: body.payload,
    };
  };
  const raw = (
    what: string,
    payload: string,
    contentType = `multipart/form-data; boundary=${formBoundary}`,
  ): Attack => ({
    what,
    method: route.method,
    url,
    headers: { 'content-type': contentType },
    payload,
  });
  const part = `--${formBoundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return [
    raw('a form without parts', `--${formBoundary}--\r\n`),
    raw('a form cut off in its file', `${part}\x89PNG\r\n\x1a\n half a file`),
    raw('a form cut off in a part header', `--${formBoundary}\r\nContent-Disposition: form-da`),
    raw('a form whose content type names no boundary', `${part}x\r\n--${formBoundary}--\r\n`, 'multipart/form-data'),
    raw(
      'a form with another boundary than it says',
      `${part}x\r\n--${formBoundary}--\r\n`,
      'multipart/form-data; boundary=zzz',
    ),
    raw(
      'a part header of 100 KB',
      `--${formBoundary}\r\nX-Junk: ${'a'.repeat(100_000)}\r\n\r\nx\r\n--${formBoundary}--\r\n`,
    ),
    sendForm('a file under __proto__', [{ name: '__proto__', filename: 'a.png', type: 'image/png', content: 'x' }]),
    sendForm('a field named constructor', [{ name: 'constructor', content: '{"prototype":{"polluted":1}}' }]),
    sendForm('a JSON field that is not JSON', [{ name: 'meta', type: 'application/json', content: '{"a":' }]),
    sendForm('two files', [
      { name: fileField, filename: 'a.png', type: 'image/png', content: 'one' },
      { name: fileField, filename: 'b.png', type: 'image/png', content: 'two' },
    ]),
    sendForm(
      'forty fields',
      Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, content: 'x' })),
    ),
    sendForm('the file sent as a 100 KB text field', [{ name: fileField, content: huge.slice(0, 100_000) }]),
    sendForm('a file name with a NUL and a path', [
      { name: fileField, filename: '../../etc/passwd\u0000.png', type: 'image/png', content: 'x' },
    ]),
    sendForm('markup that says it is a PNG', [{ name: fileField, filename: 'a.png', type: 'image/png', content: svg }]),
    sendForm('an empty file', [{ name: fileField, filename: 'a.png', type: 'image/png', content: '' }]),
  ];
};

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max / 2)}... (${text.length} chars)` : text;
/** A value as a failure message shows it: escaped, and cut short when it is long. */
const shown = (value: unknown) => cut(JSON.stringify(value) ?? String(value), 40);

// ---- the run -----------------------------------------------------------------------------------

const host = 'localhost';
const ErrorEnvelope = z.object({ message: z.string(), errors: z.array(z.string()) });
/** zod's default texts, which a 400 must have put in words naming the field ('Pitch is required'). */
const zodTexts =
  /Invalid input|Invalid option|expected (string|number|object|array|boolean|record)|, received |Too (small|big):|Unrecognized key/;
const isEnvelope = (body: string) => {
  try {
    return ErrorEnvelope.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
};

/** mulberry32: the same addresses on every run, and many of them, so per-IP limits stay out of the way. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};
const random = seeded(11);
const nextIp = () => `10.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}.${1 + Math.floor(random() * 250)}`;

/**
 * A signed-in member whose session outlives the attacks that end it (logout, deactivation, deletion):
 * after a 401 it opens a new session for the same person while they exist, else for the next member.
 */
const signInMember = async (t: TestApp) => {
  const { tenant, people } = await tenantGraph(t, host, { owner: approvedMember('startup') });
  const first = people.owner;
  let token = first.token;
  return {
    token: () => token,
    renew: async () => {
      const [next] = await t.database.db
        .select({ userId: users.id, profileId: profiles.id })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(users.tenantId, tenant.id), eq(users.role, 'member')))
        .orderBy(sql`${users.id} <> ${first.userId}`, sql`${profiles.uuid} <> ${first.uuid}`, users.email)
        .limit(1);
      if (!next) throw new Error('No member is left to sign in as');
      token = await openSession(t.database.db, { tenantId: tenant.id, ...next });
    },
  };
};

let t: TestApp;
let routes: Route[];
let unrouted: string[];
beforeAll(async () => {
  t = await createTestApp();
  ({ routes, unrouted } = await discoverRoutes(t.app));
});
afterAll(() => t.close());

describe('hostile input on every route', () => {
  it('finds every route in the router and its fields in the API document', () => {
    expect(unrouted).toEqual([]);
    expect(routes.filter((r) => !r.documented).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const login = routes.find((r) => r.method === 'POST' && r.path === '/api/v1/public/auth/mobile/login');
    expect(login?.body?.map((f) => f.name)).toEqual(['countryCode', 'mobileNumber', 'email']);
    const avatar = routes.find((r) => r.method === 'POST' && r.path === '/api/v1/users/upload/avatar');
    expect(avatar?.form?.map((f) => [f.name, isFile(f.schema)])).toEqual([['file', true]]);
    const requests = routes.find((r) => r.method === 'GET' && r.path === '/api/v1/connections/requests/:type');
    expect(requests?.params.map((f) => f.schema.enum)).toEqual([['received', 'sent']]);
    expect(requests?.query.map((f) => f.name)).toEqual(['pageNumber', 'limit']);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/health');
    expect(routes.filter((r) => r.path.startsWith('/api/docs'))).toEqual([]);
  });

  it('never answers 5xx, and answers every 4xx with { message, errors }', async () => {
    const member = await signInMember(t);
    const problems: string[] = [];
    let sent = 0;
    const send = async (attack: Attack, token: string | undefined) => {
      sent++;
      const options: InjectOptions = {
        method: attack.method,
        url: attack.url,
        headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...attack.headers },
        remoteAddress: nextIp(),
        ...(attack.payload === undefined ? {} : { payload: attack.payload }),
      };
      const res = await t.app.inject(options);
      const who = token ? 'member' : 'signed out';
      const request = `${who}: ${attack.method} ${cut(attack.url, 200)} (${attack.what})`;
      if (res.statusCode >= 500) problems.push(`${request} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
      else if (res.statusCode >= 400 && !isEnvelope(res.body)) {
        problems.push(`${request} -> ${res.statusCode} without { message, errors }: ${res.body.slice(0, 300)}`);
      } else if (res.statusCode === 400 && zodTexts.test(res.body)) {
        problems.push(`${request} -> 400 in zod's words, not people's: ${res.body.slice(0, 300)}`);
      }
      return res.statusCode;
    };
    const sendAsMember = async (attack: Attack) => {
      if ((await send(attack, member.token())) !== 401) return;
      await member.renew(); // an earlier attack ended the session (logout, deactivation, deletion)
      await send(attack, member.token());
    };
    for (const route of routes) {
      // Per-person limits (uploads: 30 an hour) would refuse a route's later attacks before they reach its
      // parser: each route starts with fresh counters. The limits themselves are tested where they live.
      await t.database.db.execute(sql`delete from throttle_counters`);
      // Every attack goes to whoever gets past the door (signed out on a public route, else the member);
      // the other caller gets the generic ones.
      let needsSession = false;
      for (const [index, attack] of attacksOn(route).entries()) {
        const generic = index < genericAttacks;
        if (generic || !needsSession) {
          const status = await send(attack, undefined);
          if (index === 0) needsSession = status === 401;
        }
        if (generic || needsSession) await sendAsMember(attack);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(400);
    // Thousands of requests over every route: about 50 s on a quiet two-core machine, more under load.
  }, 240_000);

  it('leaves every prototype unpolluted', () => {
    const fresh: Record<string, unknown> = {};
    expect(fresh.polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });
});
