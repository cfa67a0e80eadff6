import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type CallInfo, callSignalEvent, socketEvents } from '@ventura/shared';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachLiveSocket } from '../../../api/live-socket.ts';
import { TenantContext } from '../../../core/tenant.ts';
import { stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { CallPage } from './call-page.tsx';

const uuid = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const room = `meeting_${uuid}`;
const peer = (name: string) => ({
  profileUuid: `${name}-profile`,
  userId: `${name}-user`,
  name,
  accountType: 'startup' as const,
  organizationName: null,
  avatar: null,
});

const callInfo = (overrides: Partial<CallInfo> = {}): CallInfo => ({
  meetingUuid: uuid,
  kind: 'built_in',
  url: `/meetings/${uuid}/call`,
  room,
  iceServers: [{ urls: 'stun:stun.example.org:3478' }],
  polite: true,
  me: peer('Asha'),
  other: peer('Ravi'),
  startsAt: '2026-12-01T10:00:00Z',
  endsAt: '2026-12-01T10:30:00Z',
  ...overrides,
});

/** A camera track: enabled until turned off, stopped on leaving. */
const track = (kind: 'audio' | 'video') => ({
  kind,
  enabled: true,
  stopped: false,
  stop() {
    this.stopped = true;
  },
});

/** RTCPeerConnection as far as the call drives it. */
class FakeConnection {
  static made: FakeConnection[] = [];
  signalingState = 'stable';
  connectionState = 'new';
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: unknown = null;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: null }) => void) | null = null;
  ontrack: ((event: { streams: unknown[]; track: unknown }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  tracks: unknown[] = [];
  constructor(readonly config: unknown) {
    FakeConnection.made.push(this);
  }
  transceivers: Array<[string, unknown]> = [];
  addTrack(added: unknown) {
    this.tracks.push(added);
  }
  addTransceiver(kind: string, init: unknown) {
    this.transceivers.push([kind, init]);
  }
  async setLocalDescription() {
    this.localDescription = { type: 'offer', sdp: 'my-offer' };
    this.signalingState = 'have-local-offer';
  }
  async setRemoteDescription(description: unknown) {
    this.remoteDescription = description;
    this.signalingState = 'stable';
  }
  async addIceCandidate() {}
  close() {
    this.connectionState = 'closed';
  }
}

/** The app's socket, connected, admitting to every room; the test plays the other side through `receive`. */
const socket = () => {
  const handlers = new Map<string, Array<(payload: unknown) => void>>();
  const emitted: Array<[string, unknown]> = [];
  const detach = attachLiveSocket({
    connected: () => true,
    emit: (event, payload, ack) => {
      emitted.push([event, payload]);
      ack?.({ ok: true });
    },
    on: (event, handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    off: (event, handler) =>
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((known) => known !== handler),
      ),
  });
  const signals = () => emitted.filter(([event]) => event === callSignalEvent).map(([, payload]) => payload);
  const receive = (payload: unknown) => {
    for (const handler of handlers.get(callSignalEvent) ?? []) handler(payload);
  };
  return { emitted, detach, signals, receive };
};

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

const renderCall = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/meetings/:uuid/call', element: <CallPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`/meetings/${uuid}/call`] },
  );
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <TenantContext value={tenantFixture()}>
          <RouterProvider router={router} />
        </TenantContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
};

const stubCamera = (getUserMedia: () => Promise<unknown>) =>
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });

describe('CallPage', () => {
  beforeAll(stubMatchMedia);
  beforeEach(() => {
    FakeConnection.made = [];
    vi.stubGlobal('RTCPeerConnection', FakeConnection);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('offers only the link of an external call', async () => {
    serve({
      [`GET /api/v1/meetings/${uuid}/call`]: {
        status: 200,
        body: { data: callInfo({ kind: 'external', url: 'https://meet.example.org/room-1' }) },
      },
    });
    const getUserMedia = vi.fn();
    stubCamera(getUserMedia);
    renderCall();
    const link = await screen.findByRole('link', { name: 'Open the meeting' });
    expect(link.getAttribute('href')).toBe('https://meet.example.org/room-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: 'Join call' })).toBeNull();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('says why the call cannot open', async () => {
    serve({
      [`GET /api/v1/meetings/${uuid}/call`]: {
        status: 409,
        body: { message: 'Conflict', errors: ['The call opens 10 minutes before the start'] },
      },
    });
    stubCamera(vi.fn());
    renderCall();
    expect((await screen.findByRole('alert')).textContent).toContain('The call opens 10 minutes before the start');
  });

  it('explains a refused camera and asks again on Try again', async () => {
    serve({ [`GET /api/v1/meetings/${uuid}/call`]: { status: 200, body: { data: callInfo() } } });
    const tracks = [track('audio'), track('video')];
    const getUserMedia = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'))
      .mockResolvedValue({ getTracks: () => tracks });
    stubCamera(getUserMedia);
    renderCall();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Camera and microphone access was refused');
    expect(screen.getByRole('button', { name: 'Join call' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join call' })).toHaveProperty('disabled', false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Your video')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
  });

  it('joins with the microphone only when there is no camera, and still receives their video', async () => {
    serve({ [`GET /api/v1/meetings/${uuid}/call`]: { status: 200, body: { data: callInfo() } } });
    const tracks = [track('audio')];
    const getUserMedia = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('no camera', 'NotFoundError'))
      .mockResolvedValue({ getTracks: () => tracks });
    stubCamera(getUserMedia);
    const live = socket();
    renderCall();
    expect((await screen.findByRole('note')).textContent).toContain('No camera: you join with your microphone only');
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: true });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join call' }));
    await act(async () => live.receive({ room, kind: 'hello' }));
    const connection = FakeConnection.made[0];
    expect(connection?.tracks).toEqual(tracks);
    expect(connection?.transceivers).toEqual([['video', { direction: 'recvonly' }]]);
    expect(screen.getByText('No camera')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn camera off' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mute' })).toBeTruthy();
    live.detach();
  });

  it('says when the other side has no camera, until their video arrives', async () => {
    serve({ [`GET /api/v1/meetings/${uuid}/call`]: { status: 200, body: { data: callInfo() } } });
    stubCamera(async () => ({ getTracks: () => [track('audio'), track('video')] }));
    const live = socket();
    renderCall();
    fireEvent.click(await screen.findByRole('button', { name: 'Join call' }));
    await act(async () => live.receive({ room, kind: 'hello' }));
    const theirs = Object.assign(new EventTarget(), { tracks: [track('audio')] as unknown[] });
    const stream = Object.assign(theirs, { getTracks: () => theirs.tracks });
    await act(async () => FakeConnection.made[0]?.ontrack?.({ streams: [stream], track: stream.tracks[0] }));
    expect(await screen.findByText('Ravi has no camera: you hear them only')).toBeTruthy();
    await act(async () => {
      stream.tracks.push(track('video'));
      stream.dispatchEvent(new Event('addtrack'));
    });
    expect(screen.queryByText('Ravi has no camera: you hear them only')).toBeNull();
    live.detach();
  });

  it('says what is wrong when neither camera nor microphone opens', async () => {
    serve({ [`GET /api/v1/meetings/${uuid}/call`]: { status: 200, body: { data: callInfo() } } });
    stubCamera(
      vi
        .fn()
        .mockRejectedValueOnce(new DOMException('busy', 'NotReadableError'))
        .mockRejectedValueOnce(new DOMException('none', 'NotFoundError')),
    );
    renderCall();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your camera or microphone is in use by another app',
    );
    expect(screen.getByRole('button', { name: 'Join call' })).toHaveProperty('disabled', true);
  });

  it('joins the room, says hello, connects, and on Leave call says bye and opens the rating', async () => {
    serve({
      [`GET /api/v1/meetings/${uuid}/call`]: { status: 200, body: { data: callInfo() } },
      [`GET /api/v1/meetings/${uuid}/rating`]: {
        status: 200,
        body: { data: { meetingUuid: uuid, rating: null, can: { rate: true }, notRateable: null } },
      },
    });
    const tracks = [track('audio'), track('video')];
    stubCamera(async () => ({ getTracks: () => tracks }));
    const live = socket();
    renderCall();
    expect(await screen.findByRole('heading', { name: 'Call with Ravi' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Join call' }));

    expect(await screen.findByText('Waiting for Ravi to join…')).toBeTruthy();
    expect(live.emitted).toContainEqual([socketEvents.joinRoom, room]);
    expect(live.signals()).toEqual([{ room, kind: 'hello' }]);
    expect(screen.getByLabelText("Ravi's video").tagName).toBe('VIDEO');
    expect(screen.getByLabelText('Your video')).toHaveProperty('muted', true);
    expect(screen.getByRole('timer', { name: 'Call time' }).textContent).toBe('00:00');

    // Ravi comes a minute later: we answer his hello, connect with the call's ICE servers and our tracks, and offer.
    const minuteLater = Date.now() + 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(minuteLater);
    await act(async () => live.receive({ room, kind: 'hello' }));
    expect(live.signals()).toEqual([
      { room, kind: 'hello' },
      { room, kind: 'hello' },
    ]);
    const connection = FakeConnection.made[0];
    expect(connection?.config).toEqual({ iceServers: [{ urls: 'stun:stun.example.org:3478' }] });
    expect(connection?.tracks).toEqual(tracks);
    expect(connection?.transceivers).toEqual([]);
    await act(async () => connection?.onnegotiationneeded?.());
    expect(live.signals().at(-1)).toEqual({
      room,
      kind: 'description',
      description: { type: 'offer', sdp: 'my-offer' },
    });
    // Signals of another room are not ours.
    await act(async () => live.receive({ room: 'meeting_other', kind: 'bye' }));
    await act(async () => {
      if (!connection) return;
      connection.connectionState = 'connected';
      connection.onconnectionstatechange?.();
    });
    expect(screen.getByRole('status').textContent).toBe('Connected');

    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(tracks[0]?.enabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(tracks[0]?.enabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Turn camera off' }));
    expect(tracks[1]?.enabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Turn camera on' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Leave call' }));
    expect(await screen.findByText(`at /calender?rating-modal=${uuid}`)).toBeTruthy();
    expect(live.signals().at(-1)).toEqual({ room, kind: 'bye' });
    expect(live.emitted.at(-1)).toEqual([socketEvents.leaveRoom, room]);
    expect(tracks.every((each) => each.stopped)).toBe(true);
    expect(connection?.connectionState).toBe('closed');
    live.detach();
  });

  it('offers no rating on leaving a call that has not taken place yet', async () => {
    const notYet = 'This call has not taken place yet: you can rate it once it has started';
    serve({
      [`GET /api/v1/meetings/${uuid}/call`]: { status: 200, body: { data: callInfo() } },
      [`GET /api/v1/meetings/${uuid}/rating`]: {
        status: 200,
        body: { data: { meetingUuid: uuid, rating: null, can: { rate: false }, notRateable: notYet } },
      },
    });
    stubCamera(async () => ({ getTracks: () => [track('audio'), track('video')] }));
    const live = socket();
    renderCall();
    fireEvent.click(await screen.findByRole('button', { name: 'Join call' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave call' }));
    expect(await screen.findByText('at /calender')).toBeTruthy();
    live.detach();
  });

  it('shows the other side leaving', async () => {
    serve({ [`GET /api/v1/meetings/${uuid}/call`]: { status: 200, body: { data: callInfo() } } });
    stubCamera(async () => ({ getTracks: () => [] }));
    const live = socket();
    renderCall();
    fireEvent.click(await screen.findByRole('button', { name: 'Join call' }));
    await act(async () => live.receive({ room, kind: 'hello' }));
    expect(screen.getByRole('status').textContent).toBe('Connecting to Ravi…');
    await act(async () => live.receive({ room, kind: 'bye' }));
    expect(screen.getByRole('status').textContent).toBe('Ravi left the call');
    live.detach();
  });
});
