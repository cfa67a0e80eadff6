// @vitest-environment jsdom
import { profileTypes } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { formValuesOf } from './field-values.ts';
import { fieldOfPath, itemFormErrors, sectionFormErrors } from './validation.ts';

const [organisation] = profileTypes.investor.sections;
const founders = profileTypes.startup.lists.find((list) => list.key === 'founders');
if (!organisation || !founders) throw new Error('registry without investor sections or founders');

describe('sectionFormErrors', () => {
  const saved = formValuesOf(organisation.fields, { name: 'Northstar', website: 'https://northstar.example.com' });

  it('checks only what changed, with the shared schema, each problem on its field', () => {
    expect(sectionFormErrors(organisation, saved, saved)).toEqual({});
    expect(sectionFormErrors(organisation, saved, { ...saved, website: 'not a site', name: '' })).toEqual({
      website: 'Website must be a web address such as https://example.com',
      name: 'Organization name is required',
    });
    expect(sectionFormErrors(organisation, saved, { ...saved, foundedYear: 1700 })).toEqual({
      foundedYear: 'Year founded must be a year after 1800',
    });
  });

  it('lets a valid change through', () => {
    expect(sectionFormErrors(organisation, saved, { ...saved, tagline: 'Seed cheques', fundSize: 1000 })).toEqual({});
  });
});

describe('itemFormErrors', () => {
  const empty = formValuesOf(founders.fields, {});

  it('checks a new item whole: its required fields must be there', () => {
    expect(itemFormErrors(founders, null, empty)).toEqual({
      name: 'Name is required',
      designation: 'Role is required',
    });
    expect(itemFormErrors(founders, null, { ...empty, name: 'Asha', designation: 'CEO', email: 'asha@' })).toEqual({
      email: 'Email must be an email address',
    });
  });

  it('checks a changed item by what changed', () => {
    const saved = formValuesOf(founders.fields, { name: 'Asha', designation: 'CEO' });
    expect(itemFormErrors(founders, saved, saved)).toEqual({});
    expect(itemFormErrors(founders, saved, { ...saved, linkedin: 'linkedin' })).toEqual({
      linkedin: 'LinkedIn profile must be a web address such as https://example.com',
    });
  });
});

describe('fieldOfPath', () => {
  it('places a problem of a list entry on its field, and none of an unknown path', () => {
    const fieldOf = fieldOfPath(organisation.fields);
    expect(fieldOf('website')).toBe('website');
    expect(fieldOf('name.0')).toBe('name');
    expect(fieldOf('')).toBeUndefined();
    expect(fieldOf('secret')).toBeUndefined();
  });
});
