import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadProgress } from '../../../api/upload.ts';
import { stubObjectUrls } from '../../../test/object-urls.ts';
import { stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { takeFileName } from '../media.ts';
import type { Take } from '../recorder-state.ts';
import { useRecorder } from '../use-recorder.ts';
import { RecorderPanel } from './recorder.tsx';

/* The recorder's steps with the camera and the browser's recorder stubbed: idle, countdown, recording, recorded, uploading. */

type Upload = (take: Take, onProgress: (progress: UploadProgress) => void, signal: AbortSignal) => Promise<unknown>;

function Harness({ upload }: { upload: Upload }) {
  const recorder = useRecorder({ maxSeconds: 90, fileName: (type) => takeFileName('problem', type), upload });
  return (
    <RecorderPanel
      recorder={recorder}
      topicTitle="Problem"
      topicSeconds={60}
      script="Shops lose a day a week to paperwork."
      wordsPerMinute={130}
      onSpeedChange={() => undefined}
    />
  );
}

const show = (upload: Upload = vi.fn(() => new Promise(() => undefined))) =>
  render(
    <MantineProvider env="test">
      <Harness upload={upload} />
    </MantineProvider>,
  );

/** A recorder that writes one chunk when stopped, as the browser's does. */
class FakeMediaRecorder {
  static made: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'video/webm';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.made.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['frames'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const tracks = () => [
  { kind: 'video', stop: vi.fn() },
  { kind: 'audio', stop: vi.fn() },
];

const saved = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');

const stubCamera = (getUserMedia: (constraints: MediaStreamConstraints) => Promise<unknown>) =>
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });

/** Lets the camera's promise settle. */
const settle = () => act(async () => undefined);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The countdown's three seconds, each its own step (its next second is set once the screen shows this one). */
const countDown = async () => {
  for (let second = 0; second < 3; second += 1) await advance(1000);
};
const button = (name: string) => screen.getByRole('button', { name });
/** Camera on, a take of `seconds` recorded after the countdown, and stopped. */
const recordTake = async (seconds: number) => {
  fireEvent.click(button('Turn on camera'));
  await settle();
  fireEvent.click(button('Start recording'));
  await countDown();
  await advance(seconds * 1000);
  fireEvent.click(button('Stop recording'));
};

describe('the recorder', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => {
    FakeMediaRecorder.made = [];
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    stubObjectUrls('blob:take');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    if (saved) Object.defineProperty(navigator, 'mediaDevices', saved);
    else Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('opens the front camera, counts down 3-2-1, records against the suggested length and plays the take back', async () => {
    vi.useFakeTimers();
    const stream = tracks();
    const getUserMedia = vi.fn(async () => ({ getTracks: () => stream }));
    stubCamera(getUserMedia);
    show();

    fireEvent.click(button('Turn on camera'));
    await settle();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: true });
    expect(screen.getByLabelText('Camera preview').hasAttribute('data-mirrored')).toBe(true);
    expect(screen.getByRole('region', { name: 'Teleprompter' }).textContent).toContain('Shops lose a day');

    fireEvent.click(button('Start recording'));
    expect(screen.getByRole('status', { name: 'Recording starts in 3' })).toBeTruthy();
    await advance(1000);
    expect(screen.getByRole('status', { name: 'Recording starts in 2' })).toBeTruthy();
    await advance(1000);
    await advance(1000);
    expect(screen.queryByRole('status', { name: /Recording starts/ })).toBeNull();
    const recorder = FakeMediaRecorder.made[0];
    expect(recorder?.state).toBe('recording');
    expect(recorder?.mimeType).toBe('video/webm');
    expect(screen.getByRole('timer', { name: 'Recording time' }).textContent).toBe('0:00 / 1:00');

    await advance(42_000);
    expect(screen.getByRole('timer').textContent).toBe('0:42 / 1:00');
    expect(screen.getByRole('timer').hasAttribute('data-over')).toBe(false);
    await advance(20_000);
    expect(screen.getByRole('timer').textContent).toBe('1:02 / 1:00 · stops at 1:30');
    expect(screen.getByRole('timer').hasAttribute('data-over')).toBe(true);

    fireEvent.click(button('Stop recording'));
    expect(screen.getByLabelText('Your take for Problem').getAttribute('src')).toBe('blob:take');
    expect(button('Re-record')).toBeTruthy();
    expect(button('Use this take')).toBeTruthy();
    // The camera is released once the take is recorded.
    for (const track of stream) expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByLabelText('Camera preview')).toBeNull();
  });

  it('stops by itself at the longest a clip may run', async () => {
    vi.useFakeTimers();
    stubCamera(async () => ({ getTracks: tracks }));
    const upload = vi.fn<Upload>(() => new Promise(() => undefined));
    show(upload);
    fireEvent.click(button('Turn on camera'));
    await settle();
    fireEvent.click(button('Start recording'));
    await countDown();
    await advance(90_000);
    expect(FakeMediaRecorder.made[0]?.state).toBe('inactive');
    fireEvent.click(button('Use this take'));
    const take = upload.mock.calls[0]?.[0];
    expect(take?.seconds).toBe(90);
    expect(take?.file.name).toBe('problem.webm');
    expect(take?.file.type).toBe('video/webm');
  });

  it('uploads the take with its progress, and says it is being processed once sent', async () => {
    vi.useFakeTimers();
    stubCamera(async () => ({ getTracks: tracks }));
    let report: (progress: UploadProgress) => void = () => undefined;
    let finish: (value: unknown) => void = () => undefined;
    const upload = vi.fn<Upload>((_, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    show(upload);
    await recordTake(5);
    fireEvent.click(button('Use this take'));

    act(() => report({ sent: 1536, total: 4096 }));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('38');
    expect(screen.getByText('1.5 KB of 4 KB')).toBeTruthy();
    expect(button('Cancel upload')).toBeTruthy();
    await act(async () => finish({}));
    expect(screen.getByRole('status').textContent).toContain('Clip uploaded. It is being processed');
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
  });

  it('keeps the take after a refused upload, with the server’s words, and after a cancel', async () => {
    vi.useFakeTimers();
    stubCamera(async () => ({ getTracks: tracks }));
    const upload = vi
      .fn<Upload>()
      .mockImplementationOnce(async () => {
        throw new (await import('../../../api/client.ts')).ApiError(400, 'Invalid', ['file: The clip is too long']);
      })
      .mockImplementationOnce(
        (_, __, signal) =>
          new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError'))),
          ),
      );
    show(upload);
    await recordTake(5);
    fireEvent.click(button('Use this take'));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('The clip is too long');
    fireEvent.click(button('Try the upload again'));
    fireEvent.click(button('Cancel upload'));
    await settle();
    expect(button('Use this take')).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('drops the take on Re-record and opens the camera again', async () => {
    vi.useFakeTimers();
    const getUserMedia = vi.fn(async () => ({ getTracks: tracks }));
    stubCamera(getUserMedia);
    const { revokeObjectURL } = stubObjectUrls('blob:take');
    show();
    await recordTake(1);
    fireEvent.click(button('Re-record'));
    await settle();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:take');
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(button('Start recording')).toBeTruthy();
  });

  it('cancels the countdown', async () => {
    vi.useFakeTimers();
    stubCamera(async () => ({ getTracks: tracks }));
    show();
    fireEvent.click(button('Turn on camera'));
    await settle();
    fireEvent.click(button('Start recording'));
    fireEvent.click(button('Cancel'));
    await advance(5000);
    expect(FakeMediaRecorder.made).toEqual([]);
    expect(button('Start recording')).toBeTruthy();
  });

  it('says when the camera is refused and offers a file instead', async () => {
    stubCamera(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    show();
    fireEvent.click(button('Turn on camera'));
    await settle();
    expect(screen.getByText(/Camera and microphone access was refused/)).toBeTruthy();
    expect(button('Try the camera again')).toBeTruthy();
    expect(button('Upload a file instead')).toBeTruthy();
  });

  it('sends a chosen file the same way, and refuses one that is not a video', async () => {
    stubCamera(async () => ({ getTracks: tracks }));
    const upload = vi.fn<Upload>(() => new Promise(() => undefined));
    const { container } = show(upload);
    const input = container.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    expect(input.accept).toBe('video/webm,video/mp4,video/quicktime');

    fireEvent.change(input, { target: { files: [new File(['x'], 'deck.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert').textContent).toContain('Choose a WebM, MP4 or QuickTime (.mov) video.');
    expect(upload).not.toHaveBeenCalled();

    const file = new File(['x'], 'pitch.mov', { type: 'video/quicktime' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ file, seconds: null, source: 'file' });
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
  });

  it('releases the camera when the page is left', async () => {
    const stream = tracks();
    stubCamera(async () => ({ getTracks: () => stream }));
    const { unmount } = show();
    fireEvent.click(button('Turn on camera'));
    await settle();
    unmount();
    for (const track of stream) expect(track.stop).toHaveBeenCalled();
  });

  it('says when the browser cannot record, offering only the file', () => {
    vi.stubGlobal('MediaRecorder', undefined);
    stubCamera(async () => ({ getTracks: tracks }));
    show();
    expect(screen.getByText('This browser cannot record video. Upload a video file instead.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on camera' })).toBeNull();
    expect(button('Upload a file instead')).toBeTruthy();
  });
});
