import type { ProfileDashboard } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { decisionMessageOf, requestApprovalOf } from './approval.ts';

type Completeness = ProfileDashboard['completeness'];
const completeness = (overrides: Partial<Completeness>): Completeness => ({
  percentage: 100,
  complete: true,
  missing: [],
  isApproved: false,
  isRejected: false,
  approvalStatus: 'draft',
  approvalMessage: null,
  ...overrides,
});
const can = (requestApproval: boolean): ProfileDashboard['can'] => ({
  requestApproval,
  edit: true,
  connect: true,
  message: true,
});

describe('requestApprovalOf', () => {
  it('enables the button only when the server says the profile may ask', () => {
    expect(requestApprovalOf({ completeness: completeness({}), can: can(true) })).toEqual({
      shown: true,
      enabled: true,
      hint: null,
    });
    expect(requestApprovalOf({ completeness: completeness({}), can: can(false) }).enabled).toBe(false);
  });

  it('says why it cannot be pressed: parts missing, or a request waiting', () => {
    expect(
      requestApprovalOf({ completeness: completeness({ complete: false, percentage: 40 }), can: can(false) }),
    ).toEqual({ shown: true, enabled: false, hint: 'Complete the missing parts to request approval.' });
    expect(
      requestApprovalOf({ completeness: completeness({ approvalStatus: 'submitted' }), can: can(false) }).hint,
    ).toBe('Approval requested: you will hear once the platform team has decided.');
  });

  it('is gone once the profile is approved', () => {
    const approved = completeness({ isApproved: true, approvalStatus: 'approved' });
    expect(requestApprovalOf({ completeness: approved, can: can(false) }).shown).toBe(false);
  });
});

describe('decisionMessageOf', () => {
  it('shows the operators’ message with a rejection, and nothing else', () => {
    const rejected = { isRejected: true, approvalStatus: 'rejected' as const };
    expect(decisionMessageOf(completeness({ ...rejected, approvalMessage: ' Add founders. ' }))).toBe('Add founders.');
    expect(decisionMessageOf(completeness({ ...rejected, approvalMessage: '  ' }))).toBeNull();
    expect(decisionMessageOf(completeness({ approvalMessage: 'Welcome aboard' }))).toBeNull();
  });
});
