import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminTicketIssueType,
  IssueTypeRemoval,
  type NewTicket,
  type NewTicketMessage,
  Ticket,
  TicketFile,
  TicketIssueType,
  type TicketIssueTypeChange,
  type TicketIssueTypeInput,
  TicketOperator,
  TicketPage,
  type TicketRating,
  TicketStats,
  type TicketStatus,
} from '@ventura/shared';
import { ApiError, api } from '../../api/client.ts';

/* The helpdesk (issue 40): issue types, the member's tickets, one ticket's thread and its writes; the console's queue. */

/** What the console's queue is narrowed by (GET admin/tickets). */
export type QueueFilters = {
  status: TicketStatus | 'active' | 'all';
  assignee: 'anyone' | 'me' | 'unassigned';
  pageNumber: number;
  issueTypeId?: number;
  q?: string;
};

export const helpdeskKeys = {
  all: ['helpdesk'] as const,
  issueTypes: ['helpdesk', 'issue-types'] as const,
  mine: (status: TicketStatus | 'all', page: number) => ['helpdesk', 'mine', status, page] as const,
  ticket: (uuid: string) => ['helpdesk', 'ticket', uuid] as const,
  tickets: ['helpdesk', 'ticket'] as const,
  queue: (query: QueueFilters) => ['helpdesk', 'queue', query] as const,
  stats: ['helpdesk', 'stats'] as const,
  operators: ['helpdesk', 'operators'] as const,
  adminIssueTypes: ['helpdesk', 'admin-issue-types'] as const,
};

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const ticketPath = (uuid: string) => `/tickets/${encodeURIComponent(uuid)}`;
export const myTicketsPageSize = 20;
export const queuePageSize = 25;

/** GET ticket-issue-types. */
export const issueTypesQuery = () =>
  queryOptions({
    queryKey: helpdeskKeys.issueTypes,
    queryFn: ({ signal }) => api.get('/ticket-issue-types', TicketIssueType.array(), { signal }),
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });

/** GET tickets: the caller's own, a page at a time. */
export const myTicketsQuery = (status: TicketStatus | 'all', page: number) =>
  queryOptions({
    queryKey: helpdeskKeys.mine(status, page),
    queryFn: ({ signal }) =>
      api.get('/tickets', TicketPage, {
        query: { status: status === 'all' ? undefined : status, pageNumber: page, limit: myTicketsPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET tickets/{uuid}: the ticket and its thread. */
export const ticketQuery = (uuid: string) =>
  queryOptions({
    queryKey: helpdeskKeys.ticket(uuid),
    queryFn: ({ signal }) => api.get(ticketPath(uuid), Ticket, { signal }),
    retry: retryUnlessRefused,
  });

const uploadTicketFile = (uuid: string, file: File, messageId?: number) => {
  const form = new FormData();
  if (messageId !== undefined) form.append('messageId', String(messageId));
  form.append('file', file);
  return api.post(`${ticketPath(uuid)}/files`, TicketFile, { body: form });
};

/** The files that could not be attached, with why, so the page can say so beside what did go through. */
export type FileFailure = { name: string; error: unknown };

const uploadAll = async (uuid: string, files: File[], messageId?: number) => {
  const failures: FileFailure[] = [];
  // One at a time: the server counts each against the ticket's allowance.
  for (const file of files) {
    try {
      await uploadTicketFile(uuid, file, messageId);
    } catch (error) {
      failures.push({ name: file.name, error });
    }
  }
  return failures;
};

/** POST tickets, then each file (POST tickets/{uuid}/files): the ticket, and the files refused. */
export const useRaiseTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { ticket: NewTicket; files: File[] }) => {
      const ticket = await api.post('/tickets', Ticket, { body: input.ticket });
      const failures = await uploadAll(ticket.uuid, input.files);
      return { ticket, failures };
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: helpdeskKeys.all }),
  });
};

/** Writes on a ticket that answer it as it now is: the page shows the answer at once. */
const settle = (queryClient: QueryClient, uuid: string, ticket: Ticket) => {
  queryClient.setQueryData(helpdeskKeys.ticket(uuid), ticket);
  void queryClient.invalidateQueries({ queryKey: ['helpdesk', 'mine'] });
  void queryClient.invalidateQueries({ queryKey: ['helpdesk', 'queue'] });
  void queryClient.invalidateQueries({ queryKey: helpdeskKeys.stats });
};

/** Every write on one ticket answers the ticket as it now is: the page shows it at once. */
const useTicketWrite = <I>(uuid: string, write: (input: I) => Promise<Ticket>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (ticket) => settle(queryClient, uuid, ticket),
    onError: (error) => {
      // 409: the ticket moved meanwhile; what the page shows is out of date.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: helpdeskKeys.ticket(uuid) });
      }
    },
  });
};

/**
 * POST tickets/{uuid}/messages, then each file on that message: the ticket as it now is, and the files
 * refused (the message stands without them).
 */
export const useReply = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewTicketMessage & { files: File[] }) => {
      const { files, ...message } = input;
      const ticket = await api.post(`${ticketPath(uuid)}/messages`, Ticket, { body: message });
      if (files.length === 0) return { ticket, failures: [] };
      const written = ticket.messages.filter((m) => m.mine).at(-1);
      const failures = await uploadAll(uuid, files, written?.id);
      return { ticket: await api.get(ticketPath(uuid), Ticket), failures };
    },
    onSuccess: ({ ticket }) => settle(queryClient, uuid, ticket),
  });
};

export const useSetStatus = (uuid: string) =>
  useTicketWrite(uuid, (status: TicketStatus) => api.post(`${ticketPath(uuid)}/status`, Ticket, { body: { status } }));

export const useRate = (uuid: string) =>
  useTicketWrite(uuid, (rating: TicketRating) => api.post(`${ticketPath(uuid)}/rating`, Ticket, { body: rating }));

export const useAssign = (uuid: string) =>
  useTicketWrite(uuid, (assigneeId: string | null) =>
    api.patch(`/admin${ticketPath(uuid)}`, Ticket, { body: { assigneeId } }),
  );

// ---- The console ----

/** GET admin/tickets: the queue. */
export const queueQuery = (query: QueueFilters) =>
  queryOptions({
    queryKey: helpdeskKeys.queue(query),
    queryFn: ({ signal }) =>
      api.get('/admin/tickets', TicketPage, {
        query: { ...query, limit: queuePageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const statsQuery = () =>
  queryOptions({
    queryKey: helpdeskKeys.stats,
    queryFn: ({ signal }) => api.get('/admin/tickets/stats', TicketStats, { signal }),
    retry: retryUnlessRefused,
  });

export const operatorsQuery = () =>
  queryOptions({
    queryKey: helpdeskKeys.operators,
    queryFn: ({ signal }) => api.get('/admin/tickets/operators', TicketOperator.array(), { signal }),
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });

export const adminIssueTypesQuery = () =>
  queryOptions({
    queryKey: helpdeskKeys.adminIssueTypes,
    queryFn: ({ signal }) => api.get('/admin/ticket-issue-types', AdminTicketIssueType.array(), { signal }),
    retry: retryUnlessRefused,
  });

const useIssueTypeWrite = <I, O>(write: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: helpdeskKeys.adminIssueTypes });
      void queryClient.invalidateQueries({ queryKey: helpdeskKeys.issueTypes });
    },
  });
};

export const useAddIssueType = () =>
  useIssueTypeWrite((input: TicketIssueTypeInput) =>
    api.post('/admin/ticket-issue-types', AdminTicketIssueType, { body: input }),
  );

export const useChangeIssueType = () =>
  useIssueTypeWrite((input: { id: number; change: TicketIssueTypeChange }) =>
    api.patch(`/admin/ticket-issue-types/${input.id}`, AdminTicketIssueType, { body: input.change }),
  );

export const useRemoveIssueType = () =>
  useIssueTypeWrite((id: number) => api.delete(`/admin/ticket-issue-types/${id}`, IssueTypeRemoval));
