/*
 * The camera and microphone of a call: asked for once in the lobby, kept for the call, stopped on leaving.
 */

/** Why the camera could not be opened, in words for the person (each with a way forward). */
export const mediaErrorText = (error: unknown) => {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
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

/** The browser's camera and microphone (video and audio), or an error with mediaErrorText's words. */
export const openCamera = async () => {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new DOMException('No media devices', 'NotSupportedError');
  }
  return navigator.mediaDevices.getUserMedia({ video: true, audio: true });
};

export const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** Turns a kind of track on or off (mute, camera off) without renegotiating: the track sends silence or black. */
export const setTracksEnabled = (stream: MediaStream | null, kind: 'audio' | 'video', enabled: boolean) => {
  for (const track of stream?.getTracks() ?? []) if (track.kind === kind) track.enabled = enabled;
};
