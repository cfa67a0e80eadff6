import { type CallInfo, CallSignal, callSignalEvent } from '@ventura/shared';
import { useEffect, useState } from 'react';
import { emitSocketEvent, joinSocketRoom, onSocketEvent } from '../../../api/live-socket.ts';
import { browserConnection, CallPeer, type CallState, type Signal } from './peer.ts';

/**
 * Being in a call while the component lives: joins the meeting's room on the app's socket (again after a
 * reconnection), runs the peer over it, and on unmount says bye, closes the connection and leaves the room.
 * Closing the tab says bye too, so the other side is not left waiting on a dead line.
 */
export const useCall = (info: CallInfo, stream: MediaStream | null) => {
  const [state, setState] = useState<CallState>('waiting');
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    const send = (signal: Signal) => emitSocketEvent(callSignalEvent, { room: info.room, ...signal });
    const peer = new CallPeer({
      polite: info.polite,
      send,
      connect: () => browserConnection(info.iceServers, stream),
      onState: setState,
      onRemoteStream: setRemote,
      log: (error) => console.warn('call', error),
    });
    const stopListening = onSocketEvent(callSignalEvent, (payload) => {
      const signal = CallSignal.safeParse(payload);
      if (signal.success && signal.data.room === info.room) void peer.receive(signal.data);
    });
    const leaveRoom = joinSocketRoom(
      info.room,
      (message) => setRefused(message || 'The call is not open to you right now.'),
      () => {
        setRefused(null);
        peer.join();
      },
    );
    const goodbye = () => peer.leave();
    window.addEventListener('pagehide', goodbye);
    return () => {
      window.removeEventListener('pagehide', goodbye);
      peer.leave();
      stopListening();
      leaveRoom();
    };
  }, [info, stream]);

  return { state, remote, refused };
};
