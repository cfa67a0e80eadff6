import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CsvImportReport,
  PartnerInvitation,
  type PartnerSubmissionInput,
  PortfolioEntry,
  PortfolioPage,
  type PortfolioStartupInput,
  type PortfolioStatus,
  SessionEnvelope,
} from '@ventura/shared';
import { api, apiWithMessage, type ResponseSchema } from '../../api/client.ts';
import { invitationRetry } from '../../ui/invitation.ts';

/** Calls whose answer carries no data, only a message. */
const noData: ResponseSchema<void> = { parse: () => undefined };

/** What one page of the portfolio is asked with. */
export type PortfolioFilter = { pageNumber: number; status: PortfolioStatus | null; search: string };

/** Entries per page of the portfolio. */
export const portfolioPageSize = 20;

export const partnerKeys = {
  all: ['partners'] as const,
  portfolio: ['partners', 'portfolio'] as const,
  page: (filter: PortfolioFilter) => ['partners', 'portfolio', filter] as const,
  invitation: (token: string) => ['partners', 'invitation', token] as const,
};

/**
 * One page of the signed-in partner's portfolio (GET partners/startups), with the count of every state.
 * The page before stays on screen while the next one loads.
 */
export const portfolioQuery = (filter: PortfolioFilter) =>
  queryOptions({
    queryKey: partnerKeys.page(filter),
    queryFn: ({ signal }) =>
      api.get('/partners/startups', PortfolioPage, {
        query: {
          pageNumber: filter.pageNumber,
          limit: portfolioPageSize,
          status: filter.status,
          search: filter.search || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A write to the portfolio, after which every page of it is asked again. */
const usePortfolioWrite = <V, T>(mutationFn: (variables: V) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's toast comes first, and the list catches up.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: partnerKeys.portfolio });
    },
  });
};

/** Adds one startup and invites its founder; the answer says to whom the invitation went. */
export const useAddStartup = () =>
  usePortfolioWrite((body: PortfolioStartupInput) =>
    apiWithMessage.post('/partners/add-startup', PortfolioEntry, { body }),
  );

/** Imports a CSV of startups (multipart `file`): the report of the rows imported and refused. */
export const useImportCsv = () =>
  usePortfolioWrite((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiWithMessage.post('/partners/upload/csv', CsvImportReport, { body: form });
  });

/** Invites the founder of a submitted entry, or sends an open invitation again. */
export const useInviteEntry = () =>
  usePortfolioWrite((id: string) => apiWithMessage.post(`/partners/startups/${id}/invite`, PortfolioEntry));

/** Withdraws an invitation, or takes the entry off the portfolio (a joined startup keeps its profile). */
export const useRemoveEntry = () =>
  usePortfolioWrite((id: string) => apiWithMessage.delete(`/partners/startups/${id}`, noData));

/** The answer to a submission: the partner's name (the page shows the server's thank-you message). */
const SubmissionAnswer: ResponseSchema<{ partner: string }> = {
  parse: (data) => {
    if (typeof data === 'object' && data !== null && 'partner' in data && typeof data.partner === 'string') {
      return { partner: data.partner };
    }
    throw new TypeError('not a submission answer');
  },
};

/** A founder's submission on a partner's public page (the partner profile's uuid); no session needed. */
export const useSubmitStartup = (partnerUuid: string) =>
  useMutation({
    mutationFn: (body: PartnerSubmissionInput) =>
      apiWithMessage.post(`/partners/public/submission/${partnerUuid}`, SubmissionAnswer, { body, anonymous: true }),
  });

const invitationPath = (token: string) => `/public/partner-invitations/${encodeURIComponent(token)}`;

/** What a portfolio invitation link offers, asked of the server with or without a session. */
export const partnerInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: partnerKeys.invitation(token),
    queryFn: ({ signal }) => api.get(invitationPath(token), PartnerInvitation, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: invitationRetry,
  });

/** Accepts the invitation; the answer is a session on the founder's startup profile. */
export const useAcceptPartnerInvitation = () =>
  useMutation({
    mutationFn: (token: string) => api.post(`${invitationPath(token)}/accept`, SessionEnvelope.shape.data),
  });

export const useDeclinePartnerInvitation = () =>
  useMutation({
    mutationFn: (token: string) => api.post(`${invitationPath(token)}/decline`, noData),
  });
