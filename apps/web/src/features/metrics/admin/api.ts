import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MetricType, type MetricTypePatch, type NewMetricType } from '@ventura/shared';
import { apiV2 } from '../../../api/client.ts';

/*
 * The operators' side of metric types (docs/metrics.md, api/v2/metrics/types): the tenant's types, retired
 * ones too, and the writes that add, rename, require, retire and reorder them.
 */

const MetricTypes = MetricType.array();

export const metricTypeKeys = {
  /** Every query of the feature: a change of types shows in the portfolio and in the startups' forms alike. */
  all: ['metrics'] as const,
  withRetired: ['metrics', 'console', 'types', 'with-retired'] as const,
};

/** GET types/all?retired=true: every type of the tenant, retired ones included, in the startups' order. */
export const metricTypesWithRetiredQuery = () =>
  queryOptions({
    queryKey: metricTypeKeys.withRetired,
    queryFn: ({ signal }) => apiV2.get('/metrics/types/all', MetricTypes, { query: { retired: true }, signal }),
    select: (types) => [...types].sort((a, b) => a.position - b.position),
  });

const useInvalidating = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: metricTypeKeys.all });
};

/** POST types: a new type, asked for from the next save on. */
export const useAddMetricType = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: (body: NewMetricType) => apiV2.post('/metrics/types', MetricType, { body }),
    onSuccess: invalidate,
  });
};

/** PATCH types/{key}: rename, require, retire or bring back. */
export const usePatchMetricType = () => {
  const queryClient = useQueryClient();
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: ({ key, patch }: { key: string; patch: MetricTypePatch }) =>
      apiV2.patch(`/metrics/types/${encodeURIComponent(key)}`, MetricType, { body: patch }),
    onSuccess: async (changed) => {
      // The row shows the change at once (a switch does not jump back while the list is read again).
      queryClient.setQueryData(metricTypeKeys.withRetired, (types: MetricType[] | undefined) =>
        types?.map((type) => (type.key === changed.key ? changed : type)),
      );
      await invalidate();
    },
  });
};

/** PUT types/order: every type's key, in the new order; the answer is every type in it. */
export const useOrderMetricTypes = () => {
  const queryClient = useQueryClient();
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: (keys: string[]) => apiV2.put('/metrics/types/order', MetricTypes, { body: { keys } }),
    onSuccess: async (ordered) => {
      queryClient.setQueryData(metricTypeKeys.withRetired, ordered);
      await invalidate();
    },
  });
};
