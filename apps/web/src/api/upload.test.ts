// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../core/session.ts';
import { ApiError } from './client.ts';
import { isCancelled, uploadWithProgress } from './upload.ts';

type Handler = ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;

/** An XMLHttpRequest the test answers: it records what was sent and plays the server through its methods. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

const request = () => {
  const last = FakeRequest.last;
  if (!last) throw new Error('nothing was sent');
  return last;
};

const send = (signal?: AbortSignal) => {
  const progress = vi.fn();
  const form = new FormData();
  form.append('videoTime', '42');
  form.append('file', new File(['abc'], 'problem.webm', { type: 'video/webm' }));
  const done = uploadWithProgress({
    path: '/pitch-deck/upload/s1/1/11',
    form,
    onProgress: progress,
    ...(signal ? { signal } : {}),
  });
  return { done, progress, form };
};

describe('uploadWithProgress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
    FakeRequest.last = null;
  });

  it('POSTs the form with the session’s token, reports the bytes sent and answers the envelope’s data', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    sessionStore.signIn({
      user: {
        userId: 'u1',
        id: 1,
        uuid: 'p1',
        name: 'Asha',
        accountType: 'startup',
        role: 'member',
        impersonated: false,
      },
      accessToken: 'token-9',
    });
    const { done, progress, form } = send();
    const sent = request();
    expect([sent.method, sent.url]).toEqual(['POST', '/api/v1/pitch-deck/upload/s1/1/11']);
    expect(sent.headers).toMatchObject({ authorization: 'Bearer token-9', accept: 'application/json' });
    expect(sent.headers['content-type']).toBeUndefined();
    expect(sent.body).toBe(form);
    sent.progress(1024, 4096);
    sent.progress(4096, 4096);
    expect(progress.mock.calls).toEqual([[{ sent: 1024, total: 4096 }], [{ sent: 4096, total: 4096 }]]);
    sent.answer(200, { data: { topicId: 11, status: 'processing' } });
    await expect(done).resolves.toEqual({ topicId: 11, status: 'processing' });
  });

  it('sends no token when nobody is signed in', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const { done } = send();
    expect(request().headers.authorization).toBeUndefined();
    request().answer(200, { data: null });
    await done;
  });

  it('fails with the server’s message and errors', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const { done } = send();
    request().answer(400, { message: 'Invalid upload', errors: ['file: The clip runs 95 s; at most 90 s'] });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid upload',
      errors: ['file: The clip runs 95 s; at most 90 s'],
    });
  });

  it('says a refusal for size in words when the server sends none', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const { done } = send();
    request().answer(413, undefined);
    await expect(done).rejects.toMatchObject({ status: 413, message: 'The file is larger than the server accepts.' });
  });

  it('fails as unreachable when the network fails', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const { done } = send();
    request().onerror?.();
    await expect(done).rejects.toMatchObject({ status: 0 });
  });

  it('stops when cancelled, as an AbortError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const controller = new AbortController();
    const { done } = send(controller.signal);
    controller.abort();
    expect(request().aborted).toBe(true);
    const error = await done.catch((caught: unknown) => caught);
    expect(isCancelled(error)).toBe(true);
  });
});
