import { describe, expect, it } from 'vitest';
import { callingCodeFor, callingCodeOf, countryOptions, loginContact } from './contact.ts';

const country = (isoCode: string, name: string, phoneCode: string) => ({
  id: 1,
  isoCode,
  name,
  phoneCode,
  flag: '',
  currency: null,
});

describe('country calling codes', () => {
  it('reads the calling code of every shape the reference data has', () => {
    expect(callingCodeOf('91')).toBe('91');
    expect(callingCodeOf('+1-684')).toBe('1');
    expect(callingCodeOf('1-809 and 1-829')).toBe('1');
    expect(callingCodeOf('+358-18')).toBe('358');
    expect(callingCodeOf('')).toBe('');
  });

  it('offers India while the list loads, and drops countries without a code', () => {
    expect(countryOptions(undefined)).toEqual([{ isoCode: 'IN', callingCode: '91', name: 'India' }]);
    const options = countryOptions([country('AQ', 'Antarctica', ''), country('US', 'United States', '1')]);
    expect(options).toEqual([{ isoCode: 'US', name: 'United States', callingCode: '1' }]);
    expect(callingCodeFor(options, 'US')).toBe('1');
    expect(callingCodeFor(options, 'IN')).toBe('91');
    expect(callingCodeFor(options, 'ZZ')).toBe('');
  });
});

describe('loginContact', () => {
  const values = { country: 'IN', mobileNumber: ' 98000-00010 ', email: ' Aarav@GreenLeaf.demo ' };

  it('sends the number as digits with its country code, or the email alone', () => {
    expect(loginContact({ ...values, method: 'mobile' }, '91')).toEqual({
      countryCode: '91',
      mobileNumber: '9800000010',
    });
    expect(loginContact({ ...values, method: 'email' }, '91')).toEqual({ email: 'Aarav@GreenLeaf.demo' });
  });
});
