import Papa from 'papaparse';
import { badRequest } from '../errors.ts';

/** A row as the file gave it: its line (the header is line 1) and its cells by column. */
export type CsvRecord<C extends string> = { line: number; cells: Partial<Record<C, string>> };

const fileError = (problem: string) => badRequest('The CSV could not be imported', [`file: ${problem}`]);

/** 'Startup name', 'startup-name' and 'STARTUP_NAME' all name startup_name. */
const columnOf = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * The rows of an uploaded CSV. The bytes must be UTF-8 text (a spreadsheet's binary file is refused, not
 * guessed at), with a header naming at least the required columns; comma, semicolon and tab separators
 * are all read. Blank lines are skipped, unknown columns ignored. Refuses (400, naming the file) anything
 * else, and more than `maxRows` rows.
 */
export const readCsv = <C extends string>(
  input: Buffer | string,
  options: { columns: readonly C[]; required: readonly C[]; maxRows: number },
): CsvRecord<C>[] => {
  const text = typeof input === 'string' ? input : new TextDecoder('utf-8', { fatal: false }).decode(input);
  if (text.includes('\u0000') || text.includes('\uFFFD')) {
    throw fileError('This is not a CSV file: save the sheet as CSV (UTF-8) and upload that');
  }
  const [header, ...rows] = records(text.replace(/^\uFEFF/, ''));
  if (!header) throw fileError('The file is empty');
  const columns = header.cells.map(columnOf);
  const missing = options.required.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw badRequest(
      'The CSV could not be imported',
      missing.map((column) => `file: The header has no "${column}" column`),
    );
  }
  if (rows.length === 0) throw fileError('The file has a header but no rows');
  if (rows.length > options.maxRows) {
    throw fileError(`The file has ${rows.length} rows; import at most ${options.maxRows} at a time`);
  }
  const known = new Set<string>(options.columns);
  return rows.map(({ line, cells: row }) => {
    const cells: Partial<Record<C, string>> = {};
    columns.forEach((column, at) => {
      const cell = row[at]?.trim();
      if (known.has(column) && cell) cells[column as C] = cell;
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
