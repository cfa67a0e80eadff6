import type { CallSignal } from '@ventura/shared';
import { hasTrack } from './media.ts';

/*
 * The WebRTC side of a one-to-one call: perfect negotiation (MDN's pattern) over the meeting's socket room.
 * Either side may offer; on a collision the impolite side (the organiser) ignores the other's offer and the
 * polite one rolls its own back and answers. 'hello' says "I am here": a hello from the other side (re)starts
 * the connection and is answered with a hello, so whoever joins second still connects, and someone who
 * reloads the page (no bye) is taken back at once. A hello that comes within a few seconds of our own is
 * taken as the answer to it (or theirs crossing ours) and is not answered again, so hellos never echo.
 */

export type Description = { type: 'offer' | 'answer' | 'pranswer' | 'rollback'; sdp?: string };
export type Candidate = {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
};

export type ConnectionState = 'new' | 'connecting' | 'connected' | 'disconnected' | 'failed' | 'closed';

/** What the peer hears from its connection. */
export type ConnectionEvents = {
  negotiationNeeded: () => void;
  candidate: (candidate: Candidate | null) => void;
  track: (stream: MediaStream) => void;
  stateChange: (state: ConnectionState) => void;
};

/** The few calls of an RTCPeerConnection the peer makes (a fake one in tests). */
export type PeerConnection = {
  readonly signalingState: string;
  readonly connectionState: ConnectionState;
  readonly localDescription: Description | null;
  readonly hasRemoteDescription: boolean;
  /** With no description: the offer or answer the state calls for (implicit rollback included). */
  setLocalDescription: () => Promise<void>;
  setRemoteDescription: (description: Description) => Promise<void>;
  addIceCandidate: (candidate: Candidate) => Promise<void>;
  listen: (events: ConnectionEvents) => void;
  close: () => void;
};

/** What the person sees of the call: who is there and how the line is. */
export type CallState = 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'left';

export type Signal = Omit<CallSignal, 'room'>;

type Options = {
  /** From CallInfo: the attendee is polite, the organiser is not. */
  polite: boolean;
  send: (signal: Signal) => void;
  /** A new connection with the call's ICE servers, carrying the local camera and microphone. */
  connect: () => PeerConnection;
  onState: (state: CallState) => void;
  onRemoteStream: (stream: MediaStream | null) => void;
  log?: (error: unknown) => void;
  /** The clock (tests set it). */
  now?: () => number;
};

/** How long after our hello another hello counts as its answer. */
export const helloAnswerWindowMs = 5000;

export class CallPeer {
  private connection: PeerConnection | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  /** Candidates that came before the remote description they belong to. */
  private pending: Candidate[] = [];
  /** Until when a hello from the other side answers ours (0: we are not waiting for one). */
  private awaitingUntil = 0;
  /** Signals are handled one at a time, in the order they came. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: Options) {}

  /**
   * In the room (on every admission, after a socket reconnection too): say hello. A call whose media still
   * flows (the socket blinked, the peers did not) is left alone.
   */
  join() {
    if (this.closed || this.connection?.connectionState === 'connected') return;
    this.sayHello();
  }

  /** A signal from the other side; resolves once it is handled. */
  receive(signal: Signal) {
    this.queue = this.queue.then(() => this.handle(signal)).catch((error: unknown) => this.options.log?.(error));
    return this.queue;
  }

  /** Leaving: says bye and closes the connection. */
  leave() {
    if (this.closed) return;
    this.options.send({ kind: 'bye' });
    this.closed = true;
    this.drop();
  }

  private async handle(signal: Signal) {
    if (this.closed) return;
    if (signal.kind === 'hello') return this.hello();
    // They are talking to us: no hello of ours is waiting for an answer any more.
    this.awaitingUntil = 0;
    if (signal.kind === 'bye') {
      this.drop();
      this.options.onState('left');
      return;
    }
    if (signal.kind === 'description' && signal.description) return this.description(signal.description);
    if (signal.kind === 'candidate' && signal.candidate) return this.candidate(signal.candidate);
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  private sayHello() {
    this.awaitingUntil = this.now() + helloAnswerWindowMs;
    this.options.send({ kind: 'hello' });
  }

  /** They are (back) in the room: answer unless this answers us, and start a fresh connection. */
  private hello() {
    const answersOurs = this.now() < this.awaitingUntil;
    this.awaitingUntil = 0;
    if (!answersOurs) this.options.send({ kind: 'hello' });
    this.restart();
  }

  private async description(description: Description) {
    if (!this.connection) {
      // They are here (their hello went by before we joined, or crossed ours): connect.
      this.restart();
    }
    const connection = this.connection;
    if (!connection) return;
    const collision = description.type === 'offer' && (this.makingOffer || connection.signalingState !== 'stable');
    this.ignoreOffer = !this.options.polite && collision;
    if (this.ignoreOffer) return;
    await connection.setRemoteDescription(description);
    await this.flush(connection);
    if (description.type !== 'offer') return;
    await connection.setLocalDescription();
    if (connection !== this.connection) return;
    this.sendDescription(connection);
  }

  private async candidate(candidate: Candidate) {
    const connection = this.connection;
    if (!connection) return;
    if (!connection.hasRemoteDescription) {
      this.pending.push(candidate);
      return;
    }
    await this.add(connection, candidate);
  }

  private async flush(connection: PeerConnection) {
    const waiting = this.pending;
    this.pending = [];
    for (const candidate of waiting) await this.add(connection, candidate);
  }

  private async add(connection: PeerConnection, candidate: Candidate) {
    try {
      await connection.addIceCandidate(candidate);
    } catch (error) {
      // A candidate of the offer we ignored fails: expected.
      if (!this.ignoreOffer) this.options.log?.(error);
    }
  }

  private sendDescription(connection: PeerConnection) {
    const description = connection.localDescription;
    if (description) this.options.send({ kind: 'description', description });
  }

  /** A fresh connection for the other side's (new) presence. */
  private restart() {
    this.drop();
    const connection = this.options.connect();
    this.connection = connection;
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.pending = [];
    const current = () => this.connection === connection;
    connection.listen({
      negotiationNeeded: () => {
        if (!current()) return;
        this.makingOffer = true;
        connection
          .setLocalDescription()
          .then(() => {
            if (current()) this.sendDescription(connection);
          })
          .catch((error: unknown) => this.options.log?.(error))
          .finally(() => {
            if (current()) this.makingOffer = false;
          });
      },
      candidate: (candidate) => {
        if (current() && candidate) this.options.send({ kind: 'candidate', candidate });
      },
      track: (stream) => {
        if (current()) this.options.onRemoteStream(stream);
      },
      stateChange: (state) => {
        if (!current()) return;
        if (state === 'connected') this.options.onState('connected');
        if (state === 'disconnected') this.options.onState('reconnecting');
        if (state === 'failed') {
          // Start over: our hello makes the other side connect again.
          this.options.onState('reconnecting');
          this.sayHello();
        }
      },
    });
    this.options.onState('connecting');
  }

  private drop() {
    const connection = this.connection;
    this.connection = null;
    this.pending = [];
    this.makingOffer = false;
    this.options.onRemoteStream(null);
    connection?.close();
  }
}

/**
 * The browser's RTCPeerConnection behind the peer's interface, with the local tracks added (its
 * negotiationneeded event comes in a later task, once the peer listens).
 */
export const browserConnection = (iceServers: RTCIceServer[], stream: MediaStream | null): PeerConnection => {
  const pc = new RTCPeerConnection({ iceServers });
  for (const track of stream?.getTracks() ?? []) if (stream) pc.addTrack(track, stream);
  // What this side does not send (no camera: the microphone only) it still receives from the other.
  for (const kind of ['audio', 'video'] as const) {
    if (!hasTrack(stream, kind)) pc.addTransceiver(kind, { direction: 'recvonly' });
  }
  return {
    get signalingState() {
      return pc.signalingState;
    },
    get connectionState() {
      return pc.connectionState;
    },
    get localDescription() {
      const description = pc.localDescription;
      return description ? { type: description.type, sdp: description.sdp } : null;
    },
    get hasRemoteDescription() {
      return pc.remoteDescription !== null;
    },
    setLocalDescription: () => pc.setLocalDescription(),
    setRemoteDescription: (description) => pc.setRemoteDescription(description),
    addIceCandidate: (candidate) => pc.addIceCandidate(candidate),
    listen: (events) => {
      pc.onnegotiationneeded = () => events.negotiationNeeded();
      pc.onicecandidate = (event) => {
        const candidate = event.candidate;
        events.candidate(
          candidate
            ? {
                candidate: candidate.candidate,
                sdpMid: candidate.sdpMid,
                sdpMLineIndex: candidate.sdpMLineIndex,
                usernameFragment: candidate.usernameFragment,
              }
            : null,
        );
      };
      pc.ontrack = (event) => events.track(event.streams[0] ?? new MediaStream([event.track]));
      pc.onconnectionstatechange = () => events.stateChange(pc.connectionState);
    },
    close: () => pc.close(),
  };
};
