/** The typed HTTP client of the API: base /api/v1 (`apiV2`: /api/v2), `{ data }` envelopes in, ApiError out. */
import { sessionStore } from '../core/session.ts';

/** The API's versions: most calls are v1; issue 21's meetings, events and wishlist are v2. */
type Base = '/api/v1' | '/api/v2';

/** Shown when a failure carries no text of its own: the spec's generic default (calls 8). */
export const defaultErrorText = 'Something went wrong';
const unreachableText = 'Could not reach the server. Check your connection and try again.';
const unexpectedText = 'The server sent an answer this page does not understand. Please try again later.';

/**
 * A failed call: the HTTP status (0 when the server could not be reached), the server's texts, and the
 * stable `reason` of a refusal a page acts on in particular ('already_applied'), else null.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: string[] = [],
    readonly reason: string | null = null,
  ) {
    super(message);
  }
}

/** The field a server text names first ('body.companyName: ', 'answers.revenue: ', 'file: '). */
const fieldPath = /^[a-z][\w-]*(?:\.[\w-]+)*: (?=\S)/;

/** A server text as people read it: 'body.pitch: Pitch is required' becomes 'Pitch is required'. */
export const peopleText = (text: string) => text.replace(fieldPath, '');

/**
 * What to show for a failure (calls 8): the first item of the server's `errors` (without the field path
 * it names for forms), else its message, else the fallback (the spec's default text for that action).
 */
export const errorText = (error: unknown, fallback = defaultErrorText) => {
  if (!(error instanceof ApiError)) return fallback;
  const first = error.errors.find((text) => text.trim() !== '');
  return first !== undefined ? peopleText(first) : peopleText(error.message.trim()) || fallback;
};

/** Anything that validates a response body into a type; zod schemas from @ventura/shared fit. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };
/**
 * A response schema loaded on demand (`async () => (await import('./schemas.ts')).X`), fetched beside the
 * request: calls of the first screen then do not need zod before that screen shows.
 */
export type SchemaLoader<T> = () => Promise<ResponseSchema<T>>;

export type Query = Record<string, string | number | boolean | null | undefined>;

type Options = {
  query?: Query;
  /** Sent as JSON, or as it is when it is a FormData (multipart: a file upload). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sent without credentials: no bearer token and `credentials: 'omit'` (spec 6: tenant verification).
   * Its failures are the caller's alone; no session ends because of them.
   */
  anonymous?: boolean;
};

const urlOf = (base: Base, path: string, query: Query = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const errorFrom = (status: number, body: unknown) => {
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  const errors =
    isRecord(body) && Array.isArray(body.errors)
      ? body.errors.filter((item): item is string => typeof item === 'string')
      : [];
  const reason = isRecord(body) && typeof body.reason === 'string' ? body.reason : null;
  return new ApiError(status, message, errors, reason);
};

/**
 * The partner (a uuid) the visitor arrived through, set once at start. A partner-only tenant refuses
 * most public calls of someone who is not signed in unless they name that partner.
 */
let visitPartner: string | null = null;
export const setVisitPartner = (partnerId: string | null) => {
  visitPartner = partnerId;
};

/** `X-Partner-Id` with the visit's partner while nobody is signed in; nothing otherwise. */
export const partnerHeaders = (): Record<string, string> =>
  visitPartner !== null && sessionStore.token() === null ? { 'x-partner-id': visitPartner } : {};

/**
 * What the app does once for every 401 and 403 (spec 6): the shell registers it at start. The call
 * still fails afterwards, so the caller's own state ends in its error branch.
 */
type AuthFailureHandler = (status: 401 | 403, error: ApiError) => void;
let onAuthFailure: AuthFailureHandler = () => {};
export const setAuthFailureHandler = (handler: AuthFailureHandler) => {
  onAuthFailure = handler;
};

/** A success as the server wrote it: the envelope's data, and its message (empty when it has none). */
export type Answer<T> = { data: T; message: string };

async function request<T>(
  base: Base,
  method: string,
  path: string,
  schema: ResponseSchema<T> | SchemaLoader<T>,
  options: Options,
): Promise<Answer<T>> {
  const parser = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // Awaited after the answer; until then a failed load must not count as an unhandled rejection.
  parser.catch(() => undefined);
  const headers: Record<string, string> = { accept: 'application/json', ...partnerHeaders() };
  const anonymous = options.anonymous === true;
  const token = anonymous ? null : sessionStore.token();
  if (token) headers.authorization = `Bearer ${token}`;
  // A form (a file upload) sets its own multipart type and boundary; anything else goes as JSON.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(base, path, options.query), {
      method,
      headers,
      body: form ?? (options.body === undefined ? null : JSON.stringify(options.body)),
      credentials: anonymous ? 'omit' : 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, unreachableText);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const error = errorFrom(response.status, body);
    if (!anonymous && ((response.status === 401 && token) || response.status === 403)) {
      onAuthFailure(response.status, error);
    }
    throw error;
  }
  let validator: ResponseSchema<T>;
  try {
    validator = await parser;
  } catch {
    // The schema's chunk could not be fetched: the network, as far as the visitor can tell.
    throw new ApiError(0, unreachableText);
  }
  let data: T;
  try {
    data = validator.parse(isRecord(body) ? body.data : undefined);
  } catch {
    throw new ApiError(response.status, unexpectedText);
  }
  return { data, message: isRecord(body) && typeof body.message === 'string' ? body.message : '' };
}

type Schema<T> = ResponseSchema<T> | SchemaLoader<T>;

const dataOf = async <T>(answer: Promise<Answer<T>>) => (await answer).data;

/** Calls that return the envelope's `data`, validated by the schema given (or loaded on demand). */
const clientAt = (base: Base) => ({
  get: <T>(path: string, schema: Schema<T>, options: Omit<Options, 'body'> = {}) =>
    dataOf(request(base, 'GET', path, schema, options)),
  post: <T>(path: string, schema: Schema<T>, options: Options = {}) =>
    dataOf(request(base, 'POST', path, schema, options)),
  patch: <T>(path: string, schema: Schema<T>, options: Options = {}) =>
    dataOf(request(base, 'PATCH', path, schema, options)),
  put: <T>(path: string, schema: Schema<T>, options: Options = {}) =>
    dataOf(request(base, 'PUT', path, schema, options)),
  delete: <T>(path: string, schema: Schema<T>, options: Options = {}) =>
    dataOf(request(base, 'DELETE', path, schema, options)),
});

/** Calls under /api/v1 (most of the API). */
export const api = clientAt('/api/v1');
/** Calls under /api/v2 (issue 21: meetings, events, the wishlist), the same client otherwise. */
export const apiV2 = clientAt('/api/v2');

/**
 * Writes whose answer the page shows in the server's own words ('Invitation sent to …'): they return
 * the envelope's message beside its data.
 */
export const apiWithMessage = {
  post: <T>(path: string, schema: Schema<T>, options: Options = {}) =>
    request('/api/v1', 'POST', path, schema, options),
  patch: <T>(path: string, schema: Schema<T>, options: Options = {}) =>
    request('/api/v1', 'PATCH', path, schema, options),
  delete: <T>(path: string, schema: Schema<T>, options: Options = {}) =>
    request('/api/v1', 'DELETE', path, schema, options),
};
