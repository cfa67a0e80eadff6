// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { arrivedPartner, rememberArrival } from './arrival.ts';

describe('rememberArrival', () => {
  beforeEach(() => localStorage.clear());

  it('stores the arrival parameters', () => {
    rememberArrival(
      '?referralCode=R1&program=p9&autoApply=true&userType=startup&inviteCode=I2&partner=acme&x=1',
      localStorage,
    );
    expect(localStorage.getItem('referralCode')).toBe('R1');
    expect(localStorage.getItem('program')).toBe('p9');
    expect(localStorage.getItem('autoApply')).toBe('true');
    expect(localStorage.getItem('userType')).toBe('startup');
    expect(localStorage.getItem('inviteCode')).toBe('I2');
    expect(arrivedPartner(localStorage)).toBe('acme');
    expect(localStorage.getItem('x')).toBeNull();
  });

  it('forgets the previous invite and partner at start, but keeps other remembered values', () => {
    localStorage.setItem('inviteData', '{"from":"someone"}');
    localStorage.setItem('inviteCode', 'OLD');
    localStorage.setItem('partner', 'old-partner');
    localStorage.setItem('referralCode', 'KEEP');
    rememberArrival('', localStorage);
    expect(localStorage.getItem('inviteData')).toBeNull();
    expect(localStorage.getItem('inviteCode')).toBeNull();
    expect(arrivedPartner(localStorage)).toBeNull();
    expect(localStorage.getItem('referralCode')).toBe('KEEP');
  });

  it('keeps the partner of a signed-in member, and forgets it once nobody is signed in', () => {
    localStorage.setItem('user', JSON.stringify({ uuid: 'p1', accessToken: 't' }));
    localStorage.setItem('partner', 'kestrel');
    localStorage.setItem('inviteCode', 'OLD');
    rememberArrival('', localStorage);
    expect(arrivedPartner(localStorage)).toBe('kestrel');
    expect(localStorage.getItem('inviteCode')).toBeNull();

    localStorage.removeItem('user');
    rememberArrival('', localStorage);
    expect(arrivedPartner(localStorage)).toBeNull();
  });

  it('replaces the partner with the one in this arrival link', () => {
    localStorage.setItem('partner', 'old-partner');
    rememberArrival('?partner=new-partner', localStorage);
    expect(arrivedPartner(localStorage)).toBe('new-partner');
  });
});
