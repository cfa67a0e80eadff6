import type { FormErrors } from '@mantine/form';

type Issue = { path: readonly PropertyKey[]; message: string };
type Schema = { safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: Issue[] } } };

/**
 * Form errors from a shared schema, the first message per field. `rename` maps a schema path to the
 * form's field when they differ (the shared schema is the request's shape, not the form's).
 */
export const fieldErrors = (schema: Schema, value: unknown, rename: Record<string, string> = {}): FormErrors => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = rename[path] ?? path;
    errors[field] ??= issue.message;
  }
  return errors;
};
