import type { UploadProgress } from '../../api/upload.ts';

/*
 * The recorder's steps, as a reducer the hook drives: idle (the camera may be on) -> countdown 3, 2, 1 ->
 * recording -> recorded (the take plays back: re-record or use it) -> uploading -> idle again, saying the
 * clip is on its way. A chosen file skips the camera and goes straight to uploading. Timers, the camera
 * and the browser's recorder live in the hook; this holds only what the screen shows.
 */

/** A clip ready to send: a recorded take (with a local address to play it back) or a chosen file. */
export type Take = { file: File; url: string | null; seconds: number | null; source: 'camera' | 'file' };

export type Notice = { tone: 'success' | 'error'; text: string };

export type RecorderState =
  | { step: 'idle'; notice: Notice | null }
  | { step: 'countdown'; remaining: number }
  | { step: 'recording'; elapsed: number }
  | { step: 'recorded'; take: Take; problem: string | null }
  | { step: 'uploading'; take: Take; progress: UploadProgress };

export type RecorderEvent =
  | { type: 'start' }
  | { type: 'tick' }
  | { type: 'cancel' }
  | { type: 'elapsed'; seconds: number }
  | { type: 'recorded'; take: Take }
  | { type: 'recording-failed'; text: string }
  | { type: 'discard' }
  | { type: 'upload' }
  | { type: 'upload-file'; take: Take }
  | { type: 'file-refused'; text: string }
  | { type: 'progress'; progress: UploadProgress }
  | { type: 'uploaded' }
  | { type: 'upload-failed'; text: string }
  | { type: 'upload-cancelled' }
  | { type: 'dismiss' };

/** The seconds of the countdown before a take starts. */
export const countdownSeconds = 3;

export const initialRecorderState: RecorderState = { step: 'idle', notice: null };

export const uploadedText = 'Clip uploaded. It is being processed; the topic shows Ready when it is done.';

const idle = (notice: Notice | null = null): RecorderState => ({ step: 'idle', notice });

/** The next state; an event that does not belong to the current step changes nothing. */
export const recorderReducer = (state: RecorderState, event: RecorderEvent): RecorderState => {
  switch (event.type) {
    case 'start':
      return state.step === 'idle' ? { step: 'countdown', remaining: countdownSeconds } : state;
    case 'tick':
      if (state.step !== 'countdown') return state;
      return state.remaining > 1
        ? { step: 'countdown', remaining: state.remaining - 1 }
        : { step: 'recording', elapsed: 0 };
    case 'cancel':
      return state.step === 'countdown' ? idle() : state;
    case 'elapsed':
      return state.step === 'recording'
        ? { step: 'recording', elapsed: Math.max(state.elapsed, event.seconds) }
        : state;
    case 'recorded':
      return state.step === 'recording' ? { step: 'recorded', take: event.take, problem: null } : state;
    case 'recording-failed':
      return state.step === 'recording' || state.step === 'countdown'
        ? idle({ tone: 'error', text: event.text })
        : state;
    case 'discard':
      return state.step === 'recorded' ? idle() : state;
    case 'upload':
      return state.step === 'recorded'
        ? { step: 'uploading', take: state.take, progress: { sent: 0, total: state.take.file.size } }
        : state;
    case 'upload-file':
      return state.step === 'idle'
        ? { step: 'uploading', take: event.take, progress: { sent: 0, total: event.take.file.size } }
        : state;
    case 'file-refused':
      return state.step === 'idle' ? idle({ tone: 'error', text: event.text }) : state;
    case 'progress':
      return state.step === 'uploading' ? { ...state, progress: event.progress } : state;
    case 'uploaded':
      return state.step === 'uploading' ? idle({ tone: 'success', text: uploadedText }) : state;
    case 'upload-failed':
      if (state.step !== 'uploading') return state;
      // A recorded take stays to send again; a chosen file can simply be chosen again.
      return state.take.source === 'camera'
        ? { step: 'recorded', take: state.take, problem: event.text }
        : idle({ tone: 'error', text: event.text });
    case 'upload-cancelled':
      if (state.step !== 'uploading') return state;
      return state.take.source === 'camera' ? { step: 'recorded', take: state.take, problem: null } : idle();
    case 'dismiss':
      return state.step === 'idle' ? idle() : state;
  }
};

/** The take a state holds, if any: its local address is let go once no state holds it. */
export const takeOf = (state: RecorderState): Take | null =>
  state.step === 'recorded' || state.step === 'uploading' ? state.take : null;
