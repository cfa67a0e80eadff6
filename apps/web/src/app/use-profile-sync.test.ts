import { describe, expect, it } from 'vitest';
import { signsOutOnRejection } from './use-profile-sync.ts';

const on = { logout_on_rejection: true };
const user = { uuid: 'p1', impersonated: false };

describe('signsOutOnRejection', () => {
  it('signs out a rejected profile where the tenant says so', () => {
    expect(signsOutOnRejection(on, user, { uuid: 'p1', approvalStatus: 'rejected' })).toBe(true);
  });

  it('leaves everyone else, and operators looking as the user', () => {
    expect(signsOutOnRejection({ logout_on_rejection: false }, user, { uuid: 'p1', approvalStatus: 'rejected' })).toBe(
      false,
    );
    expect(signsOutOnRejection(on, user, { uuid: 'p1', approvalStatus: 'submitted' })).toBe(false);
    expect(signsOutOnRejection(on, user, { uuid: 'p0', approvalStatus: 'rejected' })).toBe(false);
    expect(signsOutOnRejection(on, { ...user, impersonated: true }, { uuid: 'p1', approvalStatus: 'rejected' })).toBe(
      false,
    );
    expect(signsOutOnRejection(on, null, null)).toBe(false);
  });
});
