/*
 * What PostgreSQL (or PGlite) said when a statement failed, found through the wrappers around it (Drizzle's
 * query error keeps the driver's as its cause): which rule of the schema a write broke.
 */

type DriverError = { code: string; constraint?: unknown; message?: unknown };

/** The error in the chain that carries this SQLSTATE, if any. */
const withCode = (error: unknown, code: string): DriverError | null => {
  let current = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    if ('code' in current && current.code === code) return current as DriverError;
    current = 'cause' in current ? current.cause : undefined;
  }
  return null;
};

/** A unique index refused the write (23505): someone stored the same key first. */
export const isUniqueViolation = (error: unknown) => withCode(error, '23505') !== null;

/** The unique index a failed write broke (its name, else the message naming it), or null if it broke none. */
export const brokenUniqueIndex = (error: unknown): string | null => {
  const found = withCode(error, '23505');
  if (!found) return null;
  if (typeof found.constraint === 'string' && found.constraint) return found.constraint;
  return typeof found.message === 'string' ? found.message : '';
};

/** An exclusion constraint refused the write (23P01): it overlaps a row already there. */
export const isExclusionViolation = (error: unknown) => withCode(error, '23P01') !== null;
