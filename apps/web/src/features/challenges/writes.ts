import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ApplyToChallenge,
  Challenge,
  type ChallengePatch,
  type MoveParticipant,
  MyParticipation,
  type NewChallenge,
  Participant,
} from '@ventura/shared';
import { api } from '../../api/client.ts';
import { challengeKeys, challengePath } from './api.ts';

/* The feature's writes; each refreshes what it changed. */

/** POST challenges: a corporate posts a challenge. */
export const useCreateChallenge = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewChallenge) => api.post('/challenges', Challenge, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
};

/** PATCH challenges/{uuid}: the owner changes what they sent, or opens or closes it. */
export const useUpdateChallenge = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: ChallengePatch }) =>
      api.patch(challengePath(uuid), Challenge, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
};

/** POST challenges/participants/{uuid}/apply: a startup applies with its pitch, answers and files. */
export const useApplyToChallenge = (challengeUuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyToChallenge) =>
      api.post(`/challenges/participants/${encodeURIComponent(challengeUuid)}/apply`, MyParticipation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
};

/** PATCH challenges/participants/{uuid}/status: the owner moves a participant along; the startup is told. */
export const useMoveParticipant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: MoveParticipant }) =>
      api.patch(`/challenges/participants/${encodeURIComponent(uuid)}/status`, Participant, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });
};
