// @vitest-environment jsdom
import { limits, portfolioCsvColumns } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { csvField, csvFileProblem, csvRulesText, csvTemplate, csvTemplateHref, refusalTexts } from './portfolio-csv.ts';

describe('the CSV template', () => {
  it('has the header the server reads and one example row with every column', () => {
    const lines = csvTemplate().split('\r\n');
    expect(lines[0]).toBe('startup_name,founder_name,email,website,message');
    expect(lines[0]?.split(',')).toEqual([...portfolioCsvColumns]);
    expect(lines[1]).toBe(
      'Acme Robotics,Asha Verma,asha@acme-robotics.example,https://acme-robotics.example,"We met at Demo Day, and we would love to have you in our portfolio."',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });

  it('downloads as a data address that holds the same text', () => {
    const href = csvTemplateHref();
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(csvTemplate());
  });

  it('quotes the fields that need it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('says which columns are needed and the limits', () => {
    expect(csvRulesText()).toBe(
      `One startup a row under a header row: startup_name, founder_name, email (required), website and message. Up to ${limits.portfolioCsvRows} rows and 1 MB.`,
    );
  });
});

describe('csvFileProblem', () => {
  it('takes a .csv of any case up to the size limit, and refuses the rest before sending', () => {
    expect(csvFileProblem({ name: 'startups.csv', size: 2000 })).toBeNull();
    expect(csvFileProblem({ name: 'STARTUPS.CSV', size: limits.portfolioCsvBytes })).toBeNull();
    expect(csvFileProblem({ name: 'startups.xlsx', size: 2000 })).toBe('Choose a CSV file (a name ending in .csv).');
    expect(csvFileProblem({ name: 'startups.csv', size: 0 })).toBe('This file is empty.');
    expect(csvFileProblem({ name: 'startups.csv', size: limits.portfolioCsvBytes + 512 * 1024 })).toBe(
      'The file must be at most 1 MB; this one is 1.5 MB.',
    );
  });
});

describe('refusalTexts', () => {
  it("lists each reason of a refused file without its 'file:' prefix, else the one message", () => {
    const missing = new ApiError(400, 'Invalid request', [
      'file: The header has no "founder_name" column',
      'file: The header has no "email" column',
    ]);
    expect(refusalTexts(missing)).toEqual([
      'The header has no "founder_name" column',
      'The header has no "email" column',
    ]);
    expect(refusalTexts(new ApiError(413, 'Too large', ['file: File is larger than 1024 KB']))).toEqual([
      'File is larger than 1024 KB',
    ]);
    expect(refusalTexts(new Error('boom'))).toEqual(['The file could not be imported']);
  });
});
