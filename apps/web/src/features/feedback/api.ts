import { useMutation } from '@tanstack/react-query';
import type { MeetingRating, PlatformFeedback } from '@ventura/shared';
import { PlatformFeedbackReceipt } from '@ventura/shared';
import { api, type ResponseSchema } from '../../api/client.ts';

/** Sends a reaction and an optional comment (calls 7.1: POST platform-feedback { ratings, comments }). */
export const useSendFeedback = () =>
  useMutation({
    mutationFn: (body: PlatformFeedback) => api.post('/platform-feedback', PlatformFeedbackReceipt, { body }),
  });

/** The rating's answer carries nothing the modal shows. */
const anyAnswer: ResponseSchema<unknown> = { parse: (data) => data };

/** Rates a meeting's call (issue 21: POST meetings/{uuid}/rating { ratings, comments }). */
export const useRateMeeting = (meetingUuid: string) =>
  useMutation({
    mutationFn: (body: MeetingRating) =>
      api.post(`/meetings/${encodeURIComponent(meetingUuid)}/rating`, anyAnswer, { body }),
  });
