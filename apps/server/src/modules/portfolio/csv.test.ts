import { describe, expect, it } from 'vitest';
import { checkRow, readPortfolioCsv } from './csv.ts';

const read = (text: string) => readPortfolioCsv(Buffer.from(text));

describe('readPortfolioCsv', () => {
  it('reads tab-separated files, header names in any case, quoted separators and line breaks', () => {
    const rows = read(
      'STARTUP NAME\tfounder-name\temail\nAcme, Inc.\t"Ann\nLee"\tann@acme.test\n\nBeta\tBo\tbo@beta.test',
    );
    expect(rows).toEqual([
      { line: 2, cells: { startup_name: 'Acme, Inc.', founder_name: 'Ann\nLee', email: 'ann@acme.test' } },
      { line: 5, cells: { startup_name: 'Beta', founder_name: 'Bo', email: 'bo@beta.test' } },
    ]);
  });

  it('keeps only the known columns and drops empty cells', () => {
    const [row] = read('startup_name,founder_name,email,notes,website\nAcme,Ann,ann@acme.test,secret,  \n');
    expect(row?.cells).toEqual({ startup_name: 'Acme', founder_name: 'Ann', email: 'ann@acme.test' });
  });
});

describe('checkRow', () => {
  it("names the CSV's columns in its reasons", () => {
    expect(checkRow({ line: 3, cells: { startup_name: 'A', email: 'x' } })).toEqual({
      line: 3,
      ok: false,
      startupName: 'A',
      email: 'x',
      errors: [
        'startup_name: Enter the startup name',
        "founder_name: Enter the founder's name",
        'email: Enter a valid email address',
      ],
    });
  });

  it('answers the values of a good row, the email in lower case', () => {
    const row = checkRow({ line: 2, cells: { startup_name: 'Acme', founder_name: 'Ann Lee', email: 'Ann@Acme.TEST' } });
    expect(row).toMatchObject({ ok: true, value: { startupName: 'Acme', email: 'ann@acme.test' } });
  });
});
