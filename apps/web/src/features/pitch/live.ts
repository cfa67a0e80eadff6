import { useQueryClient } from '@tanstack/react-query';
import { pitchEvent } from '@ventura/shared';
import { useEffect } from 'react';
import { onSocketEvent } from '../../api/live-socket.ts';
import { pitchKeys } from './api.ts';

/**
 * Keeps the startup's pitch current while a pitch page is open: the server tells the startup's members
 * (`pitch_updated`) whenever a clip or a compile of theirs changes state, and the clips are read again.
 * After a break in the connection they are read again too: what happened meanwhile reached nobody.
 */
export const usePitchLive = (enabled: boolean) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: pitchKeys.all });
    let missed = false;
    const stops = [
      onSocketEvent(pitchEvent, refetch),
      onSocketEvent('disconnect', () => {
        missed = true;
      }),
      onSocketEvent('connect', () => {
        if (missed) refetch();
        missed = false;
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [enabled, queryClient]);
};
