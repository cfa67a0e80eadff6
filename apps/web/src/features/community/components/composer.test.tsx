import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { stubObjectUrls } from '../../../test/object-urls.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { asha, postFixture, ravi } from '../community-fixture.ts';
import { Composer } from './composer.tsx';

const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });
const created = ok(postFixture({ author: asha }), 201);
const image = {
  uuid: 'd0000000-0000-4000-8000-000000000001',
  type: 'image',
  kind: 'webp',
  name: 'team.png',
  size: 2048,
  width: 800,
  height: 600,
  url: '/files/team.webp',
};

const open = (answers: Record<string, Answer>) => {
  const fetch = serve(answers);
  signInFixture();
  renderPage(<Composer author={asha} />);
  return fetch;
};

const posted = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url) === '/api/v1/posts' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

const field = () => screen.getByRole('textbox', { name: 'Post text' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text, selectionStart: text.length } });

describe('Composer', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
    // jsdom lays nothing out; the mention list scrolls its chosen option into view.
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('posts what was written, then starts afresh', async () => {
    const fetch = open({ 'POST /api/v1/posts': created });
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toHaveProperty('disabled', true);
    type('  We are hiring!  ');
    fireEvent.click(post);
    await waitFor(() => expect(field()).toHaveProperty('value', ''));
    expect(posted(fetch)).toEqual([{ text: 'We are hiring!', fileUUIDs: [] }]);
  });

  it('posts with Ctrl+Enter, and says the server’s reason when it refuses', async () => {
    const show = vi.spyOn(notifications, 'show');
    open({
      'POST /api/v1/posts': { status: 429, body: { message: 'Too many', errors: ['You are posting too fast'] } },
    });
    type('Hello');
    fireEvent.keyDown(field(), { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'You are posting too fast' })),
    );
    expect(field()).toHaveProperty('value', 'Hello');
  });

  it('falls back to the spec’s text when the failure says nothing', async () => {
    const show = vi.spyOn(notifications, 'show');
    open({ 'POST /api/v1/posts': { status: 500, body: {} } });
    type('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error while saving post!' })),
    );
  });

  it('checks a chosen file first, and uploads an image at once for the post to carry', async () => {
    stubObjectUrls('blob:team');
    const fetch = open({ 'POST /api/v1/posts/upload-file': ok(image, 201), 'POST /api/v1/posts': created });
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept^="image/"]');
    if (!input) throw new Error('the image picker is missing');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('notes.txt is not a PNG, JPEG, WebP or GIF image.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['png'], 'team.png', { type: 'image/png' })] } });
    const tray = await screen.findByRole('list', { name: 'Files of this post' });
    expect(within(tray).getByRole('button', { name: 'Remove team.png' })).toBeTruthy();
    const post = screen.getByRole('button', { name: 'Post' });
    await waitFor(() => expect(post).toHaveProperty('disabled', false));
    fireEvent.click(post);
    await waitFor(() => expect(posted(fetch)).toEqual([{ text: '', fileUUIDs: [image.uuid] }]));
    const upload = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/posts/upload-file');
    const form = upload?.[1]?.body;
    if (!(form instanceof FormData)) throw new Error('the upload is a form');
    expect(form.get('fileType')).toBe('image');
  });

  it('mentions a member chosen from the list by keyboard, showing the name and sending the token', async () => {
    const hit = {
      uuid: ravi.uuid,
      userId: 'u-ravi',
      accountType: 'investor',
      accountTypeLabel: 'Investor',
      name: 'Ravi Shah',
      organizationName: 'Seed Fund',
      avatar: null,
    };
    const fetch = open({
      'GET /api/v1/posts/mentionable?q=Rav&limit=8': ok([hit]),
      'POST /api/v1/posts': created,
    });
    type('Thanks @Rav');
    expect(await screen.findByRole('option', { name: 'Ravi Shah' })).toBeTruthy();
    // The first member is chosen already: Enter takes it (and does not post).
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(field()).toHaveProperty('value', 'Thanks @Ravi Shah '));
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(posted(fetch)).toEqual([{ text: `Thanks @[Ravi Shah](${ravi.uuid})`, fileUUIDs: [] }]));
  });

  it('shows the preview of a link once typing pauses, and sends it unless removed', async () => {
    const preview = {
      url: 'https://lumen.io/news',
      siteName: 'Lumen',
      title: 'Lumen raises its seed round',
      description: null,
      imageUrl: null,
    };
    const fetch = open({
      'GET /api/v1/posts/link-preview?url=https%3A%2F%2Flumen.io%2Fnews': ok(preview),
      'POST /api/v1/posts': created,
    });
    type('Read https://lumen.io/news');
    expect(await screen.findByText('Lumen raises its seed round', {}, { timeout: 2000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(posted(fetch)).toEqual([
        { text: 'Read https://lumen.io/news', fileUUIDs: [], linkPreviewUrl: 'https://lumen.io/news' },
      ]),
    );
  });

  it('shows the whole post before it goes, with Preview', async () => {
    open({});
    type('Demo day on <b>Friday</b>');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const region = screen.getByRole('region', { name: 'Preview of your post' });
    expect(within(region).getByText('Asha Founder')).toBeTruthy();
    expect(within(region).getByText('Demo day on <b>Friday</b>')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview' }).getAttribute('aria-pressed')).toBe('true');
  });
});
