import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  Challenge,
  ChallengeInfo,
  type ChallengeStatus,
  limits,
  listEnvelope,
  MyParticipation,
  Participant,
  type ParticipantStatus,
  TaxonomyTerm,
  UploadedAttachment,
} from '@ventura/shared';
import { ApiError, api } from '../../api/client.ts';
import { type ChallengeFilters, searchQueryOf } from './filters.ts';

/* Corporate challenges (calls 7.10): reads and their query keys. Writes are in writes.ts. */

const ChallengePage = listEnvelope(Challenge).shape.data;
const ParticipantPage = listEnvelope(Participant).shape.data;
const ParticipationPage = listEnvelope(MyParticipation).shape.data;
const Terms = TaxonomyTerm.array();

/** The owner's lists and the participants page: a page of this many. */
export const myChallengesPageSize = limits.challengesLimit;
export const participantsPageSize = 25;
export const participationsPageSize = 20;

/** Which of their challenges a corporate lists. */
export type MyChallengesTab = ChallengeStatus | 'all';

export const challengeKeys = {
  all: ['challenges'] as const,
  search: (filters: ChallengeFilters, viewer: string | null) => ['challenges', 'search', filters, viewer] as const,
  mine: (tab: MyChallengesTab, page: number) => ['challenges', 'mine', tab, page] as const,
  challenge: (uuid: string, viewer: string | null) => ['challenges', 'challenge', uuid, viewer] as const,
  info: (uuid: string) => ['challenges', 'info', uuid] as const,
  participants: (uuid: string) => ['challenges', 'participants', uuid] as const,
  participantPage: (uuid: string, status: ParticipantStatus | 'all', page: number) =>
    ['challenges', 'participants', uuid, status, page] as const,
  participations: (page: number) => ['challenges', 'participations', page] as const,
  industries: ['challenges', 'industries'] as const,
};

export const challengePath = (uuid: string) => `/challenges/${encodeURIComponent(uuid)}`;

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** GET search/challenges: the open challenges of the tenant (or closed, or all), a page at a time. */
export const searchChallengesQuery = (filters: ChallengeFilters, viewer: string | null) =>
  queryOptions({
    queryKey: challengeKeys.search(filters, viewer),
    queryFn: ({ signal }) => api.get('/search/challenges', ChallengePage, { query: searchQueryOf(filters), signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET challenges/corporate: the caller's own challenges, closed ones too when asked for all. */
export const myChallengesQuery = (tab: MyChallengesTab, page: number) =>
  queryOptions({
    queryKey: challengeKeys.mine(tab, page),
    queryFn: ({ signal }) =>
      api.get('/challenges/corporate', ChallengePage, {
        query: { status: tab, sort: 'newest', pageNumber: page, limit: myChallengesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/**
 * One challenge: GET challenges/{uuid}/necessary-info signed in (with the caller's `can` and application),
 * GET challenges/{uuid} signed out.
 */
export const challengeQuery = (uuid: string, viewer: string | null) =>
  queryOptions({
    queryKey: challengeKeys.challenge(uuid, viewer),
    queryFn: ({ signal }) =>
      api.get(viewer ? `${challengePath(uuid)}/necessary-info` : challengePath(uuid), Challenge, { signal }),
    retry: retryUnlessRefused,
  });

/** GET challenges/{uuid}/info: the owner's summary, with how many participants are in each status. */
export const challengeInfoQuery = (uuid: string) =>
  queryOptions({
    queryKey: challengeKeys.info(uuid),
    queryFn: ({ signal }) => api.get(`${challengePath(uuid)}/info`, ChallengeInfo, { signal }),
    retry: retryUnlessRefused,
  });

/** GET challenges/{uuid}/participants/list: the startups that applied, in one status or all. */
export const participantsQuery = (uuid: string, status: ParticipantStatus | 'all', page: number) =>
  queryOptions({
    queryKey: challengeKeys.participantPage(uuid, status, page),
    queryFn: ({ signal }) =>
      api.get(`${challengePath(uuid)}/participants/list`, ParticipantPage, {
        query: { status: status === 'all' ? undefined : status, pageNumber: page, limit: participantsPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET challenges/participations: a startup's own applications, newest first. */
export const participationsQuery = (page: number) =>
  queryOptions({
    queryKey: challengeKeys.participations(page),
    queryFn: ({ signal }) =>
      api.get('/challenges/participations', ParticipationPage, {
        query: { pageNumber: page, limit: participationsPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET /industries: the tenant's industries, the list the profile forms choose from; kept for long. */
export const industriesQuery = () =>
  queryOptions({
    queryKey: challengeKeys.industries,
    queryFn: ({ signal }) => api.get('/industries', Terms, { signal }),
    staleTime: 30 * 60_000,
    gcTime: 30 * 60_000,
  });

/** POST upload/attachment: a file for a challenge's brief or an application, stored before the form is sent. */
export const uploadAttachment = (file: File, signal: AbortSignal) => {
  const form = new FormData();
  form.append('file', file);
  return api.post('/upload/attachment', UploadedAttachment, { body: form, signal });
};
