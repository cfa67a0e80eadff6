import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminMilestoneTemplateInput,
  Milestone,
  MilestoneAccess,
  type MilestoneChange,
  type MilestoneInput,
  MilestonePage,
  MilestoneProgramChoice,
  MilestoneProgressPage,
  type MilestoneReview,
  type MilestoneStatus,
  MilestoneTemplate,
  type MilestoneTemplateInput,
  MilestoneTemplatePage,
  MyMilestones,
  StartupMilestones,
} from '@ventura/shared';
import { z } from 'zod';
import { ApiError, api } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';

/* Milestones (issue 40): the startup's milestones and templates, the confirmers' list, and both consoles' calls. */

/** Whose console a page is: the operators' (/admin/...) or a partner's (/partner/...). */
export type ConsoleSide = 'admin' | 'partner';

export const milestoneKeys = {
  all: ['milestones'] as const,
  access: ['milestones', 'access'] as const,
  mine: (status: MilestoneStatus | null, page: number) => ['milestones', 'mine', status, page] as const,
  offered: (page: number) => ['milestones', 'offered', page] as const,
  toConfirm: (page: number) => ['milestones', 'to-confirm', page] as const,
  templates: (side: ConsoleSide, page: number) => ['milestones', side, 'templates', page] as const,
  programs: ['milestones', 'programs'] as const,
  progress: (side: ConsoleSide, q: string, page: number) => ['milestones', side, 'progress', q, page] as const,
  startup: (side: ConsoleSide, uuid: string, page: number) => ['milestones', side, 'startup', uuid, page] as const,
};

/** A refusal (400, 401, 403, 404, 422) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const id = (uuid: string) => encodeURIComponent(uuid);
export const milestonesPageSize = 20;
const Removed = z.object({ uuid: z.string() });

export const accessQuery = () =>
  queryOptions({
    queryKey: milestoneKeys.access,
    queryFn: ({ signal }) => api.get('/milestones/access', MilestoneAccess, { signal }),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });

export const myMilestonesQuery = (status: MilestoneStatus | null, page: number) =>
  queryOptions({
    queryKey: milestoneKeys.mine(status, page),
    queryFn: ({ signal }) =>
      api.get('/milestones', MyMilestones, {
        query: { status, pageNumber: page, limit: milestonesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const offeredTemplatesQuery = (page: number) =>
  queryOptions({
    queryKey: milestoneKeys.offered(page),
    queryFn: ({ signal }) =>
      api.get('/milestones/templates', MilestoneTemplatePage, {
        query: { pageNumber: page, limit: milestonesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const toConfirmQuery = (page: number) =>
  queryOptions({
    queryKey: milestoneKeys.toConfirm(page),
    queryFn: ({ signal }) =>
      api.get('/milestones/to-confirm', MilestonePage, {
        query: { pageNumber: page, limit: milestonesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** Every write answers what changed; every list of milestones may show it, so all are asked again. */
const useMilestoneWrite = <I, O>(write: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: milestoneKeys.all }),
  });
};

/** POST milestones (uuid null) or PATCH milestones/{uuid}. */
export const useSaveMilestone = () =>
  useMilestoneWrite(({ uuid, body }: { uuid: string | null; body: MilestoneInput | MilestoneChange }) =>
    uuid ? api.patch(`/milestones/${id(uuid)}`, Milestone, { body }) : api.post('/milestones', Milestone, { body }),
  );

export const useDeleteMilestone = () =>
  useMilestoneWrite((uuid: string) => api.delete(`/milestones/${id(uuid)}`, Removed));

export const useStartMilestone = () =>
  useMilestoneWrite((uuid: string) => api.post(`/milestones/${id(uuid)}/start`, Milestone, { body: {} }));

/** POST milestones/{uuid}/complete: the evidence as a form, with its file when one is chosen. */
export const useCompleteMilestone = () =>
  useMilestoneWrite(
    ({
      uuid,
      evidenceText,
      evidenceUrl,
      file,
    }: {
      uuid: string;
      evidenceText: string;
      evidenceUrl: string;
      file: File | null;
    }) => {
      const body = new FormData();
      body.append('evidenceText', evidenceText);
      body.append('evidenceUrl', evidenceUrl);
      if (file) body.append('file', file);
      return api.post(`/milestones/${id(uuid)}/complete`, Milestone, { body });
    },
  );

export const useAdoptTemplate = () =>
  useMilestoneWrite((uuid: string) => api.post(`/milestones/templates/${id(uuid)}/adopt`, Milestone, { body: {} }));

export const useReviewMilestone = () =>
  useMilestoneWrite(({ uuid, body }: { uuid: string; body: MilestoneReview }) =>
    api.post(`/milestones/${id(uuid)}/review`, Milestone, { body }),
  );

/** GET milestones/{uuid}/evidence: the file, downloaded with the session. */
export const downloadEvidence = (fileUrl: string, fileName: string) =>
  downloadFile(fileUrl, { fallbackName: fileName, failedText: 'The evidence could not be downloaded' });

// ---- The consoles ----

const templatesPath = (side: ConsoleSide) =>
  side === 'admin' ? '/admin/milestone-templates' : '/partner/milestone-templates';

export const consoleTemplatesQuery = (side: ConsoleSide, page: number) =>
  queryOptions({
    queryKey: milestoneKeys.templates(side, page),
    queryFn: ({ signal }) =>
      api.get(templatesPath(side), MilestoneTemplatePage, {
        query: { pageNumber: page, limit: milestonesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const programChoicesQuery = () =>
  queryOptions({
    queryKey: milestoneKeys.programs,
    queryFn: ({ signal }) => api.get('/admin/milestone-templates/programs', MilestoneProgramChoice.array(), { signal }),
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });

export const useSaveTemplate = (side: ConsoleSide) =>
  useMilestoneWrite(
    ({ uuid, body }: { uuid: string | null; body: MilestoneTemplateInput | AdminMilestoneTemplateInput }) =>
      uuid
        ? api.patch(`${templatesPath(side)}/${id(uuid)}`, MilestoneTemplate, { body })
        : api.post(templatesPath(side), MilestoneTemplate, { body }),
  );

export const useDeleteTemplate = (side: ConsoleSide) =>
  useMilestoneWrite((uuid: string) => api.delete(`${templatesPath(side)}/${id(uuid)}`, Removed));

export const progressQuery = (side: ConsoleSide, q: string, page: number) =>
  queryOptions({
    queryKey: milestoneKeys.progress(side, q, page),
    queryFn: ({ signal }) =>
      api.get(`/${side}/milestones/progress`, MilestoneProgressPage, {
        query: { q: q || undefined, pageNumber: page, limit: milestonesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const startupMilestonesQuery = (side: ConsoleSide, startup: string, page: number) =>
  queryOptions({
    queryKey: milestoneKeys.startup(side, startup, page),
    queryFn: ({ signal }) =>
      api.get(`/${side}/milestones`, StartupMilestones, {
        query: { startup, pageNumber: page, limit: milestonesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
