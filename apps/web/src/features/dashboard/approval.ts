import type { ApprovalStatus, TenantFeatures } from '@ventura/shared';

type ApprovalInfo = { label: string; color: string; meaning: string };

/** What each approval status is called and what it means for the person who holds the profile. */
export const approvalInfo: Record<ApprovalStatus, ApprovalInfo> = {
  draft: {
    label: 'Draft',
    color: 'gray',
    meaning: 'Your profile has not been sent for approval yet. Complete it and request approval.',
  },
  submitted: {
    label: 'Under review',
    color: 'yellow',
    meaning: 'Your profile was sent for approval. The platform team is reviewing it.',
  },
  approved: {
    label: 'Approved',
    color: 'green',
    meaning: 'Your profile is approved. Everything open to your account type is available to you.',
  },
  rejected: {
    label: 'Rejected',
    color: 'red',
    meaning: 'Your profile was not approved. Update it and request approval again.',
  },
  limited_access: {
    label: 'Limited access',
    color: 'orange',
    meaning: 'Your profile was not approved, so some features, such as messages and connections, are hidden.',
  },
};

/**
 * Whether the connection figures and links belong on the dashboard: the tenant offers connections,
 * and the profile is not under limited access, which hides them (spec 4).
 */
export const connectionsShown = (features: TenantFeatures, approvalStatus: ApprovalStatus) =>
  features.connections && !(features.limited_access && approvalStatus === 'limited_access');
