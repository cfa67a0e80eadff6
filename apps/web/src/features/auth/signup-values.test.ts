// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  codeRequest,
  emptySignup,
  registration,
  type SignupValues,
  startupDetailsMissing,
  validateSignup,
} from './signup-values.ts';

const filled = (overrides: Partial<SignupValues> = {}): SignupValues => ({
  ...emptySignup('IN', ''),
  name: 'Nina Patel',
  method: 'email',
  email: 'nina@nimbus.example',
  ...overrides,
});

describe('validateSignup', () => {
  it('names the missing fields of each account type with the spec’s words', () => {
    expect(validateSignup('startup', filled(), '91')).toMatchObject({
      companyName: 'Company name required',
      servicesLookingFor: 'Select at least one option',
    });
    expect(validateSignup('corporate', filled({ companyName: 'Tatva' }), '91')).toEqual({
      designation: 'Designation is required',
    });
    expect(validateSignup('investor', filled(), '91')).toEqual({ organizationName: 'Organization name is required' });
    expect(validateSignup('investor', filled({ investorType: 'individual', website: 'nope' }), '91')).toEqual({
      website: 'Enter a valid website',
    });
    expect(validateSignup('mentor', filled(), '91')).toEqual({});
  });

  it('checks the person and the contact', () => {
    expect(validateSignup('mentor', filled({ name: ' ', email: 'not-an-email' }), '91')).toEqual({
      name: 'Enter your name',
      email: 'Enter a valid email address',
    });
    expect(validateSignup('mentor', filled({ method: 'mobile', mobileNumber: '12345' }), '91')).toEqual({
      mobileNumber: 'Enter a valid mobile number',
    });
    expect(validateSignup('mentor', filled({ method: 'mobile', mobileNumber: '98000 00099' }), '91')).toEqual({});
    expect(
      validateSignup('mentor', filled({ method: 'mobile', mobileNumber: '9800000099', verificationEmail: 'x@' }), '91'),
    ).toEqual({ verificationEmail: 'Enter a valid email address' });
  });
});

describe('the calls the form makes', () => {
  it('asks for a code by email, or by mobile (WhatsApp with the name) through the arrival partner', () => {
    expect(codeRequest('startup', filled(), '91', undefined)).toEqual({
      type: 'startup',
      emailAddress: 'nina@nimbus.example',
    });
    const partner = '2b1f0a52-6c1e-4e43-9a53-4a2f7e1f0a11';
    expect(
      codeRequest(
        'investor',
        filled({ method: 'mobile', mobileNumber: '98000 00099', channel: 'whatsapp' }),
        '91',
        partner,
      ),
    ).toEqual({
      type: 'investor',
      countryCode: '91',
      mobileNumber: '9800000099',
      partnerId: partner,
      name: 'Nina Patel',
    });
  });

  it('registers with the profile’s own fields and how the person arrived', () => {
    const startup = filled({ companyName: ' Nimbus ', servicesLookingFor: ['fundraising'], designation: 'ignored' });
    expect(
      registration('startup', startup, 'token-12345678901234567890', { program: 'p1', referralCode: 'R1' }),
    ).toEqual({
      registrationToken: 'token-12345678901234567890',
      name: 'Nina Patel',
      companyName: 'Nimbus',
      servicesLookingFor: ['fundraising'],
      applyingForSpecificEvent: true,
      arrival: { program: 'p1', referralCode: 'R1' },
    });
    const investor = filled({
      method: 'mobile',
      mobileNumber: '9800000099',
      verificationEmail: 'nina@nimbus.example',
      investorType: 'individual',
      organizationName: 'dropped for individuals',
      website: '',
    });
    expect(registration('investor', investor, 't', {})).toEqual({
      registrationToken: 't',
      name: 'Nina Patel',
      email: 'nina@nimbus.example',
      investorType: 'individual',
      website: undefined,
      applyingForSpecificEvent: false,
    });
  });
});

describe('startupDetailsMissing', () => {
  it('holds a startup back until it has a company name and one looking-for option', () => {
    expect(startupDetailsMissing('startup', filled())).toBe(true);
    expect(startupDetailsMissing('startup', filled({ companyName: 'Nimbus Labs' }))).toBe(true);
    expect(startupDetailsMissing('startup', filled({ servicesLookingFor: ['fundraising'] }))).toBe(true);
    expect(startupDetailsMissing('startup', filled({ companyName: '   ', servicesLookingFor: ['fundraising'] }))).toBe(
      true,
    );
    expect(
      startupDetailsMissing('startup', filled({ companyName: 'Nimbus Labs', servicesLookingFor: ['mentorship'] })),
    ).toBe(false);
  });

  it('holds back no other account type', () => {
    expect(startupDetailsMissing('mentor', filled())).toBe(false);
    expect(startupDetailsMissing('corporate', filled())).toBe(false);
  });
});
