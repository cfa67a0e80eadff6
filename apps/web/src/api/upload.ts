import { sessionStore } from '../core/session.ts';
import { ApiError, partnerHeaders } from './client.ts';

/*
 * A large file's upload with progress (a pitch clip, a video of the content console). fetch cannot tell how much of a request body has gone, so this one call
 * goes through XMLHttpRequest, with the headers the API client sends (api/client.ts): the bearer token of
 * the session, and the visit's partner while nobody is signed in. It answers as the client does: the
 * envelope's data, or an ApiError with the server's message and errors.
 */

export type UploadProgress = { sent: number; total: number };

type Options = {
  /** The path under /api/v1: '/pitch-deck/upload/…', '/admin/articles/files/videos'. */
  path: string;
  form: FormData;
  onProgress: (progress: UploadProgress) => void;
  /** Aborting it cancels the upload: the promise rejects with an AbortError. */
  signal?: AbortSignal;
};

const unreachableText = 'Could not reach the server. Check your connection and try again.';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const parse = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The server's refusal as the client reads one: its message and its errors. */
export const uploadError = (status: number, text: string) => {
  const body = parse(text);
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  const errors =
    isRecord(body) && Array.isArray(body.errors)
      ? body.errors.filter((item): item is string => typeof item === 'string')
      : [];
  const reason = isRecord(body) && typeof body.reason === 'string' ? body.reason : null;
  if (status === 413 && message === '' && errors.length === 0) {
    return new ApiError(status, 'The file is larger than the server accepts.', [], reason);
  }
  return new ApiError(status, message, errors, reason);
};

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/** Whether a failure is the person's own cancel. */
export const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * POSTs the form under /api/v1 and reports the bytes sent as they go. Resolves with the envelope's data
 * (unchecked: the caller validates it), rejects with an ApiError (status 0 when the server could not be
 * reached) or, when cancelled, an AbortError.
 */
export const uploadWithProgress = ({ path, form, onProgress, signal }: Options) =>
  new Promise<unknown>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    const stop = () => request.abort();
    const done = () => signal?.removeEventListener('abort', stop);
    request.open('POST', `/api/v1${path}`);
    const headers: Record<string, string> = { accept: 'application/json', ...partnerHeaders() };
    const token = sessionStore.token();
    if (token) headers.authorization = `Bearer ${token}`;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    };
    request.onload = () => {
      done();
      if (request.status >= 200 && request.status < 300) {
        const body = parse(request.responseText);
        resolve(isRecord(body) ? body.data : undefined);
        return;
      }
      reject(uploadError(request.status, request.responseText));
    };
    request.onerror = () => {
      done();
      reject(new ApiError(0, unreachableText));
    };
    request.onabort = () => {
      done();
      reject(abortError());
    };
    signal?.addEventListener('abort', stop);
    request.send(form);
  });
