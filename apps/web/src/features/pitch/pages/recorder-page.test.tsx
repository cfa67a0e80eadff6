import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pitchErrors, pitchEvent } from '@ventura/shared';
import { describe, expect, it, vi } from 'vitest';
import { liveSocket } from '../../../test/live-socket-fixture.ts';
import { serve } from '../../../test/serve.ts';
import { clip, compileOf, one, pitchFiles, readyClip, refusal, startupUuid } from '../pitch-fixture.ts';
import { bodiesOf, getsOf, pitchTestHooks, profileAnswer, renderPitchPage } from '../pitch-test-hooks.tsx';
import { RecorderPage } from './recorder-page.tsx';

const show = (path = '/startups/edit/pitch-deck/fundraising-pitch') =>
  renderPitchPage(<RecorderPage />, { path, route: '/startups/edit/pitch-deck/:kind' });

const filesUrl = 'GET /api/v1/pitch-deck';
const startup = profileAnswer('startup', true);
const allRecorded = pitchFiles({
  'fundraising-pitch': { clips: [readyClip(11), clip(12, { status: 'processing' }), readyClip(13)] },
});

describe('the pitch recorder', () => {
  pitchTestHooks('startup');

  it('opens the kind’s first topic: its prompt, its script as saved, its clip; the topics to choose from', async () => {
    serve({ ...startup, [filesUrl]: one(pitchFiles()) });
    show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Problem' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Fundraising pitch' })).toBeTruthy();
    const kinds = screen.getByRole('navigation', { name: 'Pitch kinds' });
    expect(within(kinds).getByRole('link', { name: 'Sales pitch' }).getAttribute('href')).toBe(
      '/startups/edit/pitch-deck/sales-pitch',
    );
    expect(screen.getByText('Recorded 2 of 3 topics')).toBeTruthy();
    expect(screen.getByText('Suggested 1:00, at most 1:30')).toBeTruthy();
    expect(screen.getByText('What hurts, and for whom?')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Script' }).value).toBe(
      'Shops lose a day a week\nto paperwork.',
    );
    expect(screen.getByLabelText('Your clip for Problem').getAttribute('src')).toBe('/api/v1/files/pitch/11.mp4');

    const topics = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Topic' });
    expect([...topics.options].map((option) => option.textContent)).toEqual([
      '1. Problem · Ready',
      '2. Solution · Processing',
      '3. The ask · Failed',
    ]);
  });

  it('shows the topic chosen, and why its clip failed', async () => {
    serve({ ...startup, [filesUrl]: one(pitchFiles()) });
    const { router } = show();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Topic' }), { target: { value: '13' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'The ask' })).toBeTruthy();
    expect(screen.getByText('The clip runs 50 s; this topic takes at most 45 s.')).toBeTruthy();
    expect(router.state.location.search).toBe('?topic=13');
    expect(screen.getByRole('button', { name: 'Delete clip' })).toBeTruthy();
  });

  it('saves the script exactly as typed when the field is left, quietly', async () => {
    const fetch = serve({
      ...startup,
      [filesUrl]: one(pitchFiles()),
      'POST /api/v1/pitch-deck/script/1/11': one(readyClip(11, { script: '  Two spaces\n\nkept  ' })),
    });
    show();
    const script = await screen.findByRole('textbox', { name: 'Script' });
    fireEvent.change(script, { target: { value: '  Two spaces\n\nkept  ' } });
    fireEvent.blur(script);
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST', '/api/v1/pitch-deck/script/1/11')).toEqual([{ script: '  Two spaces\n\nkept  ' }]);
    // Leaving it again with nothing new sends nothing.
    fireEvent.blur(script);
    expect(bodiesOf(fetch, 'POST', '/api/v1/pitch-deck/script/1/11')).toHaveLength(1);
  });

  it('saves a moment after typing pauses, once', async () => {
    const fetch = serve({
      ...startup,
      [filesUrl]: one(pitchFiles()),
      'POST /api/v1/pitch-deck/script/1/11': one(readyClip(11, { script: 'Shops lose' })),
    });
    show();
    const script = await screen.findByRole('textbox', { name: 'Script' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(script, { target: { value: 'Shops' } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(script, { target: { value: 'Shops lose' } });
    act(() => vi.advanceTimersByTime(799));
    expect(bodiesOf(fetch, 'POST', '/api/v1/pitch-deck/script/1/11')).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(bodiesOf(fetch, 'POST', '/api/v1/pitch-deck/script/1/11')).toEqual([{ script: 'Shops lose' }]);
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('says the spec’s words when the script cannot be saved', async () => {
    serve({
      ...startup,
      [filesUrl]: one(pitchFiles()),
      'POST /api/v1/pitch-deck/script/1/11': refusal(400, 'Invalid', ['A script is at most 5000 characters']),
    });
    show();
    const script = await screen.findByRole('textbox', { name: 'Script' });
    fireEvent.change(script, { target: { value: 'New words' } });
    fireEvent.blur(script);
    expect((await screen.findByRole('alert')).textContent).toBe(pitchErrors.script);
  });

  it('keeps Compile pitch off until every topic has a clip, naming the ones still to record', async () => {
    serve({ ...startup, [filesUrl]: one(pitchFiles()) });
    show();
    const compile = await screen.findByRole('button', { name: 'Compile pitch' });
    expect(compile).toHaveProperty('disabled', true);
    expect(screen.getByText('Record every topic first. Still to record: The ask.')).toBeTruthy();
  });

  it('compiles once every topic is ready or processing, and shows the compile queued', async () => {
    serve({ ...startup, [filesUrl]: one(allRecorded) });
    show();
    const compile = await screen.findByRole('button', { name: 'Compile pitch' });
    expect(compile).toHaveProperty('disabled', false);
    const queued = compileOf('fundraising-pitch', { status: 'queued', requestedAt: '2026-07-03T10:00:00Z' });
    const fetchAfter = serve({
      ...startup,
      [filesUrl]: one({
        ...allRecorded,
        formattedResults: {
          ...allRecorded.formattedResults,
          'fundraising-pitch': { ...allRecorded.formattedResults['fundraising-pitch'], compile: queued },
        },
      }),
      [`POST /api/v1/pitch-deck/compile/request/${startupUuid}/fundraising-pitch`]: one(queued),
    });
    fireEvent.click(compile);
    const panel = screen.getByRole('region', { name: 'Compiled pitch' });
    expect(await within(panel).findByText('Queued: your pitch will be compiled shortly.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Compile pitch' })).toHaveProperty('disabled', true);
    expect(
      fetchAfter.mock.calls.some(
        ([url, init]) =>
          String(url) === `/api/v1/pitch-deck/compile/request/${startupUuid}/fundraising-pitch` &&
          init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('shows the server’s refusal of a compile, else the spec’s words', async () => {
    const compileUrl = `POST /api/v1/pitch-deck/compile/request/${startupUuid}/fundraising-pitch`;
    serve({
      ...startup,
      [filesUrl]: one(allRecorded),
      [compileUrl]: refusal(409, 'A compile of this pitch is already running'),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Compile pitch' }));
    expect((await screen.findByRole('alert')).textContent).toContain('A compile of this pitch is already running');

    serve({ ...startup, [filesUrl]: one(allRecorded), [compileUrl]: refusal(500, '') });
    fireEvent.click(screen.getByRole('button', { name: 'Compile pitch' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(pitchErrors.compile));
  });

  it('reads the pitch again when the server says it changed, and plays the compiled pitch', async () => {
    const socket = liveSocket();
    try {
      const fetch = serve({
        ...startup,
        [filesUrl]: one(pitchFiles({ 'fundraising-pitch': { compile: { status: 'compiling' } } })),
      });
      show();
      expect(await screen.findByText('Compiling your pitch…')).toBeTruthy();
      const before = getsOf(fetch, '/api/v1/pitch-deck');
      serve({
        ...startup,
        [filesUrl]: one(
          pitchFiles({
            'fundraising-pitch': {
              compile: {
                status: 'ready',
                videoUrl: '/api/v1/files/pitch/fundraising.mp4',
                posterUrl: '/api/v1/files/pitch/fundraising.jpg',
                seconds: 150,
                compiledAt: '2026-07-03T10:05:00Z',
              },
            },
          }),
        ),
      });
      act(() =>
        socket.receive(pitchEvent, {
          kind: 'fundraising-pitch',
          topicId: null,
          clipStatus: null,
          compileStatus: 'ready',
        }),
      );
      const video = await screen.findByLabelText('Fundraising pitch of Acme Robotics');
      expect(video.getAttribute('src')).toBe('/api/v1/files/pitch/fundraising.mp4');
      expect(before).toBe(1);
    } finally {
      socket.detach();
    }
  });

  it('deletes a topic’s clip after confirming', async () => {
    const fetch = serve({
      ...startup,
      [filesUrl]: one(pitchFiles()),
      'DELETE /api/v1/pitch-deck/delete/1/11': one(clip(11, { script: 'Shops lose a day a week\nto paperwork.' })),
    });
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete clip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this clip?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete clip' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => String(url) === '/api/v1/pitch-deck/delete/1/11' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('deletes every clip of the pitch after confirming, and says the spec’s words on failure', async () => {
    const show_ = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    serve({ ...startup, [filesUrl]: one(pitchFiles()), 'DELETE /api/v1/pitch-deck/bulk_delete/1': refusal(500, '') });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete all clips of this pitch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all clips of this pitch?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete all clips' }));
    await waitFor(() => expect(show_).toHaveBeenCalledWith(expect.objectContaining({ message: pitchErrors.delete })));
  });

  it('uploads a chosen file with its progress, and the topic shows it processing', async () => {
    const requests: FakeRequest[] = [];
    class FakeRequest {
      headers: Record<string, string> = {};
      url = '';
      body: unknown = null;
      status = 0;
      responseText = '';
      upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
        onprogress: null,
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      constructor() {
        requests.push(this);
      }
      open(_: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(body: unknown) {
        this.body = body;
      }
      abort() {
        this.onabort?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    serve({ ...startup, [filesUrl]: one(pitchFiles({ 'hiring-pitch': { clips: [clip(31)] } })) });
    const { container } = show('/startups/edit/pitch-deck/hiring-pitch');
    expect(await screen.findByRole('heading', { level: 2, name: 'Team' })).toBeTruthy();
    const input = container.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['0123456789'], 'team.mp4', { type: 'video/mp4' })] } });

    const sent = requests[0];
    if (!sent) throw new Error('nothing was sent');
    expect(sent.url).toBe(`/api/v1/pitch-deck/upload/${startupUuid}/3/31`);
    expect(sent.headers.authorization).toBe('Bearer token-1');
    const form = sent.body instanceof FormData ? sent.body : null;
    expect(form?.get('file')).toBeInstanceOf(File);
    expect(form?.has('videoTime')).toBe(false);
    act(() => sent.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('50');

    serve({
      ...startup,
      [filesUrl]: one(pitchFiles({ 'hiring-pitch': { clips: [clip(31, { status: 'processing' })] } })),
    });
    sent.status = 200;
    sent.responseText = JSON.stringify({
      data: clip(31, { status: 'processing', uploadedAt: '2026-07-03T10:00:00Z' }),
    });
    act(() => sent.onload?.());
    expect(await screen.findByText(/Clip uploaded/)).toBeTruthy();
    const topics = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Topic' });
    expect(topics.options[0]?.textContent).toBe('1. Team · Processing');
  });

  it('tells a profile that does not record pitches who does', async () => {
    const fetch = serve({ ...profileAnswer('investor', false) });
    show();
    expect(await screen.findByText('Pitch decks are recorded by startups.')).toBeTruthy();
    expect(getsOf(fetch, '/api/v1/pitch-deck')).toBe(0);
  });

  it('opens the 404 page for a kind that does not exist', async () => {
    serve({ ...startup });
    show('/startups/edit/pitch-deck/investor-pitch');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
