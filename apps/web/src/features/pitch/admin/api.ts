import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PitchCategory, type PitchKind, PitchTopic, type PitchTopicBody } from '@ventura/shared';
import { api, type ResponseSchema } from '../../../api/client.ts';

/*
 * The operators' side of pitch topics (issue 38, api/v1/pitch-deck/topics): each kind's topics in order,
 * and the writes that add, change and remove them.
 */

const PitchCategories = PitchCategory.array();
/** DELETE answers 204, with nothing to read. */
const noData: ResponseSchema<void> = { parse: () => undefined };

export const pitchTopicKeys = {
  /** Every query of the feature: founders' recorders read the same topics. */
  all: ['pitch'] as const,
  topics: ['pitch', 'topics'] as const,
};

/** GET pitch-deck/topics: the three kinds, each with its topics ordered by id (the order founders record them). */
export const pitchTopicsQuery = () =>
  queryOptions({
    queryKey: pitchTopicKeys.topics,
    queryFn: ({ signal }) => api.get('/pitch-deck/topics', PitchCategories, { signal }),
    select: (categories) =>
      categories.map((category) => ({ ...category, topics: [...category.topics].sort((a, b) => a.id - b.id) })),
  });

const useInvalidating = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pitchTopicKeys.all });
};

/** POST pitch-deck/topics: a topic appended at the end of its kind. */
export const useAddPitchTopic = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: PitchKind; body: PitchTopicBody }) =>
      api.post('/pitch-deck/topics', PitchTopic, { body: { kind, ...body } }),
    onSuccess: invalidate,
  });
};

/** PATCH pitch-deck/topics/{topicId}: a topic's title, prompt and suggested length. */
export const usePatchPitchTopic = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: ({ topicId, body }: { topicId: number; body: PitchTopicBody }) =>
      api.patch(`/pitch-deck/topics/${topicId}`, PitchTopic, { body }),
    onSuccess: invalidate,
  });
};

/** DELETE pitch-deck/topics/{topicId}: refused (409) once founders have recorded the topic. */
export const useRemovePitchTopic = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: (topicId: number) => api.delete(`/pitch-deck/topics/${topicId}`, noData),
    onSuccess: invalidate,
  });
};
