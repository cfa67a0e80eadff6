import { limits, portfolioCsvColumns, portfolioCsvRequired } from '@ventura/shared';
import { ApiError, errorText } from '../../api/client.ts';
import { fileSizeText } from '../../ui/file-size.ts';
import { withoutFieldPath } from '../../ui/form-errors.ts';

type Column = (typeof portfolioCsvColumns)[number];

/** The template's example row: one startup, with every column filled. */
const exampleRow: Record<Column, string> = {
  startup_name: 'Acme Robotics',
  founder_name: 'Asha Verma',
  email: 'asha@acme-robotics.example',
  website: 'https://acme-robotics.example',
  message: 'We met at Demo Day, and we would love to have you in our portfolio.',
};

/** A CSV field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
export const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The template to download: the header row in the order the server reads, and one example row. */
export const csvTemplate = () =>
  `${[portfolioCsvColumns.join(','), portfolioCsvColumns.map((column) => csvField(exampleRow[column])).join(',')].join('\r\n')}\r\n`;

/** The template as a link's address, so downloading it needs no call and no object URL to free. */
export const csvTemplateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate())}`;
export const csvTemplateName = 'portfolio-template.csv';

/** What the import panel says a file must hold. */
export const csvRulesText = () => {
  const optional = portfolioCsvColumns.filter(
    (column) => !(portfolioCsvRequired as readonly string[]).includes(column),
  );
  return `One startup a row under a header row: ${portfolioCsvRequired.join(', ')} (required), ${optional.join(' and ')}. Up to ${limits.portfolioCsvRows} rows and ${fileSizeText(limits.portfolioCsvBytes)}.`;
};

/** Why a chosen file cannot be imported, before it is sent: not a .csv, empty or too large. Null when it may go. */
export const csvFileProblem = (file: Pick<File, 'name' | 'size'>) => {
  if (!file.name.toLowerCase().endsWith('.csv')) return 'Choose a CSV file (a name ending in .csv).';
  if (file.size === 0) return 'This file is empty.';
  if (file.size > limits.portfolioCsvBytes) {
    return `The file must be at most ${fileSizeText(limits.portfolioCsvBytes)}; this one is ${fileSizeText(file.size, 'up')}.`;
  }
  return null;
};

/** Why the server refused the whole file: each of its reasons ('file: …' says it of the file), else its message. */
export const refusalTexts = (error: unknown) => {
  const texts = error instanceof ApiError && error.status === 400 ? error.errors : [];
  const reasons = texts.length > 0 ? texts : [errorText(error, 'The file could not be imported')];
  return reasons.map((text) => withoutFieldPath(text).replace(/^file: /, ''));
};
