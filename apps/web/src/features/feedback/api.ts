import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingRating, PlatformFeedback } from '@ventura/shared';
import { CallRating, PlatformFeedbackReceipt } from '@ventura/shared';
import { api, type ResponseSchema } from '../../api/client.ts';

/** Sends a reaction and an optional comment (calls 7.1: POST platform-feedback { ratings, comments }). */
export const useSendFeedback = () =>
  useMutation({
    mutationFn: (body: PlatformFeedback) => api.post('/platform-feedback', PlatformFeedbackReceipt, { body }),
  });

/** The rating's answer carries nothing the modal shows. */
const anyAnswer: ResponseSchema<unknown> = { parse: (data) => data };

export const callRatingKeys = { of: (meetingUuid: string) => ['meetings', meetingUuid, 'rating'] as const };

/**
 * GET meetings/{uuid}/rating: the caller's own rating of a meeting's call, and whether it may be rated
 * now (only once the call took place; else `notRateable` says why).
 */
export const callRatingQuery = (meetingUuid: string) =>
  queryOptions({
    queryKey: callRatingKeys.of(meetingUuid),
    queryFn: ({ signal }) => api.get(`/meetings/${encodeURIComponent(meetingUuid)}/rating`, CallRating, { signal }),
    retry: false,
  });

/** Rates a meeting's call (issue 21: POST meetings/{uuid}/rating { ratings, comments }). */
export const useRateMeeting = (meetingUuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingRating) =>
      api.post(`/meetings/${encodeURIComponent(meetingUuid)}/rating`, anyAnswer, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callRatingKeys.of(meetingUuid) }),
  });
};
