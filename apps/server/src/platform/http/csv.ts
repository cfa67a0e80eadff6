/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell that a spreadsheet would run as
 * a formula (=, +, -, @, tab, return) is kept as text behind a quote mark.
 */
export const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** Rows as CSV text, lines ended by CRLF (RFC 4180). */
export const csvOf = (rows: readonly (readonly unknown[])[]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
