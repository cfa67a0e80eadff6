import { type AccountType, type ApprovalStatus, accountTypes, type ConsoleOverview } from '@ventura/shared';

export type TypeSummary = { accountType: AccountType; total: number; byStatus: Record<ApprovalStatus, number> };

const noProfiles = (): Record<ApprovalStatus, number> => ({
  draft: 0,
  submitted: 0,
  approved: 0,
  rejected: 0,
  limited_access: 0,
});

/** The overview's profile counts by type, in the spec's order of types, leaving out types with none. */
export const profilesByType = (rows: ConsoleOverview['profiles']): TypeSummary[] =>
  accountTypes.flatMap((accountType) => {
    const own = rows.filter((row) => row.accountType === accountType);
    if (own.length === 0) return [];
    const byStatus = noProfiles();
    for (const row of own) byStatus[row.approvalStatus] += row.count;
    return [{ accountType, total: own.reduce((sum, row) => sum + row.count, 0), byStatus }];
  });
