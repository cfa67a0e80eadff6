import type { ImportableProfile } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { importBody, importErrors, initialChoices } from './import-wizard.ts';

const token = 'import-token-0123456789abcdef';

const profile: ImportableProfile = {
  accountType: 'startup',
  name: 'Acme Robotics',
  allowed: true,
  notAllowedReason: null,
  fields: [
    { key: 'companyName', label: 'Company name', section: 'Basics', value: 'Acme', display: 'Acme', problem: null },
    { key: 'teamSize', label: 'Team size', section: 'Basics', value: 12, display: '12', problem: null },
    {
      key: 'website',
      label: 'Website',
      section: 'Links',
      value: 'acme dot com',
      display: 'acme dot com',
      problem: 'Enter a valid web address',
    },
    {
      key: 'sectors',
      label: 'Sectors',
      section: 'Focus',
      value: ['robotics', 'spacetech'],
      display: 'Robotics, Space tech',
      problem: 'This platform has no sector "spacetech"',
    },
  ],
  files: [
    { key: 'logo', label: 'Logo', contentType: 'image/png', bytes: 2048, problem: null },
    { key: 'avatar', label: 'Photo', contentType: 'image/gif', bytes: 4096, problem: 'Photos are JPEG or PNG here' },
  ],
};

describe('the import wizard', () => {
  it('sends every field and file without a problem by default, and none of those with one', () => {
    expect(importBody(token, profile, initialChoices(profile))).toEqual({
      importToken: token,
      accountType: 'startup',
      fields: ['companyName', 'teamSize'],
      files: ['logo'],
      values: {},
      keepInStep: false,
    });
  });

  it('sends a corrected field in fields and its corrected value, in the type of the value it replaces', () => {
    const choices = initialChoices(profile);
    const body = importBody(token, profile, {
      ...choices,
      fields: { ...choices.fields, teamSize: false, website: true, sectors: true },
      corrections: { ...choices.corrections, website: ' https://acme.example ', sectors: ['robotics', ' '] },
      files: { logo: false, avatar: true },
      keepInStep: true,
    });
    expect(body.fields).toEqual(['companyName', 'website', 'sectors']);
    expect(body.values).toEqual({ website: 'https://acme.example', sectors: ['robotics'] });
    // A file with a problem never goes, whatever its box says.
    expect(body.files).toEqual([]);
    expect(body.keepInStep).toBe(true);
    // A correction of a field left out is not sent.
    const without = importBody(token, profile, { ...choices, corrections: { website: 'https://acme.example' } });
    expect(without.values).toEqual({});
  });

  it('keeps a corrected number a number', () => {
    const choices = initialChoices(profile);
    const body = importBody(token, profile, { ...choices, corrections: { teamSize: '15' } });
    expect(body.values).toEqual({ teamSize: 15 });
  });

  it('puts the server’s values.<key> texts on their fields and keeps the rest', () => {
    const error = new ApiError(400, 'Invalid request', [
      'values.website: Enter a valid web address',
      'body.values.sectors.1: This platform has no sector "spacetech"',
      'importToken: This import has expired',
    ]);
    expect(importErrors(error)).toEqual({
      fields: { website: 'Enter a valid web address', sectors: 'This platform has no sector "spacetech"' },
      other: ['importToken: This import has expired'],
    });
    expect(importErrors(new Error('offline'))).toEqual({ fields: {}, other: [] });
  });
});
