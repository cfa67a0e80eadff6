import { limits } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tenantGraph } from './factory.ts';
import { createTestApp, multipartForm, sqlRows, type TestApp } from './helpers.ts';
import { benignValue, isFile, JsonSchema, OpenApi } from './openapi-routes.ts';

/*
 * Every input a route declares (path params, query, body) has a size no real user reaches: each
 * array a maxItems, each string a maxLength, an enum or const, or a pattern that caps its length
 * (a format such as uuid counts only through such a pattern). Without a bound, one request can
 * make the server parse, check and store as much as the body limit lets through. The fields come
 * from the app's own OpenAPI document (hostile-input.test.ts proves it lists every route), so a new
 * route is checked without touching this file, and a failure reads as a to-do list:
 * "METHOD /path location $.json.path: what is missing". A file in a multipart form is bounded by the
 * tenant's upload limit instead (application documents by their own, larger one, tested in
 * modules/documents), and every route that takes one is sent a file just over the tenant's.
 */

// ---- what counts as bounded ---------------------------------------------------------------------

/**
 * Whether a pattern alone caps the length of what it matches: anchored at both ends, with no
 * alternation outside a group that could escape an anchor, and no open-ended repetition
 * (`*`, `+`, `{n,}`) outside a character class.
 */
const patternBoundsLength = (pattern: string) => {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return false;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      i++;
    } else if (inClass) {
      inClass = char !== ']';
    } else if (char === '[') {
      inClass = true;
    } else if (char === '(') {
      depth++;
    } else if (char === ')') {
      depth--;
    } else if (char === '*' || char === '+' || (char === '|' && depth === 0)) {
      return false;
    } else if (char === '{' && /^\{\d*,\}/.test(pattern.slice(i))) {
      return false;
    }
  }
  return true;
};

const boundsString = (schema: JsonSchema) =>
  schema.maxLength !== undefined || (schema.pattern !== undefined && patternBoundsLength(schema.pattern));

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};

const typesOf = (schema: JsonSchema) => (schema.type === undefined ? [] : [schema.type].flat());

/** Where a field sits: its JSON path, the path the error handler names, and how to put a value there. */
type At = { path: string; errorPath: string; put: (value: unknown) => unknown };
type Unbounded = { path: string; problem: string };
/** An array somewhere in an input, with what it holds and how to build a whole input around other items. */
type ArrayField = { path: string; errorPath: string; sample: unknown; withItems: (items: unknown[]) => unknown };
type Walked = { unbounded: Unbounded[]; arrays: ArrayField[]; fields: number };

/** Reads the schemas of one document, following its `$ref`s into `components.schemas`. */
const schemaReader = (components: Record<string, JsonSchema>) => {
  const resolve = (schema: JsonSchema): JsonSchema | undefined =>
    schema.$ref === undefined ? schema : components[schema.$ref.replace('#/components/schemas/', '')];

  /** A value the schema accepts, so that the field under test is the only thing wrong with a request. */
  const benign = (schema: JsonSchema) => benignValue(schema, { resolve });

  const walk = (schema: JsonSchema, at: At, found: Walked, refs: ReadonlySet<string> = new Set()): void => {
    if (schema.$ref !== undefined) {
      // A schema that contains itself: its fields were walked on the way in.
      if (refs.has(schema.$ref)) return;
      const target = resolve(schema);
      if (!target) {
        found.unbounded.push({ path: at.path, problem: `${schema.$ref} is not in the document` });
        return;
      }
      walk(target, at, found, new Set([...refs, schema.$ref]));
      return;
    }
    found.fields++;
    if (schema.enum !== undefined || schema.const !== undefined) return;
    for (const [kind, branches] of [
      ['anyOf', schema.anyOf],
      ['oneOf', schema.oneOf],
      ['allOf', schema.allOf],
    ] as const) {
      for (const [index, branch] of (branches ?? []).entries()) {
        walk(branch, { ...at, path: `${at.path}|${kind}[${index}]` }, found, refs);
      }
    }
    const types = typesOf(schema);
    if (types.length === 0 && !schema.anyOf && !schema.oneOf && !schema.allOf) {
      found.unbounded.push({ path: at.path, problem: 'accepts any value: declare a type and its bounds' });
    }
    for (const type of types) {
      if (type === 'string' && !boundsString(schema)) {
        found.unbounded.push({
          path: at.path,
          problem: 'string without maxLength (or enum, const, or a pattern that bounds its length)',
        });
      }
      if (type === 'array') walkArray(schema, at, found, refs);
      if (type === 'object') walkObject(schema, at, found, refs);
    }
  };

  const walkArray = (schema: JsonSchema, at: At, found: Walked, refs: ReadonlySet<string>) => {
    if (schema.maxItems === undefined) found.unbounded.push({ path: at.path, problem: 'array without maxItems' });
    const tuple = schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : []);
    for (const [index, item] of tuple.entries()) {
      const put = (value: unknown) => at.put(tuple.map((other, i) => (i === index ? value : benign(other))));
      walk(item, { path: `${at.path}[${index}]`, errorPath: `${at.errorPath}.${index}`, put }, found, refs);
    }
    const item = Array.isArray(schema.items) ? undefined : schema.items;
    if (tuple.length > 0 && item === undefined) return;
    found.arrays.push({ path: at.path, errorPath: at.errorPath, sample: benign(item ?? {}), withItems: at.put });
    const put = (value: unknown) => at.put([value]);
    walk(item ?? {}, { path: `${at.path}[*]`, errorPath: `${at.errorPath}.0`, put }, found, refs);
  };

  const walkObject = (schema: JsonSchema, at: At, found: Walked, refs: ReadonlySet<string>) => {
    const around = (key: string) => (value: unknown) => at.put({ ...fieldsOf(benign(schema)), [key]: value });
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const path = /^[A-Za-z_$][\w$]*$/.test(name) ? `${at.path}.${name}` : `${at.path}[${JSON.stringify(name)}]`;
      walk(property, { path, errorPath: `${at.errorPath}.${name}`, put: around(name) }, found, refs);
    }
    const open = schema.additionalProperties;
    if (typeof open !== 'object') return;
    if (schema.maxProperties === undefined) {
      found.unbounded.push({ path: at.path, problem: 'object with open keys without maxProperties' });
    }
    // OpenAPI 3.0 has no propertyNames: a schema that bounds its keys says so as x-propertyNames.
    const keys = schema.propertyNames ?? schema['x-propertyNames'] ?? { type: 'string' };
    walk(keys, { path: `${at.path}.*(key)`, errorPath: at.errorPath, put: at.put }, found, refs);
    walk(open, { path: `${at.path}.*`, errorPath: `${at.errorPath}.key`, put: around('key') }, found, refs);
  };

  return { benign, walk };
};

// ---- the routes ---------------------------------------------------------------------------------

type Location = 'params' | 'query' | 'body';
type RouteInputs = {
  route: string;
  /** The URL of a request whose params and required query fields are acceptable. */
  url: string;
  method: string;
  walked: Record<Location, Walked>;
  /** The file fields of a multipart/form-data body: bounded by the upload limit, checked by a request. */
  files: string[];
};

const emptyWalk = (): Walked => ({ unbounded: [], arrays: [], fields: 0 });

/** Every operation of the document, its inputs walked field by field. */
const readInputs = (document: unknown): RouteInputs[] => {
  const doc = OpenApi.parse(document);
  const { benign, walk } = schemaReader(doc.components?.schemas ?? {});
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): RouteInputs => {
      const walked = { params: emptyWalk(), query: emptyWalk(), body: emptyWalk() };
      const values: Record<string, unknown> = {};
      const query: string[] = [];
      for (const parameter of operation.parameters ?? []) {
        const location = parameter.in === 'path' ? 'params' : parameter.in === 'query' ? 'query' : undefined;
        if (!location) continue;
        const at = { path: `$.${parameter.name}`, errorPath: `${location}.${parameter.name}`, put: (v: unknown) => v };
        walk(parameter.schema, at, walked[location]);
        values[parameter.name] = benign(parameter.schema);
        if (location === 'query') query.push(`${parameter.name}=${encodeURIComponent(String(values[parameter.name]))}`);
      }
      const content = operation.requestBody?.content ?? {};
      const files: string[] = [];
      for (const [type, { schema }] of Object.entries(content)) {
        if (type === 'multipart/form-data') {
          // A form's other fields are bounded like JSON ones; its files by the upload limit (tested below).
          for (const [name, field] of Object.entries(schema.properties ?? {})) {
            if (isFile(field)) files.push(name);
            else walk(field, { path: `$.${name}`, errorPath: name, put: (value) => value }, walked.body);
          }
          continue;
        }
        if (type !== 'application/json') {
          walked.body.unbounded.push({ path: '$', problem: `a ${type} body: declare it as JSON to have it checked` });
          continue;
        }
        walk(schema, { path: '$', errorPath: 'body', put: (value) => value }, walked.body);
      }
      const fill = (name: string) => encodeURIComponent(String(values[name] ?? 'x'));
      return {
        method: method.toUpperCase(),
        route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        url: `${path.replace(/\{(\w+)\}\??/g, (_match, name: string) => fill(name))}${query.length ? `?${query.join('&')}` : ''}`,
        walked,
        files,
      };
    }),
  );
};

const locations: Location[] = ['params', 'query', 'body'];

/** The to-do list: one line per field without a bound. */
const todo = (inputs: RouteInputs[]) =>
  inputs.flatMap(({ route, walked }) =>
    locations.flatMap((location) =>
      walked[location].unbounded.map(({ path, problem }) => `${route} ${location} ${path}: ${problem}`),
    ),
  );

// ---- the run ------------------------------------------------------------------------------------

const host = 'localhost';
/** Routes whose file is a document (limits.documentSizeBytes), not an image under the tenant's upload limit. */
/** Uploads with a limit of their own rather than the tenant's: documents, and resumes. */
const ownLimits = new Map<string, number>([
  ['POST /api/v1/connections/upload/document', limits.documentSizeBytes],
  ['POST /api/v1/posts/upload-file', limits.documentSizeBytes],
  ['POST /api/v1/upload/attachment', limits.documentSizeBytes],
  ['POST /api/v1/forms-management/public/upload-file', limits.documentSizeBytes],
  ['POST /api/v1/resumes/upload/:id', limits.resumeSizeBytes],
  ['POST /api/v1/jobs/apply/:id/upload/resume', limits.resumeSizeBytes],
  ['POST /api/v1/job-seekers/resume', limits.resumeSizeBytes],
]);
const ErrorEnvelope = z.object({ message: z.string(), errors: z.array(z.string()) });
const errorsOf = (body: string) => {
  try {
    const parsed = ErrorEnvelope.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.errors : undefined;
  } catch {
    return undefined;
  }
};

/** The same checks on a schema of its own, so the checker is shown to catch what it is for. */
const todoOf = (schema: z.ZodType) => {
  const walked = emptyWalk();
  const { walk } = schemaReader({});
  walk(
    JsonSchema.parse(z.toJSONSchema(schema, { io: 'input' })),
    { path: '$', errorPath: 'body', put: (v) => v },
    walked,
  );
  return walked.unbounded.map(({ path, problem }) => `${path}: ${problem}`);
};

let t: TestApp;
let inputs: RouteInputs[];
let token: string | undefined;
/** A signed-in member (a startup's owner), made once for the file. */
const member = async () => {
  token ??= (await tenantGraph(t, host, { owner: { type: 'startup', approvalStatus: 'approved' } })).people.owner.token;
  return token;
};
beforeAll(async () => {
  t = await createTestApp();
  inputs = readInputs((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
});
afterAll(() => t.close());

describe('bounded input on every route', () => {
  it('tells a bounded field from an unbounded one', () => {
    const noMax = 'string without maxLength (or enum, const, or a pattern that bounds its length)';
    expect(
      todoOf(
        z.object({
          free: z.string(),
          capped: z.string().max(120),
          code: z.string().regex(/^[A-Z]{2}(-\d{1,3})?$/),
          digits: z.string().regex(/^\d+$/),
          cappedDigits: z.string().regex(/^\d+$/).max(15),
          either: z.string().regex(/^a|b$/),
          id: z.uuid(),
          at: z.iso.datetime(),
          kind: z.enum(['a', 'b']),
          fixed: z.literal('x'),
          count: z.number().int(),
          flag: z.boolean(),
          tags: z.array(z.string().max(40)),
          cappedTags: z.array(z.string()).max(10),
          mixed: z.union([z.string(), z.number()]),
          cappedMixed: z.union([z.string().max(16), z.number()]),
          nested: z.object({ list: z.array(z.object({ note: z.string() })).max(5) }),
          map: z.record(z.string().max(10), z.number()),
          anything: z.unknown(),
        }),
      ),
    ).toEqual([
      `$.free: ${noMax}`,
      `$.digits: ${noMax}`,
      `$.either: ${noMax}`,
      `$.at: ${noMax}`,
      '$.tags: array without maxItems',
      `$.cappedTags[*]: ${noMax}`,
      `$.mixed: ${noMax}`,
      `$.nested.list[*].note: ${noMax}`,
      '$.map: object with open keys without maxProperties',
      '$.anything: accepts any value: declare a type and its bounds',
    ]);
  });

  it('walks the inputs of every route in the API document', () => {
    const routes = inputs.map((input) => input.route);
    expect(routes).toContain('POST /api/v1/public/auth/register/:type?');
    expect(routes).toContain('GET /api/v1/cities');
    for (const location of locations) {
      expect(inputs.reduce((sum, input) => sum + input.walked[location].fields, 0)).toBeGreaterThan(10);
    }
    const register = inputs.find((input) => input.route === 'POST /api/v1/public/auth/register/:type?');
    expect(register?.walked.body.arrays.map((array) => array.path)).toContain('$.servicesLookingFor');
    const avatar = inputs.find((input) => input.route === 'POST /api/v1/users/upload/avatar');
    expect(avatar?.files).toEqual(['file']);
  });

  it('bounds every array and every string a route accepts', () => {
    expect(todo(inputs)).toEqual([]);
  });

  it('refuses an array of 10,000 items with 400 and the field named', async () => {
    const problems: string[] = [];
    const checked: string[] = [];
    for (const { route, method, url, walked } of inputs) {
      for (const array of walked.body.arrays) {
        const payload = JSON.stringify(array.withItems(Array.from({ length: 10_000 }, () => array.sample)));
        const send = (bearer?: string) =>
          t.app.inject({
            method,
            url,
            headers: {
              host,
              'content-type': 'application/json',
              ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
            },
            payload,
          });
        let res = await send();
        if (res.statusCode === 401) res = await send(await member());
        checked.push(`${route} body ${array.path}`);
        const errors = errorsOf(res.body);
        const named = errors?.some((error) => error.startsWith(`${array.errorPath}: `));
        if (res.statusCode !== 400 || !named) {
          problems.push(`${route} body ${array.path}: 10,000 items -> ${res.statusCode} ${res.body.slice(0, 300)}`);
        }
      }
    }
    // Not vacuous: the document has body arrays (registration's servicesLookingFor at least).
    expect(checked).toContain('POST /api/v1/public/auth/register/:type? body $.servicesLookingFor');
    expect(problems).toEqual([]);
  });

  it('refuses a file one byte over the tenant’s upload limit with 413 and the field named', async () => {
    const [tenant] = await sqlRows(
      t.database,
      sql`select (settings->'profile_settings'->>'upload_max_bytes')::int as max from tenants
          where id = (select tenant_id from tenant_hosts where host = ${host})`,
    );
    const max = Number(tenant?.max);
    expect(max).toBeGreaterThan(0);
    const problems: string[] = [];
    const refusedAtTheDoor: string[] = [];
    const checked: string[] = [];
    for (const { route, method, url, files } of inputs) {
      // A document or resume upload open to members has a limit of its own: one byte over that.
      const limit = ownLimits.get(route) ?? max;
      for (const field of files) {
        // A PNG signature and then zeros: the size, not the content, must be what refuses it.
        const content = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(limit + 1 - 8)]);
        const form = multipartForm([{ name: field, filename: 'big.png', type: 'image/png', content }]);
        const send = (bearer?: string) =>
          t.app.inject({
            method,
            url,
            headers: {
              host,
              'content-type': form['content-type'],
              ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
            },
            payload: form.payload,
          });
        let res = await send();
        if (res.statusCode === 401) res = await send(await member());
        // Another role's upload, or one for a record that is not there (a document request named by id):
        // refused before a byte of the file is read, which bounds it too. Such routes test their own limit.
        // So is a path whose ids are not even well formed (a pitch clip's category and topic ids).
        const badPath =
          res.statusCode === 400 && (errorsOf(res.body) ?? []).every((error) => error.startsWith('params.'));
        if (res.statusCode === 403 || (route.includes('/:') && (res.statusCode === 404 || badPath))) {
          refusedAtTheDoor.push(route);
          continue;
        }
        checked.push(`${route} ${field}`);
        const errors = errorsOf(res.body);
        if (res.statusCode !== 413 || !errors?.some((error) => error.startsWith(`${field}: `))) {
          problems.push(`${route} ${field}: ${limit + 1} bytes -> ${res.statusCode} ${res.body.slice(0, 300)}`);
        }
      }
    }
    // Not vacuous: the avatar and the member's own logo were read up to the limit and refused.
    expect(checked).toEqual(
      expect.arrayContaining(['POST /api/v1/users/upload/avatar file', 'POST /api/v1/startups/upload/logo file']),
    );
    expect(refusedAtTheDoor.length + checked.length).toBeGreaterThanOrEqual(9);
    expect(problems).toEqual([]);
  });
});
