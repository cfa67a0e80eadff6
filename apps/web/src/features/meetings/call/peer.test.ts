import { describe, expect, it } from 'vitest';
import {
  CallPeer,
  type CallState,
  type Candidate,
  type ConnectionEvents,
  type ConnectionState,
  type Description,
  type PeerConnection,
  type Signal,
} from './peer.ts';

let made = 0;

/** An RTCPeerConnection's signalling states as the peer drives them, every call written down in order. */
class FakeConnection implements PeerConnection {
  readonly id = ++made;
  signalingState = 'stable';
  connectionState: ConnectionState = 'new';
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  readonly calls: string[] = [];
  events: ConnectionEvents | null = null;
  closed = false;

  get hasRemoteDescription() {
    return this.remoteDescription !== null;
  }

  async setLocalDescription() {
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: `answer-${this.id}` };
      this.signalingState = 'stable';
    } else {
      this.localDescription = { type: 'offer', sdp: `offer-${this.id}` };
      this.signalingState = 'have-local-offer';
    }
    this.calls.push(`setLocal:${this.localDescription.type}`);
  }

  async setRemoteDescription(description: Description) {
    if (description.type === 'offer' && this.signalingState === 'have-local-offer') this.calls.push('rollback');
    this.calls.push(`setRemote:${description.type}`);
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }

  async addIceCandidate(candidate: Candidate) {
    this.calls.push(`candidate:${candidate.candidate}`);
  }

  listen(events: ConnectionEvents) {
    this.events = events;
  }

  close() {
    this.closed = true;
    this.connectionState = 'closed';
  }

  /** The browser's negotiationneeded, and the offer's setLocalDescription settling. */
  async negotiate() {
    this.events?.negotiationNeeded();
    await settle();
  }
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A clock the tests move: hellos long after ours are new arrivals, ones just after are answers. */
const clock = { now: 1_000_000 };
const later = () => {
  clock.now += 60_000;
};

const setup = (polite: boolean) => {
  const sent: Signal[] = [];
  const states: CallState[] = [];
  const connections: FakeConnection[] = [];
  const peer = new CallPeer({
    polite,
    send: (signal) => sent.push(signal),
    connect: () => {
      const connection = new FakeConnection();
      connections.push(connection);
      return connection;
    },
    onState: (state) => states.push(state),
    onRemoteStream: () => undefined,
    now: () => clock.now,
  });
  const last = () => {
    const connection = connections.at(-1);
    if (!connection) throw new Error('no connection yet');
    return connection;
  };
  return { peer, sent, states, connections, last };
};

const offer: Signal = { kind: 'description', description: { type: 'offer', sdp: 'their-offer' } };
const answer: Signal = { kind: 'description', description: { type: 'answer', sdp: 'their-answer' } };
const candidate = (name: string): Signal => ({ kind: 'candidate', candidate: { candidate: name, sdpMid: '0' } });

describe('CallPeer', () => {
  it('says hello on join, and answers a later joiner’s hello with one and a fresh connection', async () => {
    const { peer, sent, connections, states } = setup(false);
    peer.join();
    expect(sent).toEqual([{ kind: 'hello' }]);
    expect(connections).toHaveLength(0);
    later();
    await peer.receive({ kind: 'hello' });
    expect(sent).toEqual([{ kind: 'hello' }, { kind: 'hello' }]);
    expect(connections).toHaveLength(1);
    expect(states).toEqual(['connecting']);
  });

  it('takes a hello just after its own as the answer: connects without answering back', async () => {
    const { peer, sent, connections } = setup(true);
    peer.join();
    await peer.receive({ kind: 'hello' });
    expect(sent).toEqual([{ kind: 'hello' }]);
    expect(connections).toHaveLength(1);
  });

  it('starts a fresh connection when the other side comes back without a bye (a reload)', async () => {
    const { peer, sent, connections } = setup(false);
    later();
    await peer.receive({ kind: 'hello' });
    connections[0]?.events?.stateChange('connected');
    later();
    await peer.receive({ kind: 'hello' });
    expect(connections).toHaveLength(2);
    expect(connections[0]?.closed).toBe(true);
    expect(sent.filter((signal) => signal.kind === 'hello')).toHaveLength(2);
  });

  it('offers on negotiationneeded, then takes the answer and sends its candidates', async () => {
    const { peer, sent, last } = setup(false);
    await peer.receive({ kind: 'hello' });
    await last().negotiate();
    expect(sent.at(-1)).toEqual({ kind: 'description', description: { type: 'offer', sdp: `offer-${last().id}` } });
    last().events?.candidate({ candidate: 'mine', sdpMid: '0' });
    last().events?.candidate(null);
    expect(sent.at(-1)).toEqual({ kind: 'candidate', candidate: { candidate: 'mine', sdpMid: '0' } });
    await peer.receive(answer);
    expect(last().calls).toEqual(['setLocal:offer', 'setRemote:answer']);
  });

  it('answers an offer, connecting when the offer comes before any hello', async () => {
    const { peer, sent, last } = setup(true);
    await peer.receive(offer);
    expect(last().calls).toEqual(['setRemote:offer', 'setLocal:answer']);
    expect(sent).toEqual([{ kind: 'description', description: { type: 'answer', sdp: `answer-${last().id}` } }]);
  });

  it('queues candidates until the remote description exists, then adds them before answering', async () => {
    const { peer, last } = setup(true);
    await peer.receive({ kind: 'hello' });
    await peer.receive(candidate('early-1'));
    await peer.receive(candidate('early-2'));
    expect(last().calls).toEqual([]);
    await peer.receive(offer);
    await peer.receive(candidate('late'));
    expect(last().calls).toEqual([
      'setRemote:offer',
      'candidate:early-1',
      'candidate:early-2',
      'setLocal:answer',
      'candidate:late',
    ]);
  });

  it('impolite: ignores an offer that collides with its own, and the failing candidates of it', async () => {
    const { peer, sent, last } = setup(false);
    await peer.receive({ kind: 'hello' });
    await last().negotiate();
    expect(last().signalingState).toBe('have-local-offer');
    await peer.receive(offer);
    expect(last().calls).toEqual(['setLocal:offer']);
    expect(sent.filter((signal) => signal.kind === 'description')).toHaveLength(1);
    // Their answer to our offer still lands.
    await peer.receive(answer);
    expect(last().calls).toEqual(['setLocal:offer', 'setRemote:answer']);
  });

  it('impolite: ignores an offer that comes while its own is being made', async () => {
    const { peer, last } = setup(false);
    await peer.receive({ kind: 'hello' });
    last().events?.negotiationNeeded();
    await peer.receive(offer);
    expect(last().calls).not.toContain('setRemote:offer');
  });

  it('polite: rolls its own offer back and answers theirs', async () => {
    const { peer, sent, last } = setup(true);
    await peer.receive({ kind: 'hello' });
    await last().negotiate();
    await peer.receive(offer);
    expect(last().calls).toEqual(['setLocal:offer', 'rollback', 'setRemote:offer', 'setLocal:answer']);
    expect(sent.at(-1)).toEqual({ kind: 'description', description: { type: 'answer', sdp: `answer-${last().id}` } });
  });

  it('shows the line: connected, reconnecting, and the other side leaving', async () => {
    const { peer, states, last } = setup(true);
    await peer.receive({ kind: 'hello' });
    const connection = last();
    connection.events?.stateChange('connected');
    connection.events?.stateChange('disconnected');
    await peer.receive({ kind: 'bye' });
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'left']);
    expect(connection.closed).toBe(true);
  });

  it('keeps a flowing call when the socket rejoins the room', async () => {
    const { peer, sent, last } = setup(true);
    await peer.receive({ kind: 'hello' });
    const hellos = sent.length;
    last().connectionState = 'connected';
    peer.join();
    expect(sent).toHaveLength(hellos);
  });

  it('starts over with a hello when the connection fails', async () => {
    const { peer, sent, connections, last } = setup(false);
    await peer.receive({ kind: 'hello' });
    last().events?.stateChange('failed');
    expect(sent.at(-1)).toEqual({ kind: 'hello' });
    const hellos = sent.length;
    // Their answer: a fresh connection, and no hello back.
    await peer.receive({ kind: 'hello' });
    expect(connections).toHaveLength(2);
    expect(connections[0]?.closed).toBe(true);
    expect(sent).toHaveLength(hellos);
  });

  it('says bye and closes on leave, then ignores whatever comes', async () => {
    const { peer, sent, connections, last } = setup(false);
    await peer.receive({ kind: 'hello' });
    peer.leave();
    expect(sent.at(-1)).toEqual({ kind: 'bye' });
    expect(last().closed).toBe(true);
    await peer.receive({ kind: 'hello' });
    await peer.receive(offer);
    expect(connections).toHaveLength(1);
  });

  it('two sides joining one after the other end with one offer answered and a bounded hello exchange', async () => {
    const organiser = setup(false);
    const attendee = setup(true);
    const wire = async () => {
      // Deliver everything sent so far, both ways, until nothing moves (negotiationneeded included).
      const delivered = { organiser: 0, attendee: 0 };
      for (let round = 0; round < 20; round += 1) {
        const fromOrganiser = organiser.sent.slice(delivered.organiser);
        const fromAttendee = attendee.sent.slice(delivered.attendee);
        delivered.organiser = organiser.sent.length;
        delivered.attendee = attendee.sent.length;
        for (const signal of fromOrganiser) await attendee.peer.receive(signal);
        for (const signal of fromAttendee) await organiser.peer.receive(signal);
        for (const side of [organiser, attendee]) {
          const connection = side.connections.at(-1);
          if (connection && connection.signalingState === 'stable' && !connection.localDescription)
            await connection.negotiate();
        }
        if (fromOrganiser.length === 0 && fromAttendee.length === 0) return;
      }
      throw new Error('the signalling never settled');
    };
    organiser.peer.join();
    organiser.sent.length = 0; // nobody was there to hear it
    later();
    attendee.peer.join();
    await wire();
    const hellos = [...organiser.sent, ...attendee.sent].filter((signal) => signal.kind === 'hello');
    expect(hellos.length).toBeLessThanOrEqual(4);
    const mine = organiser.last();
    const theirs = attendee.last();
    expect(mine.signalingState).toBe('stable');
    expect(theirs.signalingState).toBe('stable');
    expect(mine.remoteDescription).toEqual(theirs.localDescription);
    expect(theirs.remoteDescription).toEqual(mine.localDescription);
    expect(theirs.calls).toContain('setLocal:answer');
  });
});
