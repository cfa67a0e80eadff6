/* Reading a provider's JSON without trusting its shape: each reader answers a value of its type or a fallback. */

export type Json = Record<string, unknown>;

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export const objectAt = (value: unknown, ...path: string[]): Json => {
  let at: unknown = value;
  for (const key of path) at = isJson(at) ? at[key] : undefined;
  return isJson(at) ? at : {};
};

export const textAt = (value: Json, key: string): string | null => {
  const found = value[key];
  return typeof found === 'string' ? found : null;
};

export const numberAt = (value: Json, key: string): number | null => {
  const found = value[key];
  return typeof found === 'number' && Number.isFinite(found) ? found : null;
};

export const firstOf = (value: Json, key: string): Json => {
  const found = value[key];
  return Array.isArray(found) ? objectAt(found[0]) : {};
};

/** Unix seconds as a date; null for anything else. */
export const dateOfUnix = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

export const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const found = headers[name.toLowerCase()];
  return Array.isArray(found) ? found[0] : found;
};
