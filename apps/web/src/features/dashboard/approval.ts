import type { ProfileDashboard } from '@ventura/shared';

export { approvalInfo } from '../../ui/approval-status.ts';

type RequestApproval = {
  /** Whether the button belongs on the page at all: not once the profile is approved. */
  shown: boolean;
  /** Only when the server says the profile may ask now. */
  enabled: boolean;
  /** Why it cannot be pressed, when that is not plain from the page. */
  hint: string | null;
};

/** The 'Request approval' button of the dashboard, from what the server answered. */
export const requestApprovalOf = ({
  completeness,
  can,
}: Pick<ProfileDashboard, 'completeness' | 'can'>): RequestApproval => {
  if (completeness.isApproved) return { shown: false, enabled: false, hint: null };
  if (can.requestApproval) return { shown: true, enabled: true, hint: null };
  if (completeness.approvalStatus === 'submitted') {
    return {
      shown: true,
      enabled: false,
      hint: 'Approval requested: you will hear once the platform team has decided.',
    };
  }
  if (!completeness.complete) {
    return { shown: true, enabled: false, hint: 'Complete the missing parts to request approval.' };
  }
  return { shown: true, enabled: false, hint: null };
};

/** The operators' message shown with a decision that did not approve the profile. */
export const decisionMessageOf = ({ isRejected, approvalMessage }: ProfileDashboard['completeness']) =>
  isRejected && approvalMessage?.trim() ? approvalMessage.trim() : null;
