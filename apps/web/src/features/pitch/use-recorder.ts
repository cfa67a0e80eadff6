import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { errorText } from '../../api/client.ts';
import { isCancelled, type UploadProgress } from '../../api/upload.ts';
import {
  cameraErrorText,
  canRecordHere,
  chooseRecordingType,
  clipFileProblem,
  openCamera,
  stopTracks,
} from './media.ts';
import { initialRecorderState, recorderReducer, type Take, takeOf } from './recorder-state.ts';

export type CameraState =
  | { status: 'off' }
  | { status: 'opening' }
  | { status: 'on' }
  | { status: 'failed'; text: string }
  | { status: 'unsupported' };

type Options = {
  /** Recording stops by itself at this many seconds (maxClipSeconds of the topic). */
  maxSeconds: number;
  /** The file name of a take of a recorded type. */
  fileName: (type: string) => string;
  /** Sends a take, reporting its progress; rejects with an AbortError when the signal aborts. */
  upload: (take: Take, onProgress: (progress: UploadProgress) => void, signal: AbortSignal) => Promise<unknown>;
};

/** How often the recording's clock moves on, in ms. */
const clockMs = 250;
const uploadFailedText = 'The clip could not be uploaded. Please try again.';
const recorderFailedText = 'The recording stopped unexpectedly. Try again, or upload a video file instead.';

/**
 * The recorder of one topic: the camera (opened on request, facing the founder), the countdown, the
 * browser's MediaRecorder (stopping by itself at the longest a clip may run), the take's playback and its
 * upload. The camera is released once a take is recorded, and everything (camera, recorder, upload, the
 * take's local address) when the component using it goes away.
 */
export const useRecorder = (options: Options) => {
  const [state, dispatch] = useReducer(recorderReducer, initialRecorderState);
  const [camera, setCamera] = useState<CameraState>(() =>
    canRecordHere() ? { status: 'off' } : { status: 'unsupported' },
  );
  const [stream, setStream] = useState<MediaStream | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const uploadRef = useRef<AbortController | null>(null);
  const mountedRef = useRef(false);
  // The latest options, read by timers and handlers without restarting them.
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const releaseCamera = useCallback(() => {
    stopTracks(streamRef.current);
    streamRef.current = null;
    setStream(null);
    setCamera((now) => (now.status === 'unsupported' ? now : { status: 'off' }));
  }, []);

  const turnOnCamera = useCallback(async () => {
    if (streamRef.current) return;
    setCamera({ status: 'opening' });
    try {
      const opened = await openCamera();
      if (!mountedRef.current) {
        stopTracks(opened);
        return;
      }
      streamRef.current = opened;
      setStream(opened);
      setCamera({ status: 'on' });
    } catch (error) {
      if (mountedRef.current) setCamera({ status: 'failed', text: cameraErrorText(error) });
    }
  }, []);

  // Everything goes with the page: the camera, a recording under way, an upload.
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.onstop = null;
        recorder.stop();
      }
      stopTracks(streamRef.current);
      streamRef.current = null;
      uploadRef.current?.abort();
    };
  }, []);

  // A take's local address is let go once no step holds it any more.
  const takeUrl = takeOf(state)?.url ?? null;
  useEffect(() => (takeUrl ? () => URL.revokeObjectURL(takeUrl) : undefined), [takeUrl]);

  const remaining = state.step === 'countdown' ? state.remaining : null;
  useEffect(() => {
    if (remaining === null) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const recording = state.step === 'recording';
  useEffect(() => {
    if (!recording) return;
    const source = streamRef.current;
    if (!source) {
      dispatch({ type: 'recording-failed', text: 'The camera is off. Turn it on, then start again.' });
      return;
    }
    let recorder: MediaRecorder;
    const chosen = chooseRecordingType((type) => MediaRecorder.isTypeSupported(type));
    try {
      recorder = new MediaRecorder(source, chosen ? { mimeType: chosen } : undefined);
    } catch {
      dispatch({ type: 'recording-failed', text: recorderFailedText });
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    const maxSeconds = optionsRef.current.maxSeconds;
    let seconds = 0;
    const measure = () => Math.min(maxSeconds, (Date.now() - startedAt) / 1000);
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const type = (recorder.mimeType || chosen || 'video/webm').split(';')[0] ?? 'video/webm';
      const file = new File(chunks, optionsRef.current.fileName(type), { type });
      dispatch({
        type: 'recorded',
        take: { file, url: URL.createObjectURL(file), seconds: Math.max(seconds, measure()), source: 'camera' },
      });
      releaseCamera();
    };
    recorder.onerror = () => {
      recorder.onstop = null;
      dispatch({ type: 'recording-failed', text: recorderFailedText });
    };
    const stop = () => {
      if (recorder.state !== 'inactive') recorder.stop();
    };
    recorder.start(1000);
    recorderRef.current = recorder;
    const clock = setInterval(() => {
      seconds = measure();
      dispatch({ type: 'elapsed', seconds });
      if (seconds >= maxSeconds) stop();
    }, clockMs);
    return () => {
      clearInterval(clock);
      recorderRef.current = null;
      // Left while recording (a failure, the page closed): the take is dropped.
      if (recorder.state !== 'inactive') {
        recorder.onstop = null;
        recorder.stop();
      }
    };
  }, [recording, releaseCamera]);

  const send = useCallback((take: Take) => {
    const controller = new AbortController();
    uploadRef.current = controller;
    optionsRef.current
      .upload(take, (progress) => dispatch({ type: 'progress', progress }), controller.signal)
      .then(() => dispatch({ type: 'uploaded' }))
      .catch((error: unknown) =>
        dispatch(
          isCancelled(error)
            ? { type: 'upload-cancelled' }
            : { type: 'upload-failed', text: errorText(error, uploadFailedText) },
        ),
      )
      .finally(() => {
        if (uploadRef.current === controller) uploadRef.current = null;
      });
  }, []);

  const take = takeOf(state);
  const actions = {
    turnOnCamera,
    turnOffCamera: releaseCamera,
    /** The countdown, then the recording; the camera must be on. */
    start: () => {
      if (streamRef.current) dispatch({ type: 'start' });
    },
    cancelCountdown: () => dispatch({ type: 'cancel' }),
    stop: () => {
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
    },
    /** The take is dropped and the camera opened again for another. */
    reRecord: () => {
      dispatch({ type: 'discard' });
      void turnOnCamera();
    },
    acceptTake: () => {
      if (state.step !== 'recorded' || !take) return;
      dispatch({ type: 'upload' });
      send(take);
    },
    /** A video file instead of a recording: checked here first, then sent the same way. */
    chooseFile: (file: File) => {
      if (state.step !== 'idle') return;
      const problem = clipFileProblem(file);
      if (problem) {
        dispatch({ type: 'file-refused', text: problem });
        return;
      }
      releaseCamera();
      const chosen: Take = { file, url: null, seconds: null, source: 'file' };
      dispatch({ type: 'upload-file', take: chosen });
      send(chosen);
    },
    cancelUpload: () => uploadRef.current?.abort(),
    dismiss: () => dispatch({ type: 'dismiss' }),
  };

  return { state, camera, stream, actions };
};
