import { limits, PortfolioStartupInput, portfolioCsvColumns, portfolioCsvRequired } from '@ventura/shared';
import type { z } from 'zod';
import { type CsvRecord, readCsv } from '../../platform/http/csv-read.ts';

type Column = (typeof portfolioCsvColumns)[number];
type Input = z.output<typeof PortfolioStartupInput>;

/** A row as the file gave it: its line (the header is line 1) and its cells by column. */
export type CsvRow = CsvRecord<Column>;
/** A row read: its values, or what is wrong with it, each reason naming the column. */
export type CheckedRow =
  | { line: number; ok: true; value: Input }
  | { line: number; ok: false; startupName: string | null; email: string | null; errors: string[] };

const columnOfField: Record<keyof Input, Column> = {
  startupName: 'startup_name',
  founderName: 'founder_name',
  email: 'email',
  website: 'website',
  message: 'message',
};

/** The rows of a portfolio CSV (platform/http/csv-read.ts), at most `limits.portfolioCsvRows`. */
export const readPortfolioCsv = (bytes: Buffer): CsvRow[] =>
  readCsv(bytes, { columns: portfolioCsvColumns, required: portfolioCsvRequired, maxRows: limits.portfolioCsvRows });

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
