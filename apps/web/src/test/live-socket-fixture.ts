import { attachLiveSocket } from '../api/live-socket.ts';

/** A socket as socket.ts would hand it over, connected: the test plays the server through `receive`. */
export const liveSocket = () => {
  const handlers = new Map<string, Array<(payload: unknown) => void>>();
  const emitted: Array<[string, unknown]> = [];
  const detach = attachLiveSocket({
    connected: () => true,
    emit: (event, payload) => {
      emitted.push([event, payload]);
    },
    on: (event, handler) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    off: (event, handler) => {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((known) => known !== handler),
      );
    },
  });
  return {
    emitted,
    detach,
    receive: (event: string, payload: unknown) => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
};
