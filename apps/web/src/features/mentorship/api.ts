import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BookMentorSession,
  type ConfirmMentorSession,
  listEnvelope,
  MentorOffer,
  type MentorOfferInput,
  MentorSession,
  MentorTotals,
  type mentorSessionTabs,
  SlotList,
} from '@ventura/shared';
import { api, type ResponseSchema } from '../../api/client.ts';

export type SessionTab = (typeof mentorSessionTabs)[number];

/** Rows per page of the mentors and the sessions. */
export const pageSize = 10;

const MentorPage = listEnvelope(MentorOffer).shape.data;
const SessionPage = listEnvelope(MentorSession).shape.data;

/** Answers whose body the page does not read (the meeting after accept, decline, cancel). */
const anyAnswer: ResponseSchema<unknown> = { parse: (data) => data };

export const mentorshipKeys = {
  all: ['mentorship'] as const,
  offer: ['mentorship', 'offer'] as const,
  mentors: (search: string, pageNumber: number) => ['mentorship', 'mentors', search, pageNumber] as const,
  slots: (profileUuid: string, from: string, to: string) => ['mentorship', 'slots', profileUuid, from, to] as const,
  sessions: (tab: SessionTab, pageNumber: number) => ['mentorship', 'sessions', tab, pageNumber] as const,
  totals: ['mentorship', 'totals'] as const,
};

/** GET mentorship-hours/offer: the mentor's own offer (defaults until saved). */
export const offerQuery = () =>
  queryOptions({ queryKey: mentorshipKeys.offer, queryFn: () => api.get('/mentorship-hours/offer', MentorOffer) });

/** GET mentorship-hours/mentors: active offers, by words of the mentor's name or topics. */
export const mentorsQuery = (search: string, pageNumber: number) =>
  queryOptions({
    queryKey: mentorshipKeys.mentors(search, pageNumber),
    queryFn: () =>
      api.get('/mentorship-hours/mentors', MentorPage, {
        query: { q: search || undefined, pageNumber, limit: pageSize },
      }),
    placeholderData: keepPreviousData,
  });

/** GET availability/{profileUuid}/slots: a mentor's free slots between two instants. */
export const slotsQuery = (profileUuid: string, from: string, to: string) =>
  queryOptions({
    queryKey: mentorshipKeys.slots(profileUuid, from, to),
    queryFn: () => api.get(`/availability/${encodeURIComponent(profileUuid)}/slots`, SlotList, { query: { from, to } }),
  });

/** GET mentorship-hours/sessions: the caller's sessions of a tab. */
export const sessionsQuery = (tab: SessionTab, pageNumber: number) =>
  queryOptions({
    queryKey: mentorshipKeys.sessions(tab, pageNumber),
    queryFn: () => api.get('/mentorship-hours/sessions', SessionPage, { query: { tab, pageNumber, limit: pageSize } }),
    placeholderData: keepPreviousData,
  });

/** GET mentorship-hours/totals: confirmed hours in all and per counterpart. */
export const totalsQuery = () =>
  queryOptions({ queryKey: mentorshipKeys.totals, queryFn: () => api.get('/mentorship-hours/totals', MentorTotals) });

const useInvalidating = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mentorshipKeys.all });
};

/** PUT mentorship-hours/offer. */
export const useSaveOffer = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: (body: MentorOfferInput) => api.put('/mentorship-hours/offer', MentorOffer, { body }),
    onSuccess: invalidate,
  });
};

/** POST mentorship-hours/sessions: book one of a mentor's free slots. */
export const useBookSession = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: (body: BookMentorSession) => api.post('/mentorship-hours/sessions', MentorSession, { body }),
    onSuccess: invalidate,
  });
};

export type SessionAnswer = 'accept' | 'decline' | 'cancel';

/** POST meetings/{meetingUuid}/accept|decline|cancel: a session is a meeting underneath. */
export const useAnswerSession = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: ({ meetingUuid, answer }: { meetingUuid: string; answer: SessionAnswer }) =>
      api.post(`/meetings/${encodeURIComponent(meetingUuid)}/${answer}`, anyAnswer, { body: {} }),
    onSuccess: invalidate,
  });
};

/** POST mentorship-hours/sessions/{uuid}/confirm: it happened, with notes and minutes. */
export const useConfirmSession = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: ConfirmMentorSession }) =>
      api.post(`/mentorship-hours/sessions/${encodeURIComponent(uuid)}/confirm`, MentorSession, { body }),
    onSuccess: invalidate,
  });
};
