import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApprovalPage,
  AuditPage,
  type BulkApproveBody,
  BulkDecisionResult,
  type ConnectionMatrixEntry,
  ConsoleInviteCode,
  ConsoleInviteCodeList,
  ConsoleMaintenance,
  ConsoleMaintenanceList,
  ConsoleOverview,
  ConsoleProfileDetail,
  ConsoleProfileRow,
  ConsoleSettings,
  type DecisionBody,
  DocumentRequest,
  type InviteCodeBody,
  listEnvelope,
  type MaintenanceBody,
  type MaintenancePatch,
  MatchingConsole,
  MatchingPreview,
  type MatchingSettingsBody,
  MemberLookupPage,
  MemberPage,
  ModeratedConnection,
  ModerationAnswer,
  type ModerationDecision,
  type ReactionItem,
  type ReportDecision,
  ReportedItem,
  SessionEnvelope,
  searchable,
} from '@ventura/shared';
import { api, apiWithMessage, type ResponseSchema } from '../../api/client.ts';
import { tenantQuery } from '../../api/tenant.ts';
import type { ApprovalCall, AuditCall, MemberCall, ModerationCall, ReportCall } from './filters.ts';

/** Calls whose answer carries no data, only a message. */
const noData: ResponseSchema<void> = { parse: () => undefined };

export const consoleKeys = {
  all: ['console'] as const,
  overview: ['console', 'overview'] as const,
  approvals: ['console', 'approvals'] as const,
  approvalPage: (query: ApprovalCall) => ['console', 'approvals', query] as const,
  profile: (uuid: string) => ['console', 'profile', uuid] as const,
  members: ['console', 'members'] as const,
  memberPage: (query: MemberCall) => ['console', 'members', query] as const,
  memberLookup: (query: { search: string } | { id: string }) => ['console', 'members', 'lookup', query] as const,
  settings: ['console', 'settings'] as const,
  audit: ['console', 'audit'] as const,
  maintenance: ['console', 'maintenance'] as const,
  inviteCodes: ['console', 'invite-codes'] as const,
  auditPage: (query: AuditCall) => ['console', 'audit', query] as const,
  moderation: ['console', 'moderation'] as const,
  moderationPage: (query: ModerationCall) => ['console', 'moderation', query] as const,
  reports: ['console', 'community-reports'] as const,
  reportPage: (query: ReportCall) => ['console', 'community-reports', query] as const,
  matching: ['console', 'matching'] as const,
};

export const overviewQuery = () =>
  queryOptions({
    queryKey: consoleKeys.overview,
    queryFn: ({ signal }) => api.get('/admin/overview', ConsoleOverview, { signal }),
  });

/** One page of the approval queue; the page before stays on screen while the next one loads. */
export const approvalsQuery = (query: ApprovalCall) =>
  queryOptions({
    queryKey: consoleKeys.approvalPage(query),
    queryFn: ({ signal }) => api.get('/admin/approvals', ApprovalPage, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** All of a profile as operators read it before a decision, with its history. */
export const profileDetailQuery = (uuid: string) =>
  queryOptions({
    queryKey: consoleKeys.profile(uuid),
    queryFn: ({ signal }) => api.get(`/admin/profiles/${uuid}`, ConsoleProfileDetail, { signal }),
  });

export const membersQuery = (query: MemberCall) =>
  queryOptions({
    queryKey: consoleKeys.memberPage(query),
    queryFn: ({ signal }) => api.get('/admin/members', MemberPage, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const settingsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.settings,
    queryFn: ({ signal }) => api.get('/admin/settings', ConsoleSettings, { signal }),
  });

export const auditQuery = (query: AuditCall) =>
  queryOptions({
    queryKey: consoleKeys.auditPage(query),
    queryFn: ({ signal }) => api.get('/admin/audit', AuditPage, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Members by name to pick one (at least 3 characters: shorter asks nothing), or the member of an id. */
export const memberLookupQuery = (query: { search: string } | { id: string }) =>
  queryOptions({
    queryKey: consoleKeys.memberLookup(query),
    queryFn: ({ signal }) => api.get('/admin/members/lookup', MemberLookupPage, { query, signal }),
    enabled: 'id' in query || searchable(query.search),
    staleTime: 60_000,
  });

/** A write of the console, after which the lists it touches are asked again (not awaited: the toast comes first). */
const useConsoleWrite = <V, T>(mutationFn: (variables: V) => Promise<T>, touches: ReadonlyArray<readonly string[]>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of [...touches, consoleKeys.audit]) void queryClient.invalidateQueries({ queryKey });
    },
  });
};

const decisionTouches = [consoleKeys.approvals, consoleKeys.overview, consoleKeys.members, ['console', 'profile']];

/** Approves, rejects or limits a profile; the answer's message says what was done ('Finlytics approved'). */
export const useDecision = (uuid: string) =>
  useConsoleWrite(
    (body: DecisionBody) => apiWithMessage.post(`/admin/profiles/${uuid}/decision`, ConsoleProfileRow, { body }),
    decisionTouches,
  );

/** Approves a selection of the queue: which were approved and which were skipped, and why. */
export const useBulkApprove = () =>
  useConsoleWrite(
    (body: BulkApproveBody) => apiWithMessage.post('/admin/profiles/approve', BulkDecisionResult, { body }),
    decisionTouches,
  );

export type MemberAction = 'deactivate' | 'reactivate';

/** Suspends an account (signed out, no sign-in) or restores it, for a reason kept in the audit log. */
export const useMemberStatus = () =>
  useConsoleWrite(
    ({ id, action, reason }: { id: string; action: MemberAction; reason: string }) =>
      apiWithMessage.post(`/admin/members/${id}/${action}`, noData, { body: { reason } }),
    [consoleKeys.members, consoleKeys.overview, consoleKeys.approvals],
  );

/** A session as a member's profile, for a reason kept in the audit log. */
export const useSignInAs = () =>
  useMutation({
    mutationFn: (body: { profileUuid: string; reason: string }) =>
      api.post('/admin/backdoor-login', SessionEnvelope.shape.data, { body }),
  });

/**
 * A settings write: the console's copy becomes the answer, and this tab's own tenant details are asked
 * again so the operator sees a new brand, layout or flag at once (visitors see it on their next load).
 */
const useSettingsWrite = <V>(write: (variables: V) => Promise<ConsoleSettings>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (settings) => {
      queryClient.setQueryData(consoleKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: tenantQuery(window.location.host).queryKey });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.audit });
    },
  });
};

/** Changes only the settings sent (PATCH admin/settings). */
export const useSaveSettings = () =>
  useSettingsWrite((patch: Record<string, unknown>) => api.patch('/admin/settings', ConsoleSettings, { body: patch }));

/** Replaces the connection matrix. */
export const useSaveMatrix = () =>
  useSettingsWrite((entries: ConnectionMatrixEntry[]) =>
    api.put('/admin/connection-matrix', ConsoleSettings, { body: { entries } }),
  );

/** Maintenance windows, the latest first. */
export const maintenanceQuery = () =>
  queryOptions({
    queryKey: consoleKeys.maintenance,
    queryFn: ({ signal }) => api.get('/admin/maintenance', ConsoleMaintenanceList, { signal }),
  });

/**
 * A maintenance write: the windows are asked again, and so are this tab's tenant details (the banner),
 * as after any settings change.
 */
const useMaintenanceWrite = <V, T>(mutationFn: (variables: V) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of [consoleKeys.maintenance, consoleKeys.audit, tenantQuery(window.location.host).queryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
};

/** Announces a window; the answer's message says so. */
export const useAnnounceMaintenance = () =>
  useMaintenanceWrite((body: MaintenanceBody) =>
    apiWithMessage.post('/admin/maintenance', ConsoleMaintenance, { body }),
  );

/** Switches a window's maintenance page on or off, or withdraws its notice. */
export const useChangeMaintenance = () =>
  useMaintenanceWrite(({ id, patch }: { id: number; patch: MaintenancePatch }) =>
    apiWithMessage.patch(`/admin/maintenance/${id}`, ConsoleMaintenance, { body: patch }),
  );

/** Invite codes, newest first, with their uses. */
export const inviteCodesQuery = () =>
  queryOptions({
    queryKey: consoleKeys.inviteCodes,
    queryFn: ({ signal }) => api.get('/admin/invite-codes', ConsoleInviteCodeList, { signal }),
  });

export const useCreateInviteCode = () =>
  useConsoleWrite(
    (body: InviteCodeBody) => apiWithMessage.post('/admin/invite-codes', ConsoleInviteCode, { body }),
    [consoleKeys.inviteCodes],
  );

export const useRetireInviteCode = () =>
  useConsoleWrite(
    (id: number) => apiWithMessage.delete(`/admin/invite-codes/${id}`, noData),
    [consoleKeys.inviteCodes],
  );

const DocumentRequestPage = listEnvelope(DocumentRequest).shape.data;

/** The application documents asked of a startup, newest first (operators read every request of the tenant). */
export const startupDocumentsQuery = (startupUuid: string) =>
  queryOptions({
    queryKey: ['console', 'documents', startupUuid] as const,
    queryFn: ({ signal }) =>
      api.get('/program_office_members/fetch-documents/1/20', DocumentRequestPage, {
        query: { profileUuid: startupUuid },
        signal,
      }),
  });

const ModerationPage = listEnvelope(ModeratedConnection).shape.data;

/** A page of the connection requests waiting for moderation; the page before stays while the next loads. */
export const moderationQuery = (query: ModerationCall) =>
  queryOptions({
    queryKey: consoleKeys.moderationPage(query),
    queryFn: ({ signal }) => api.get('/admin/connections/moderation', ModerationPage, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Lets a waiting request through to its receiver, or declines it with a note; the answer's message says which. */
export const useModerate = () =>
  useConsoleWrite(
    ({ uuid, body }: { uuid: string; body: ModerationDecision }) =>
      apiWithMessage.patch(`/admin/connections/moderation/${uuid}`, ModerationAnswer, { body }),
    [consoleKeys.moderation],
  );

const ReportPage = listEnvelope(ReportedItem).shape.data;

/** A page of the community's reported posts and comments, open or resolved; the page before stays while the next loads. */
export const reportsQuery = (query: ReportCall) =>
  queryOptions({
    queryKey: consoleKeys.reportPage(query),
    queryFn: ({ signal }) => api.get('/admin/community/reports', ReportPage, { query, signal }),
    placeholderData: keepPreviousData,
  });

export type ReportAction = { item: ReactionItem; uuid: string; body: ReportDecision };

/** Hides or deletes a reported post or comment, or dismisses its reports; the answer's message says which. */
export const useDecideReport = () =>
  useConsoleWrite(
    ({ item, uuid, body }: ReportAction) =>
      apiWithMessage.patch(`/admin/community/reports/${item}/${encodeURIComponent(uuid)}`, noData, { body }),
    [consoleKeys.reports],
  );

/** Each pair's factors as tuned, with their defaults and whether each may count in this deployment. */
export const matchingQuery = () =>
  queryOptions({
    queryKey: consoleKeys.matching,
    queryFn: ({ signal }) => api.get('/admin/matching', MatchingConsole, { signal }),
  });

/** Saves one pair's factors (every factor of it); the console's copy becomes the answer. */
export const useSaveMatching = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchingSettingsBody) => api.put('/admin/matching', MatchingConsole, { body }),
    onSuccess: (matching) => {
      queryClient.setQueryData(consoleKeys.matching, matching);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.audit });
    },
  });
};

/** A few sample members' top matches under the saved factors and under the ones sent; nothing is saved. */
export const usePreviewMatching = () =>
  useMutation({
    mutationFn: (body: MatchingSettingsBody) => api.post('/admin/matching/preview', MatchingPreview, { body }),
  });
