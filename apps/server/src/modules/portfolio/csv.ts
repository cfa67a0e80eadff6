import { limits, PortfolioStartupInput, portfolioCsvColumns, portfolioCsvRequired } from '@ventura/shared';
import Papa from 'papaparse';
import type { z } from 'zod';
import { badRequest } from '../../platform/errors.ts';

type Column = (typeof portfolioCsvColumns)[number];
type Input = z.output<typeof PortfolioStartupInput>;

/** A row as the file gave it: its line (the header is line 1) and its cells by column. */
export type CsvRow = { line: number; cells: Partial<Record<Column, string>> };
/** A row read: its values, or what is wrong with it, each reason naming the column. */
export type CheckedRow =
  | { line: number; ok: true; value: Input }
  | { line: number; ok: false; startupName: string | null; email: string | null; errors: string[] };

const fileError = (problem: string) => badRequest('The CSV could not be imported', [`file: ${problem}`]);

/** 'Startup name', 'startup-name' and 'STARTUP_NAME' all name startup_name. */
const columnOf = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const columnOfField: Record<keyof Input, Column> = {
  startupName: 'startup_name',
  founderName: 'founder_name',
  email: 'email',
  website: 'website',
  message: 'message',
};

/**
 * The rows of a portfolio CSV. The bytes must be UTF-8 text (a spreadsheet's binary file is refused,
 * not guessed at), with a header naming at least the required columns; comma, semicolon and tab
 * separators are all read. Blank lines are skipped. Refuses (400, naming the file) anything else,
 * and more than `limits.portfolioCsvRows` rows.
 */
export const readPortfolioCsv = (bytes: Buffer): CsvRow[] => {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\u0000') || text.includes('\uFFFD')) {
    throw fileError('This is not a CSV file: save the sheet as CSV (UTF-8) and upload that');
  }
  const [header, ...rows] = records(text.replace(/^\uFEFF/, ''));
  if (!header) throw fileError('The file is empty');
  const columns = header.cells.map(columnOf);
  const missing = portfolioCsvRequired.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw badRequest(
      'The CSV could not be imported',
      missing.map((column) => `file: The header has no "${column}" column`),
    );
  }
  if (rows.length === 0) throw fileError('The file has a header but no rows');
  if (rows.length > limits.portfolioCsvRows) {
    throw fileError(`The file has ${rows.length} rows; import at most ${limits.portfolioCsvRows} at a time`);
  }
  const known = new Set<string>(portfolioCsvColumns);
  return rows.map(({ line, cells: row }) => {
    const cells: Partial<Record<Column, string>> = {};
    columns.forEach((column, at) => {
      const cell = row[at]?.trim();
      if (known.has(column) && cell) cells[column as Column] = cell;
    });
    return { line, cells };
  });
};

/**
 * The records of a CSV with the line each starts on (quoted line breaks counted), for the report.
 * Records with no content at all (blank lines, a row of empty cells) are left out.
 */
const records = (text: string) => {
  const found: { line: number; cells: string[] }[] = [];
  let from = 0;
  let line = 1;
  let counted = 0;
  Papa.parse<string[]>(text, {
    step: ({ data, meta }) => {
      // The cursor may stop either side of the line break that ended the previous record.
      let start = from;
      while (text[start] === '\r' || text[start] === '\n') start += 1;
      for (; counted < start; counted += 1) if (text[counted] === '\n') line += 1;
      from = meta.cursor;
      if (data.some((cell) => cell.trim() !== '')) found.push({ line, cells: data });
    },
  });
  return found;
};

/** A row checked with the same rules as adding one startup by hand; reasons name the CSV's columns. */
export const checkRow = ({ line, cells }: CsvRow): CheckedRow => {
  const parsed = PortfolioStartupInput.safeParse({
    startupName: cells.startup_name ?? '',
    founderName: cells.founder_name ?? '',
    email: cells.email ?? '',
    website: cells.website,
    message: cells.message,
  });
  if (parsed.success) return { line, ok: true, value: parsed.data };
  return {
    line,
    ok: false,
    startupName: cells.startup_name ?? null,
    email: cells.email ?? null,
    errors: parsed.error.issues.map((issue) => {
      const field = issue.path[0] as keyof Input | undefined;
      return `${field ? columnOfField[field] : 'row'}: ${issue.message}`;
    }),
  };
};
