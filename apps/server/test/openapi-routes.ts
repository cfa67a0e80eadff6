import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/*
 * The routes a test should call, found the way hostile-input.test.ts finds them: methods and paths
 * from the router's own listing, their fields from the OpenAPI document, so a new route is covered
 * without touching the test. Also what the route-walking tests share about a field's schema: its
 * type, whether a string fits it, and a benign value for it.
 */

/** The parts of a JSON schema these tests read: types and bounds, variants, and `$ref`s into the document. */
export type JsonSchema = {
  type?: string | string[] | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  format?: string | undefined;
  pattern?: string | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  minItems?: number | undefined;
  maxItems?: number | undefined;
  maxProperties?: number | undefined;
  items?: JsonSchema | JsonSchema[] | undefined;
  prefixItems?: JsonSchema[] | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  propertyNames?: JsonSchema | undefined;
  /** The keys' schema where the document cannot say propertyNames (OpenAPI 3.0 drops it). */
  'x-propertyNames'?: JsonSchema | undefined;
  required?: string[] | undefined;
  additionalProperties?: JsonSchema | boolean | undefined;
  anyOf?: JsonSchema[] | undefined;
  oneOf?: JsonSchema[] | undefined;
  allOf?: JsonSchema[] | undefined;
  $ref?: string | undefined;
};
export const JsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    format: z.string().optional(),
    pattern: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    maxProperties: z.number().optional(),
    items: z.union([JsonSchema, z.array(JsonSchema)]).optional(),
    prefixItems: z.array(JsonSchema).optional(),
    properties: z.record(z.string(), JsonSchema).optional(),
    propertyNames: JsonSchema.optional(),
    'x-propertyNames': JsonSchema.optional(),
    required: z.array(z.string()).optional(),
    additionalProperties: z.union([JsonSchema, z.boolean()]).optional(),
    anyOf: z.array(JsonSchema).optional(),
    oneOf: z.array(JsonSchema).optional(),
    allOf: z.array(JsonSchema).optional(),
    $ref: z.string().optional(),
  }),
);
const Operation = z.object({
  parameters: z
    .array(z.object({ in: z.string(), name: z.string(), required: z.boolean().optional(), schema: JsonSchema }))
    .optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: JsonSchema })) }).optional(),
});
type Operation = z.infer<typeof Operation>;
/** The API document as these tests read it: its operations, and the schemas its `$ref`s point at. */
export const OpenApi = z.object({
  paths: z.record(z.string(), z.record(z.string(), Operation)),
  components: z.object({ schemas: z.record(z.string(), JsonSchema).optional() }).optional(),
});

export const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof methods)[number];
const isMethod = (method: string): method is Method => methods.some((m) => m === method);

export type Field = { name: string; schema: JsonSchema; required: boolean };
export type Route = {
  method: Method;
  path: string;
  documented: boolean;
  params: Field[];
  query: Field[];
  /** The body's fields (of its first variant when it is one of several); null when it takes none. */
  body: Field[] | null;
  /** The fields of a multipart/form-data body (an upload), files among them; null when it takes none. */
  form: Field[] | null;
};

/** Whether a field is a file: how OpenAPI describes the file of a multipart form. */
export const isFile = (schema: JsonSchema) => schema.type === 'string' && schema.format === 'binary';

/** Every method and full path in the router's own listing, one line per tree node. */
const registeredRoutes = (app: FastifyInstance) => {
  const stack: string[] = [];
  const routes: Array<{ method: Method; path: string }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(node[2] ?? '');
    // HEAD and OPTIONS answer for the GET beside them and carry nothing of their own.
    for (const method of (node[3] ?? '').split(', ').filter(isMethod)) routes.push({ method, path: stack.join('') });
  }
  return routes;
};

/** `/a/{b}` and `/a/{b}?` of the document as the router spells them: `/a/:b`, and `/a` for the optional one. */
const routerPaths = (openApiPath: string) => {
  const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
  return path.endsWith('?') ? [path.slice(0, -1), path.replace(/\/:\w+\?$/, '')] : [path];
};

const isSkipped = (route: { path: string }) =>
  route.path.includes('*') || route.path === '/api/docs' || route.path.startsWith('/api/docs/');

const fieldsOf = (schema: JsonSchema): Field[] => {
  const shape = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema;
  return Object.entries(shape.properties ?? {}).map(([name, field]) => ({
    name,
    schema: field,
    required: shape.required?.includes(name) ?? false,
  }));
};

/** The routes to call, and the documented operations the router listing did not yield (should be none). */
export const discoverRoutes = async (app: FastifyInstance): Promise<{ routes: Route[]; unrouted: string[] }> => {
  const doc = OpenApi.parse((await app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  const operations = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const key of routerPaths(path)) operations.set(`${method.toUpperCase()} ${key}`, operation);
    }
  }
  const registered = registeredRoutes(app).filter((route) => !isSkipped(route));
  const routed = new Set(registered.map(({ method, path }) => `${method} ${path}`));
  const unrouted = [...operations.keys()].filter((key) => !routed.has(key));
  const routes = registered.map(({ method, path }): Route => {
    const documented = operations.get(`${method} ${path}`);
    const parameters = documented?.parameters ?? [];
    const declared = (where: string) =>
      parameters
        .filter((p) => p.in === where)
        .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true }));
    const documentedParams = declared('path');
    const params = [...path.matchAll(/:(\w+)/g)].map(
      ([, name = '']) => documentedParams.find((p) => p.name === name) ?? { name, schema: {}, required: true },
    );
    const bodySchema = documented?.requestBody?.content['application/json']?.schema;
    const body = bodySchema ? fieldsOf(bodySchema) : method === 'GET' ? null : [];
    const formSchema = documented?.requestBody?.content['multipart/form-data']?.schema;
    const form = formSchema ? fieldsOf(formSchema) : null;
    return { method, path, documented: Boolean(documented), params, query: declared('query'), body, form };
  });
  return { routes, unrouted };
};

export const typeOf = (schema: JsonSchema): string | undefined =>
  (Array.isArray(schema.type) ? schema.type[0] : schema.type) ??
  (schema.anyOf?.[0] ? typeOf(schema.anyOf[0]) : undefined);

/** Whether a string value passes the field's length, pattern and format. */
export const fits = (schema: JsonSchema, value: string): boolean => {
  if (schema.anyOf) return schema.anyOf.some((option) => fits(option, value));
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') return /^\d{1,15}$/.test(value);
  if (type !== undefined && type !== 'string') return false;
  if (schema.enum) return schema.enum.includes(value);
  if (schema.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    return false;
  }
  return (
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern).test(value))
  );
};

/** Values of the seeded demo data that common fields accept: a country code, a slug, an email, a mobile, a uuid. */
export const seedStrings = [
  'IN',
  'demo',
  'aarav@greenleaf.demo',
  '9800000010',
  'localhost',
  '3f2a6a8e-8a51-4c3b-9d1e-2b7f4c5d6e7f',
  '1',
  'x',
] as const;

export type BenignOptions = {
  /** The schema a `$ref` points at (undefined when the document lacks it); without it a schema is read as it is. */
  resolve?: (schema: JsonSchema) => JsonSchema | undefined;
  /** The strings to try for a string, asked afresh for each; the first the schema accepts is used. Default: seedStrings. */
  strings?: () => readonly string[];
  /** `empty` (the default): every array is `[]`; `minItems`: as many benign items as the array must hold. */
  arrays?: 'empty' | 'minItems';
};

/**
 * A value the schema accepts, so that the field a test sets is the only odd thing in a request: its
 * const or first enum value, its first variant, the smallest number, false, null, an object of its
 * required keys, or the first string that fits (else `x`s to its minimum length).
 */
export const benignValue = (raw: JsonSchema, options: BenignOptions = {}): unknown => {
  const schema = options.resolve ? (options.resolve(raw) ?? {}) : raw;
  const benign = (inner: JsonSchema) => benignValue(inner, options);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return benign(variant);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      if (options.arrays !== 'minItems') return [];
      const items = schema.prefixItems ?? schema.items ?? {};
      return Array.isArray(items)
        ? items.map(benign)
        : Array.from({ length: schema.minItems ?? 0 }, () => benign(items));
    }
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, benign(schema.properties?.[key] ?? {})]));
  }
  const strings = options.strings?.() ?? seedStrings;
  return strings.find((value) => fits(schema, value)) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
};
