import { queryOptions } from '@tanstack/react-query';
import { CallInfo } from '@ventura/shared';
import { api } from '../../../api/client.ts';

export const callKeys = { info: (uuid: string) => ['meetings', 'call', uuid] as const };

/** GET meetings/{uuid}/call: the room, ICE servers and sides of a meeting's call (open from 10 minutes before). */
export const callInfoQuery = (uuid: string) =>
  queryOptions({
    queryKey: callKeys.info(uuid),
    queryFn: ({ signal }) => api.get(`/meetings/${encodeURIComponent(uuid)}/call`, CallInfo, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
