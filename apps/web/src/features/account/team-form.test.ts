// @vitest-environment jsdom
import type { Country } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import {
  callingCodeOptions,
  countryForCallingCode,
  type TeamFormValues,
  teamFieldOf,
  teamFormErrors,
  teamMemberBody,
} from './team-form.ts';

const country = (isoCode: string, name: string, phoneCode: string): Country => ({
  id: isoCode.charCodeAt(0),
  isoCode,
  name,
  phoneCode,
  flag: '',
  currency: null,
});

const options = callingCodeOptions([
  country('AS', 'American Samoa', '+1-684'),
  country('CA', 'Canada', '1'),
  country('IN', 'India', '91'),
  country('AQ', 'Antarctica', ''),
  country('GB', 'United Kingdom', '+44'),
]);

const values = (overrides: Partial<TeamFormValues>): TeamFormValues => ({
  name: 'Asha Rao',
  contact: 'email',
  email: '',
  country: null,
  mobileNumber: '',
  ...overrides,
});

describe('callingCodeOptions', () => {
  it('keeps countries with a plain calling code, without the plus', () => {
    expect(options).toEqual([
      { value: 'CA', label: 'Canada (+1)', callingCode: '1' },
      { value: 'IN', label: 'India (+91)', callingCode: '91' },
      { value: 'GB', label: 'United Kingdom (+44)', callingCode: '44' },
    ]);
    expect(countryForCallingCode(options, '91')).toBe('IN');
    expect(countryForCallingCode(options, null)).toBeNull();
  });
});

describe('teamMemberBody', () => {
  it('sends only the contact chosen', () => {
    const filled = values({ email: ' asha@example.com ', country: 'IN', mobileNumber: '9876543210' });
    expect(teamMemberBody(filled, options)).toEqual({ name: 'Asha Rao', email: 'asha@example.com' });
    expect(teamMemberBody({ ...filled, contact: 'mobile' }, options)).toEqual({
      name: 'Asha Rao',
      countryCode: '91',
      mobileNumber: '9876543210',
    });
  });
});

describe('teamFormErrors', () => {
  it('passes a good email or a good mobile number', () => {
    expect(teamFormErrors(values({ email: 'asha@example.com' }), options)).toEqual({});
    expect(teamFormErrors(values({ contact: 'mobile', country: 'IN', mobileNumber: '9876543210' }), options)).toEqual(
      {},
    );
  });

  it('asks for the contact chosen when it is empty', () => {
    expect(teamFormErrors(values({}), options)).toEqual({ email: 'Enter an email address' });
    expect(teamFormErrors(values({ contact: 'mobile', country: 'IN' }), options)).toEqual({
      mobileNumber: 'Enter a mobile number',
    });
  });

  it('names the field of each problem', () => {
    expect(teamFormErrors(values({ name: ' ', email: 'asha@' }), options)).toEqual({
      name: 'Enter a name',
      email: 'Enter a valid email address',
    });
    expect(teamFormErrors(values({ contact: 'mobile', mobileNumber: '9876543210' }), options)).toEqual({
      country: 'Choose a country code',
    });
    // A number that does not fit the country's numbering plan.
    expect(teamFormErrors(values({ contact: 'mobile', country: 'GB', mobileNumber: '12345' }), options)).toEqual({
      mobileNumber: 'Enter a valid mobile number',
    });
  });
});

describe('teamFieldOf', () => {
  it('puts contact problems on the contact field shown', () => {
    expect(teamFieldOf('email')('mobileNumber')).toBe('email');
    expect(teamFieldOf('mobile')('email')).toBe('mobileNumber');
    expect(teamFieldOf('mobile')('countryCode')).toBe('country');
    expect(teamFieldOf('email')('website')).toBeUndefined();
  });
});
