import { pitchClipTypes, pitchLimits } from '@ventura/shared';
import { fileSizeText } from '../../ui/file-size.ts';

/*
 * The camera, the microphone and the browser's recorder, for a founder's takes. The camera is opened on
 * request, facing the founder, and released as soon as a take is recorded or the page is left.
 */

/** What MediaRecorder is asked to write, best first: WebM (Chrome, Firefox, Edge), then MP4 (Safari). */
export const recordingTypes = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'] as const;

/** The first type the browser's recorder writes, or '' to let it choose its own. */
export const chooseRecordingType = (isTypeSupported: (type: string) => boolean) =>
  recordingTypes.find((type) => isTypeSupported(type)) ?? '';

/** Whether this browser can record from a camera at all. */
export const canRecordHere = () =>
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function' &&
  typeof MediaRecorder !== 'undefined';

/** The founder's camera (the front one on a phone) and microphone. */
export const openCamera = () => {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) return Promise.reject(new DOMException('No media devices', 'NotSupportedError'));
  return devices.getUserMedia({ video: { facingMode: 'user' }, audio: true });
};

export const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

const nameOf = (error: unknown) => (error instanceof DOMException || error instanceof Error ? error.name : '');

/** Why the camera could not be opened, in words for the founder; every case can still upload a file. */
export const cameraErrorText = (error: unknown) => {
  const name = nameOf(error);
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera and microphone access was refused. Allow it in your browser’s address bar and try again, or upload a video file instead.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera or microphone was found on this device. Upload a video file instead.';
  if (name === 'NotSupportedError')
    return 'This browser cannot record video on this page. Upload a video file instead.';
  if (name === 'NotReadableError' || name === 'AbortError')
    return 'Your camera or microphone is in use by another app. Close it and try again, or upload a video file instead.';
  return 'Your camera could not be opened. Try again, or upload a video file instead.';
};

/** The file picker's accept list: the types the server takes. */
export const clipAccept = pitchClipTypes.join(',');

const isClipType = (type: string): boolean => pitchClipTypes.some((known) => known === type);

/**
 * Why a chosen file cannot be a clip, or null when it may be sent: a type the server takes (a file whose
 * type the browser does not know goes to the server, which reads the bytes) and within the size limit.
 */
export const clipFileProblem = (file: Pick<File, 'type' | 'size'>) => {
  const type = file.type.split(';')[0]?.trim() ?? '';
  if (type !== '' && !isClipType(type)) return 'Choose a WebM, MP4 or QuickTime (.mov) video.';
  if (file.size > pitchLimits.clipBytes) {
    return `The video is ${fileSizeText(file.size, 'up')}; a clip is at most ${fileSizeText(pitchLimits.clipBytes)}.`;
  }
  if (file.size === 0) return 'The video is empty.';
  return null;
};

/** A file name for a recorded take, from its type: 'problem.webm', 'problem.mp4'. */
export const takeFileName = (code: string, type: string) =>
  `${code.replace(/[^\w-]+/g, '-') || 'clip'}.${type.startsWith('video/mp4') ? 'mp4' : 'webm'}`;
