import { useMutation } from '@tanstack/react-query';
import { type PlatformFeedback, PlatformFeedbackReceipt } from '@ventura/shared';
import { api } from '../../api/client.ts';

/** Sends a reaction and an optional comment (calls 7.1: POST platform-feedback { ratings, comments }). */
export const useSendFeedback = () =>
  useMutation({
    mutationFn: (body: PlatformFeedback) => api.post('/platform-feedback', PlatformFeedbackReceipt, { body }),
  });
