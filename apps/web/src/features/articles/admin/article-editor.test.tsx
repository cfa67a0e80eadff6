import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../core/notify.ts';
import { consolePageHooks } from '../../../test/console-page.ts';
import { renderPage } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { adminArticleFixture, pageOf } from '../articles-fixture.ts';
import { ContentAdminPage } from './content-page.tsx';

const listUrl = '/api/v1/admin/articles/videos';
const imagesUrl = '/api/v1/admin/content/images';
const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });

/** An XMLHttpRequest the test answers: it records what was sent and plays the server through its methods. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const lastRequest = () => {
  const request = FakeRequest.sent.at(-1);
  if (!request) throw new Error('nothing was uploaded');
  return request;
};

const sent = (fetch: ReturnType<typeof serve>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

const fileInput = (scope: HTMLElement, accept: string) => {
  const input = scope.querySelector<HTMLInputElement>(`input[type="file"][accept^="${accept}"]`);
  if (!input) throw new Error(`no file input for ${accept}`);
  return input;
};

const openNewVideo = async (answers: Record<string, Answer>) => {
  const fetch = serve({ [`GET ${listUrl}`]: ok(pageOf([])), ...answers });
  renderPage(<ContentAdminPage />, { path: '/admin/content?kind=videos' });
  fireEvent.click(await screen.findByRole('button', { name: 'New Video' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Video' });
  await within(dialog).findByRole('textbox', { name: 'Body' });
  return { fetch, dialog };
};

describe('ArticleEditor: cover image and video uploads', { timeout: 30_000 }, () => {
  consolePageHooks();
  beforeEach(() => {
    FakeRequest.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uploads a cover image and a video file with its progress, and saves their addresses', async () => {
    const { fetch, dialog } = await openNewVideo({
      [`POST ${imagesUrl}`]: ok(
        { imageUrl: '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/0b8e61f0a3c94d2e8f7a6b5c4d3e2f10-cover.webp' },
        201,
      ),
      [`POST ${listUrl}`]: ok(adminArticleFixture({ kind: 'videos', title: 'Pitching in five minutes' }), 201),
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Pitching in five minutes' },
    });

    fireEvent.change(fileInput(dialog, 'image/'), {
      target: { files: [new File(['png'], 'cover.png', { type: 'image/png' })] },
    });
    const preview = await within(dialog).findByRole('img', { name: 'Preview of the cover image' });
    expect(preview.getAttribute('src')).toBe(
      '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/0b8e61f0a3c94d2e8f7a6b5c4d3e2f10-cover.webp',
    );
    expect(within(dialog).getByRole('button', { name: 'Replace cover image' })).toBeTruthy();

    // A file that is not a video goes nowhere.
    fireEvent.change(fileInput(dialog, 'video/'), {
      target: { files: [new File(['gif'], 'clip.gif', { type: 'image/gif' })] },
    });
    expect(await within(dialog).findByText('Choose an MP4 or WebM video.')).toBeTruthy();
    expect(FakeRequest.sent).toHaveLength(0);

    fireEvent.change(fileInput(dialog, 'video/'), {
      target: { files: [new File(['mp4 bytes'], 'pitch.mp4', { type: 'video/mp4' })] },
    });
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const upload = lastRequest();
    expect(upload.url).toBe('/api/v1/admin/articles/files/videos');
    expect(upload.headers.authorization).toBe('Bearer token-operator');
    expect(upload.body instanceof FormData && upload.body.get('file') instanceof File).toBe(true);
    upload.progress(40, 100);
    expect(within(dialog).getByRole('progressbar', { name: 'Video upload' }).getAttribute('aria-valuenow')).toBe('40');
    expect(within(dialog).getByText('Uploading… 40%')).toBeTruthy();
    // Saving waits for the upload.
    expect(within(dialog).getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true);
    upload.answer(201, {
      data: {
        videoUrl: '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/9c1d72e1b4da5e3f908b7c6d5e4f3a21-video.mp4',
        fileName: 'pitch.mp4',
      },
    });
    expect(await within(dialog).findByText('Uploaded pitch.mp4')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Video link' })).toHaveProperty(
      'value',
      '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/9c1d72e1b4da5e3f908b7c6d5e4f3a21-video.mp4',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Pitching in five minutes” created.'));
    expect(sent(fetch, 'POST', listUrl)).toEqual([
      expect.objectContaining({
        title: 'Pitching in five minutes',
        coverUrl: '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/0b8e61f0a3c94d2e8f7a6b5c4d3e2f10-cover.webp',
        videoUrl: '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/9c1d72e1b4da5e3f908b7c6d5e4f3a21-video.mp4',
      }),
    ]);
  });

  it('removes a cover, cancels a video upload, and shows the server’s refusal of one', async () => {
    const { fetch, dialog } = await openNewVideo({
      [`POST ${imagesUrl}`]: ok(
        { imageUrl: '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/0b8e61f0a3c94d2e8f7a6b5c4d3e2f10-cover.webp' },
        201,
      ),
    });
    fireEvent.change(fileInput(dialog, 'image/'), {
      target: { files: [new File(['png'], 'cover.png', { type: 'image/png' })] },
    });
    await within(dialog).findByRole('img', { name: 'Preview of the cover image' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove cover image' }));
    expect(within(dialog).queryByRole('img', { name: 'Preview of the cover image' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Cover image' })).toHaveProperty('value', '');

    const video = new File(['webm bytes'], 'demo.webm', { type: 'video/webm' });
    fireEvent.change(fileInput(dialog, 'video/'), { target: { files: [video] } });
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Video link' })).toHaveProperty('value', '');

    fireEvent.change(fileInput(dialog, 'video/'), { target: { files: [video] } });
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(2));
    lastRequest().answer(400, { message: 'Invalid request', errors: ['file: Upload an MP4 or WebM video'] });
    expect(await within(dialog).findByText('Upload an MP4 or WebM video')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Video link' })).toHaveProperty('value', '');
    expect(sent(fetch, 'POST', listUrl)).toHaveLength(0);
  });
});
