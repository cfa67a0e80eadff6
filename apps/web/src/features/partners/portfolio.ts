import {
  type PortfolioEntry,
  type PortfolioPage,
  type PortfolioSource,
  type PortfolioStatus,
  portfolioStatuses,
  portfolioStatusLabels,
  shortCount,
} from '@ventura/shared';
import dayjs from 'dayjs';

/** The tabs of the portfolio: every entry, or those in one state. */
export type StatusTab = PortfolioStatus | 'all';
export const statusTabs: readonly StatusTab[] = ['all', ...portfolioStatuses];

/** The state a `?status=` value names; anything else shows every entry. */
export const statusFromParam = (value: string | null): PortfolioStatus | null =>
  portfolioStatuses.find((status) => status === value) ?? null;

/** "Invited (3)" once the counts are known, "Invited" before. */
export const statusTabLabel = (tab: StatusTab, counts: PortfolioPage['counts'] | undefined) => {
  const label = tab === 'all' ? 'All' : portfolioStatusLabels[tab];
  if (!counts) return label;
  const count = tab === 'all' ? portfolioTotal(counts) : counts[tab];
  return `${label} (${shortCount(count)})`;
};

/** Entries in every state together. */
export const portfolioTotal = (counts: PortfolioPage['counts']) =>
  portfolioStatuses.reduce((sum, status) => sum + counts[status], 0);

export const statusColors: Record<PortfolioStatus, string> = {
  submitted: 'blue',
  invited: 'yellow',
  joined: 'green',
  declined: 'gray',
};

export const sourceLabels: Record<PortfolioSource, string> = {
  added: 'Added by you',
  csv: 'Imported from a CSV',
  submission: 'Submitted by the founder',
};

/** What the list is called for screen readers: 'Invited startups', 'Startups matching "acme"'. */
export const listLabel = (filter: { status: PortfolioStatus | null; search: string }) => {
  const which = filter.status ? `${portfolioStatusLabels[filter.status]} startups` : 'Startups';
  return filter.search ? `${which} matching "${filter.search}"` : which;
};

/** What an empty page of a portfolio that has entries says. */
export const noMatchText = (filter: { status: PortfolioStatus | null; search: string; pageNumber: number }) => {
  if (filter.pageNumber > 1) return 'This page is empty now.';
  if (filter.search) return `No startup, founder or email matches "${filter.search}".`;
  return filter.status ? `No ${portfolioStatusLabels[filter.status].toLowerCase()} startups.` : 'No startups.';
};

const formatDate = (iso: string) => dayjs(iso).format('D MMM YYYY');

/** When the entry came and, for an open invitation, until when its link works. */
export const entryDates = (entry: Pick<PortfolioEntry, 'status' | 'createdAt' | 'invitedAt' | 'expiresAt'>) => {
  if (entry.status === 'submitted') return `Submitted on ${formatDate(entry.createdAt)}`;
  if (entry.status === 'invited' && entry.invitedAt) {
    const until = entry.expiresAt ? ` · open until ${formatDate(entry.expiresAt)}` : '';
    return `Invited on ${formatDate(entry.invitedAt)}${until}`;
  }
  return `Added on ${formatDate(entry.createdAt)}`;
};

/** A button that sends an invitation: the first one, or the same one again. */
type InviteAction = { label: string; ariaLabel: string };

/** Taking the entry off the list, with the question asked first. */
type RemoveAction = {
  label: string;
  ariaLabel: string;
  title: string;
  body: string;
  confirm: string;
  failed: string;
};

/** What the partner may do with an entry in its state, and how each action reads. */
export const entryActions = (
  entry: Pick<PortfolioEntry, 'status' | 'startupName' | 'founderName' | 'email' | 'startup'>,
  tenantName: string,
): { invite: InviteAction | null; remove: RemoveAction; profilePath: string | null } => {
  const name = entry.startupName;
  const invite =
    entry.status === 'submitted'
      ? { label: 'Invite', ariaLabel: `Invite ${name}` }
      : entry.status === 'invited'
        ? { label: 'Resend invitation', ariaLabel: `Resend invitation to ${name}` }
        : null;
  return { invite, remove: removeAction(entry, tenantName), profilePath: entry.startup?.path ?? null };
};

const removeAction = (
  entry: Pick<PortfolioEntry, 'status' | 'startupName' | 'founderName' | 'email'>,
  tenantName: string,
): RemoveAction => {
  const name = entry.startupName;
  switch (entry.status) {
    case 'invited':
      return {
        label: 'Withdraw',
        ariaLabel: `Withdraw invitation to ${name}`,
        title: `Withdraw the invitation to ${name}?`,
        body: `The link we sent to ${entry.email} stops working and ${name} leaves your portfolio. You can add it again later.`,
        confirm: 'Withdraw invitation',
        failed: 'The invitation could not be withdrawn',
      };
    case 'joined':
      return {
        label: 'Remove',
        ariaLabel: `Remove ${name}`,
        title: `Remove ${name} from your portfolio?`,
        body: `${name} keeps its profile on ${tenantName}; it is no longer listed as one of your startups.`,
        confirm: 'Remove',
        failed: 'The startup could not be removed',
      };
    case 'submitted':
      return {
        label: 'Remove',
        ariaLabel: `Remove ${name}`,
        title: `Remove the submission of ${name}?`,
        body: `${entry.founderName} is not invited, and the submission leaves your list.`,
        confirm: 'Remove',
        failed: 'The submission could not be removed',
      };
    case 'declined':
      return {
        label: 'Remove',
        ariaLabel: `Remove ${name}`,
        title: `Remove ${name} from your list?`,
        body: `${entry.founderName} declined your invitation. Removing the entry lets you add ${name} again later.`,
        confirm: 'Remove',
        failed: 'The startup could not be removed',
      };
  }
};
