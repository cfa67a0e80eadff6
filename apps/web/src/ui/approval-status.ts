import type { ApprovalStatus } from '@ventura/shared';

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

/** The spec's toast after an approval request (calls 8). */
export const approvalRequestedText = 'Profile approval request sent!';
