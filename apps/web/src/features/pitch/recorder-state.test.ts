import { describe, expect, it } from 'vitest';
import { chooseRecordingType, clipFileProblem, takeFileName } from './media.ts';
import {
  initialRecorderState,
  type RecorderEvent,
  type RecorderState,
  recorderReducer,
  type Take,
  uploadedText,
} from './recorder-state.ts';

const run = (events: RecorderEvent[], from: RecorderState = initialRecorderState) =>
  events.reduce(recorderReducer, from);

const take = (source: Take['source'] = 'camera'): Take => ({
  file: new File(['video'], 'problem.webm', { type: 'video/webm' }),
  url: source === 'camera' ? 'blob:take' : null,
  seconds: source === 'camera' ? 42 : null,
  source,
});

describe('the recorder’s steps', () => {
  it('counts down 3, 2, 1 and then records', () => {
    expect(run([{ type: 'start' }])).toEqual({ step: 'countdown', remaining: 3 });
    expect(run([{ type: 'start' }, { type: 'tick' }, { type: 'tick' }])).toEqual({ step: 'countdown', remaining: 1 });
    expect(run([{ type: 'start' }, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }])).toEqual({
      step: 'recording',
      elapsed: 0,
    });
  });

  it('goes back to idle when the countdown is cancelled', () => {
    expect(run([{ type: 'start' }, { type: 'tick' }, { type: 'cancel' }])).toEqual({ step: 'idle', notice: null });
  });

  it('keeps the time moving forward while recording, and holds the take once stopped', () => {
    const recording = run([{ type: 'start' }, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }]);
    expect(
      run(
        [
          { type: 'elapsed', seconds: 4.5 },
          { type: 'elapsed', seconds: 4 },
        ],
        recording,
      ),
    ).toEqual({
      step: 'recording',
      elapsed: 4.5,
    });
    const recorded = run([{ type: 'recorded', take: take() }], recording);
    expect(recorded).toEqual({ step: 'recorded', take: take(), problem: null });
  });

  it('drops a take on Re-record, and sends it on Use this take, its bytes counted from 0', () => {
    const recorded: RecorderState = { step: 'recorded', take: take(), problem: null };
    expect(run([{ type: 'discard' }], recorded)).toEqual({ step: 'idle', notice: null });
    const uploading = run([{ type: 'upload' }], recorded);
    expect(uploading).toEqual({ step: 'uploading', take: take(), progress: { sent: 0, total: 5 } });
    expect(run([{ type: 'progress', progress: { sent: 3, total: 5 } }], uploading)).toMatchObject({
      progress: { sent: 3, total: 5 },
    });
    expect(run([{ type: 'uploaded' }], uploading)).toEqual({
      step: 'idle',
      notice: { tone: 'success', text: uploadedText },
    });
  });

  it('keeps a recorded take to send again after a failure or a cancel; a file goes back to idle', () => {
    const uploading: RecorderState = { step: 'uploading', take: take(), progress: { sent: 1, total: 5 } };
    expect(run([{ type: 'upload-failed', text: 'Too long' }], uploading)).toEqual({
      step: 'recorded',
      take: take(),
      problem: 'Too long',
    });
    expect(run([{ type: 'upload-cancelled' }], uploading)).toEqual({ step: 'recorded', take: take(), problem: null });

    const file: RecorderState = { step: 'uploading', take: take('file'), progress: { sent: 1, total: 5 } };
    expect(run([{ type: 'upload-failed', text: 'Not a video' }], file)).toEqual({
      step: 'idle',
      notice: { tone: 'error', text: 'Not a video' },
    });
    expect(run([{ type: 'upload-cancelled' }], file)).toEqual({ step: 'idle', notice: null });
  });

  it('sends a chosen file straight away from idle, and says why a file is refused', () => {
    expect(run([{ type: 'upload-file', take: take('file') }])).toMatchObject({ step: 'uploading' });
    expect(run([{ type: 'file-refused', text: 'Choose a video' }])).toEqual({
      step: 'idle',
      notice: { tone: 'error', text: 'Choose a video' },
    });
  });

  it('ignores events that do not belong to the step', () => {
    const recording: RecorderState = { step: 'recording', elapsed: 3 };
    for (const event of [{ type: 'start' }, { type: 'tick' }, { type: 'upload' }, { type: 'discard' }] as const) {
      expect(recorderReducer(recording, event)).toBe(recording);
    }
    expect(recorderReducer(initialRecorderState, { type: 'recorded', take: take() })).toBe(initialRecorderState);
    expect(run([{ type: 'recording-failed', text: 'Stopped' }], recording)).toEqual({
      step: 'idle',
      notice: { tone: 'error', text: 'Stopped' },
    });
  });
});

describe('the recorder’s media', () => {
  it('records in the first type the browser supports, else lets it choose', () => {
    expect(chooseRecordingType(() => true)).toBe('video/webm;codecs=vp8,opus');
    expect(chooseRecordingType((type) => type === 'video/mp4')).toBe('video/mp4');
    expect(chooseRecordingType(() => false)).toBe('');
  });

  it('checks a chosen file’s type and size before sending it', () => {
    expect(clipFileProblem({ type: 'video/quicktime', size: 1000 })).toBeNull();
    expect(clipFileProblem({ type: '', size: 1000 })).toBeNull();
    expect(clipFileProblem({ type: 'image/png', size: 1000 })).toBe('Choose a WebM, MP4 or QuickTime (.mov) video.');
    expect(clipFileProblem({ type: 'video/mp4', size: 151 * 1024 * 1024 })).toBe(
      'The video is 151 MB; a clip is at most 150 MB.',
    );
  });

  it('names a take after its topic and type', () => {
    expect(takeFileName('problem', 'video/webm')).toBe('problem.webm');
    expect(takeFileName('the ask', 'video/mp4')).toBe('the-ask.mp4');
  });
});
