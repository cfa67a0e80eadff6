import { humanIssue } from '@ventura/shared';
import { ApiError, errorText } from '../api/client.ts';

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };
type Schema = {
  safeParse: (
    value: unknown,
    params: { error: typeof humanIssue },
  ) => { success: true } | { success: false; error: { issues: Issue[] } };
};

/** Where a problem of a body path ('email', 'links.0') shows on the form; undefined leaves it out. */
export type FieldOf<F extends string> = (path: string) => F | undefined;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const samePath = (path: string) => path;

/** A `fieldOf` that renames some paths (the request's shape is not always the form's) and keeps the rest. */
export const renamed =
  (names: Readonly<Record<string, string>>): FieldOf<string> =>
  (path) =>
    names[path] ?? path;

/**
 * Checks a request body with its shared schema and places each problem on the form field it belongs
 * to, the first problem per field, in words (`humanIssue`, as the server says them). Empty when valid.
 */
export function schemaFieldErrors(schema: Schema, body: unknown): FieldErrors<string>;
export function schemaFieldErrors<F extends string>(schema: Schema, body: unknown, fieldOf: FieldOf<F>): FieldErrors<F>;
export function schemaFieldErrors(schema: Schema, body: unknown, fieldOf: FieldOf<string> = samePath) {
  const result = schema.safeParse(body, { error: humanIssue });
  if (result.success) return {};
  const errors: FieldErrors<string> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const bodyProblem = /^body\.([\w.]+): (.+)$/;

/** A server text 'body.<path>: <problem>' split in two; undefined for a text of no field. */
export const fieldProblem = (text: string) => {
  const match = bodyProblem.exec(text);
  return match?.[1] && match[2] ? { path: match[1], problem: match[2] } : undefined;
};

/** A server text as people read it: 'body.companyName: Company name required' becomes 'Company name required'. */
export const withoutFieldPath = (text: string) => fieldProblem(text)?.problem ?? text;

/**
 * The server's answer to a rejected form, put back on its fields: each "body.<path>: <problem>" of a
 * 400, and a 409 (the contact is taken) on `conflictField`. Empty when the failure belongs to no field.
 */
export const serverFieldErrors = <F extends string>(
  error: unknown,
  fieldOf: FieldOf<F>,
  conflictField?: F,
): FieldErrors<F> => {
  const errors: FieldErrors<F> = {};
  if (!(error instanceof ApiError)) return errors;
  if (error.status === 409 && conflictField) {
    errors[conflictField] = errorText(error);
    return errors;
  }
  if (error.status !== 400) return errors;
  for (const text of error.errors) {
    const problem = fieldProblem(text);
    const field = problem ? fieldOf(problem.path) : undefined;
    if (problem && field && !errors[field]) errors[field] = problem.problem;
  }
  return errors;
};

export const hasErrors = (errors: Partial<Record<string, string>>) => Object.keys(errors).length > 0;
