// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { partnerIdOf, storedArrival } from './arrival.ts';

describe('storedArrival', () => {
  beforeEach(() => localStorage.clear());

  it('is empty for a direct visit', () => {
    expect(storedArrival()).toEqual({});
  });

  it('carries what the arrival link left, with the auto-apply flag as a boolean', () => {
    localStorage.setItem('referralCode', 'R1');
    localStorage.setItem('program', 'p9');
    localStorage.setItem('autoApply', 'true');
    localStorage.setItem('inviteCode', 'VENTURA2026');
    localStorage.setItem('partner', 'acme');
    localStorage.setItem('userType', 'startup');
    expect(storedArrival()).toEqual({
      referralCode: 'R1',
      program: 'p9',
      autoApply: true,
      inviteCode: 'VENTURA2026',
      partner: 'acme',
    });
  });

  it('takes a partner as a partner id only when it is a uuid', () => {
    expect(partnerIdOf('acme')).toBeUndefined();
    expect(partnerIdOf('2b1f0a52-6c1e-4e43-9a53-4a2f7e1f0a11')).toBe('2b1f0a52-6c1e-4e43-9a53-4a2f7e1f0a11');
  });
});
