/*
 * The camera and microphone of a call: asked for once in the lobby, kept for the call, stopped on leaving.
 */

/** Why the camera could not be opened, in words for the person (each with a way forward). */
export const mediaErrorText = (error: unknown) => {
  const name = nameOf(error);
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera and microphone access was refused. Allow it in your browser’s address bar, then try again.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera or microphone was found. Connect one, then try again.';
  if (name === 'NotSupportedError')
    return 'This browser cannot open a camera on this page (it needs a secure https address). Try another browser.';
  if (name === 'NotReadableError' || name === 'AbortError')
    return 'Your camera or microphone is in use by another app. Close it, then try again.';
  return 'Your camera and microphone could not be opened. Try again.';
};

const nameOf = (error: unknown) => (error instanceof DOMException || error instanceof Error ? error.name : '');

/** Failures of the camera itself (none, or busy in another app), after which the microphone alone may open. */
const cameraFailures = new Set(['NotFoundError', 'OverconstrainedError', 'NotReadableError', 'AbortError']);

/**
 * The browser's camera and microphone; the microphone alone when there is no camera or another app holds
 * it (the call goes on without video). Otherwise an error with mediaErrorText's words: the first one,
 * which says what went wrong with the camera.
 */
export const openCamera = async () => {
  const devices = navigator.mediaDevices;
  if (!devices?.getUserMedia) throw new DOMException('No media devices', 'NotSupportedError');
  try {
    return await devices.getUserMedia({ video: true, audio: true });
  } catch (error) {
    if (!cameraFailures.has(nameOf(error))) throw error;
    return devices.getUserMedia({ audio: true }).catch(() => Promise.reject(error));
  }
};

/** Whether a stream carries a kind of track (a call joined with the microphone only carries no video). */
export const hasTrack = (stream: MediaStream | null, kind: 'audio' | 'video') =>
  stream?.getTracks().some((track) => track.kind === kind) ?? false;

export const hasVideo = (stream: MediaStream | null) => hasTrack(stream, 'video');

export const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** Turns a kind of track on or off (mute, camera off) without renegotiating: the track sends silence or black. */
export const setTracksEnabled = (stream: MediaStream | null, kind: 'audio' | 'video', enabled: boolean) => {
  for (const track of stream?.getTracks() ?? []) if (track.kind === kind) track.enabled = enabled;
};
