import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/*
 * The routes a test should call, found the way hostile-input.test.ts finds them: methods and paths
 * from the router's own listing, their fields from the OpenAPI document, so a new route is covered
 * without touching the test.
 */

export type JsonSchema = {
  type?: string | string[] | undefined;
  enum?: unknown[] | undefined;
  anyOf?: JsonSchema[] | undefined;
  oneOf?: JsonSchema[] | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  required?: string[] | undefined;
  pattern?: string | undefined;
  format?: string | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  minItems?: number | undefined;
  items?: JsonSchema | undefined;
};
const JsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    enum: z.array(z.unknown()).optional(),
    anyOf: z.array(JsonSchema).optional(),
    oneOf: z.array(JsonSchema).optional(),
    properties: z.record(z.string(), JsonSchema).optional(),
    required: z.array(z.string()).optional(),
    pattern: z.string().optional(),
    format: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minItems: z.number().optional(),
    items: JsonSchema.optional(),
  }),
);
const Operation = z.object({
  parameters: z
    .array(z.object({ in: z.string(), name: z.string(), required: z.boolean().optional(), schema: JsonSchema }))
    .optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: JsonSchema })) }).optional(),
});
type Operation = z.infer<typeof Operation>;
const OpenApi = z.object({ paths: z.record(z.string(), z.record(z.string(), Operation)) });

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
};

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
    return { method, path, documented: Boolean(documented), params, query: declared('query'), body };
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
