import { ApiError, errorText } from '../../api/client.ts';

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };
type Schema = { safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: Issue[] } } };

/**
 * Checks a request body with its shared schema and places each problem on the form field it belongs
 * to (`fieldOf` maps a body key to the field; problems of no field are left out). Empty when valid.
 */
export const schemaFieldErrors = <F extends string>(
  schema: Schema,
  body: unknown,
  fieldOf: (key: string) => F | undefined,
): Partial<Record<F, string>> => {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Partial<Record<F, string>> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};

const bodyError = /^body\.([A-Za-z0-9_]+)[^:]*: (.+)$/;

/**
 * The server's answer to a rejected form, put back on its fields: each "body.<key>: <problem>" of a
 * 400, and a 409 (the contact is taken) on `conflictField`. Empty when the failure belongs to no field.
 */
export const serverFieldErrors = <F extends string>(
  error: unknown,
  fieldOf: (key: string) => F | undefined,
  conflictField?: F,
): Partial<Record<F, string>> => {
  const errors: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return errors;
  if (error.status === 409 && conflictField) {
    errors[conflictField] = errorText(error);
    return errors;
  }
  if (error.status !== 400) return errors;
  for (const text of error.errors) {
    const match = bodyError.exec(text);
    const field = match?.[1] ? fieldOf(match[1]) : undefined;
    if (field && match?.[2] && !errors[field]) errors[field] = match[2];
  }
  return errors;
};

export const hasErrors = (errors: Partial<Record<string, string>>) => Object.keys(errors).length > 0;
