import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage } from '@ventura/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { liveSocket } from '../../../test/live-socket-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { asha, conversation, message, ravi } from '../chat-fixture.ts';
import { ChatPage } from './chat-page.tsx';

const today = (hour: number, minute = 0) => {
  const at = new Date();
  at.setHours(hour, minute, 0, 0);
  return at.toISOString();
};

const withRavi = conversation({
  unreadCount: 2,
  lastMessage: {
    uuid: 'm2',
    senderUUID: ravi.uuid,
    senderName: ravi.name,
    excerpt: 'Shall we meet on Friday?',
    attachment: null,
    deleted: false,
    createdAt: today(0, 2),
  },
});
const withMeera = conversation({
  uuid: 'c2',
  title: 'Meera Iyer',
  peer: { ...ravi, uuid: 'p-meera', userId: 'u-meera', name: 'Meera Iyer', organizationName: 'Tatva Steel' },
  lastMessage: {
    uuid: 'm5',
    senderUUID: asha,
    senderName: 'Asha',
    excerpt: '',
    attachment: 'file',
    deleted: false,
    createdAt: today(0, 1),
  },
});
const history: ChatMessage[] = [
  message({ uuid: 'm1', text: 'Hello Asha, see https://northstar.example/terms', createdAt: today(0, 0) }),
  message({ uuid: 'm2', text: 'Shall we meet on Friday?', createdAt: today(0, 2) }),
];

const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });

let socket = liveSocket();

const open = (path: string, answers: Record<string, Answer>, tenant = tenantFixture()) => {
  const fetch = serve({
    'GET /api/v1/chat/conversations': ok({ items: [withRavi, withMeera], nextCursor: null }),
    'GET /api/v1/chat/conversations/c1': ok(withRavi),
    'GET /api/v1/chat/conversations/c1/messages': ok({ items: history, nextCursor: null }),
    'PATCH /api/v1/chat/conversations/c1/read': ok({
      conversationUUID: 'c1',
      profileUUID: asha,
      userId: 'u1',
      readAt: new Date().toISOString(),
    }),
    'GET /api/v1/connections/check_user_online_status': ok({ 'u-ravi': true, 'u-meera': false }),
    ...answers,
  });
  signInFixture();
  renderPage(
    <Routes>
      <Route path="/chat/conversations/:uuid?" element={<ChatPage />} />
      <Route path="/errors/404" element={<h1>Page not found</h1>} />
    </Routes>,
    { path, tenant },
  );
  return fetch;
};

const calls = (fetch: ReturnType<typeof serve>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({ url: String(url), body: init?.body }));

describe('ChatPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
    socket.detach();
    socket = liveSocket();
  });

  it('lists the conversations with their last line, time and unread count', async () => {
    open('/chat/conversations', {});
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second] = within(list).getAllByRole('link');
    if (!first || !second) throw new Error('two conversations expected');
    expect(first.textContent).toContain('Ravi Shah');
    expect(first.textContent).toContain('Shall we meet on Friday?');
    expect(first.textContent).toContain('2 unread messages');
    expect(first.getAttribute('href')).toBe('/chat/conversations/c1');
    expect(second.textContent).toContain('You: File');
    expect(await screen.findByText('Choose a conversation')).toBeTruthy();
  });

  it('opens a thread: day separator, links as safe anchors, marked read at once', async () => {
    const fetch = open('/chat/conversations/c1', {});
    const log = await screen.findByRole('log', { name: 'Messages with Ravi Shah' });
    expect(await within(log).findByRole('heading', { name: 'Today' })).toBeTruthy();
    const link = within(log).getByRole('link', { name: 'https://northstar.example/terms' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    await waitFor(() =>
      expect(calls(fetch, 'PATCH').map(({ url }) => url)).toEqual(['/api/v1/chat/conversations/c1/read']),
    );
    // The read reached the list: its badge is gone.
    const list = screen.getByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(list).getAllByRole('link')[0]?.textContent).not.toContain('unread'));
    expect(socket.emitted).toContainEqual(['joinRoom', 'conversation_c1']);
  });

  it('sends on Enter, not on Shift+Enter, and shows the message once though the socket brings it too', async () => {
    const sent = message({
      uuid: 'm3',
      senderUUID: asha,
      senderName: 'Asha',
      text: 'Friday works',
      createdAt: today(0, 3),
    });
    const fetch = open('/chat/conversations/c1', { 'POST /api/v1/chat/conversations/c1/messages': ok(sent, 201) });
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Friday works' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls(fetch, 'POST')).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(calls(fetch, 'POST')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch, 'POST')[0]?.body))).toEqual({ text: 'Friday works' });
    const log = screen.getByRole('log', { name: 'Messages with Ravi Shah' });
    await within(log).findByText('Friday works');
    socket.receive('message_received', { conversationUUID: 'c1', message: sent });
    expect(within(log).getAllByText('Friday works')).toHaveLength(1);
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('shows a message and a deletion that arrive over the socket, and who is typing', async () => {
    open('/chat/conversations/c1', {});
    const log = await screen.findByRole('log', { name: 'Messages with Ravi Shah' });
    await within(log).findByText('Shall we meet on Friday?');
    socket.receive('start_typing', { room: 'conversation_c1', userId: ravi.userId });
    expect(await screen.findByText('Ravi Shah is typing…')).toBeTruthy();
    socket.receive('message_received', {
      conversationUUID: 'c1',
      message: message({ uuid: 'm4', text: 'Or Monday?', createdAt: today(0, 4) }),
    });
    expect(await within(log).findByText('Or Monday?')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Ravi Shah is typing…')).toBeNull());
    socket.receive('message_deleted', { conversationUUID: 'c1', messageUUID: 'm4' });
    expect(await within(log).findByText('This message was deleted')).toBeTruthy();
    expect(within(log).queryByText('Or Monday?')).toBeNull();
  });

  it('counts a message for a conversation that is not open in the list', async () => {
    open('/chat/conversations', {});
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await within(list).findByText('You: File');
    socket.receive('message_received', {
      conversationUUID: 'c2',
      message: message({
        uuid: 'm6',
        conversationUUID: 'c2',
        senderUUID: 'p-meera',
        text: 'Got it, thanks',
        createdAt: today(0, 5),
      }),
    });
    // Meera's conversation moves to the top with the new line and one unread.
    await waitFor(() => expect(within(list).getAllByRole('link')[0]?.textContent).toContain('Got it, thanks'));
    expect(within(list).getAllByRole('link')[0]?.textContent).toContain('1 unread message');
  });

  it('refuses a file over 10 MB before sending, and sends a file with its text fields first', async () => {
    const sent = message({ uuid: 'm7', senderUUID: asha, text: 'Our deck', createdAt: today(0, 6) });
    const fetch = open('/chat/conversations/c1', {
      'POST /api/v1/chat/conversations/c1/messages/attachment': ok(sent, 201),
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the attach button has no file input');
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe('huge.pdf is 11 MB; a file can be at most 10 MB.');
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'deck.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('button', { name: 'Remove deck.pdf' })).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Our deck' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(calls(fetch, 'POST')).toHaveLength(1));
    const body = calls(fetch, 'POST')[0]?.body;
    if (!(body instanceof FormData)) throw new Error('a multipart form expected');
    expect([...body.keys()]).toEqual(['text', 'file']);
    expect(body.get('text')).toBe('Our deck');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove deck.pdf' })).toBeNull());
  });

  it('opens the conversation with a profile from ?with= and shows it in its place', async () => {
    const fetch = open('/chat/conversations?with=p-ravi', { 'POST /api/v1/chat/conversations': ok(withRavi) });
    expect(await screen.findByRole('log', { name: 'Messages with Ravi Shah' })).toBeTruthy();
    const posts = calls(fetch, 'POST');
    expect(posts.map(({ url }) => url)).toEqual(['/api/v1/chat/conversations']);
    expect(JSON.parse(String(posts[0]?.body))).toEqual({ profileUUID: 'p-ravi' });
  });

  it('shows why the caller cannot write instead of the composer', async () => {
    const readOnly = {
      ...withRavi,
      can: { send: false, deleteOwn: true },
      readOnlyReason: 'You are no longer connected',
    };
    open('/chat/conversations/c1', { 'GET /api/v1/chat/conversations/c1': ok(readOnly) });
    expect(await screen.findByText('You are no longer connected')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('is the 404 page where the tenant has no chat', async () => {
    const tenant = tenantFixture();
    open('/chat/conversations', {}, { ...tenant, features: { ...tenant.features, chat_type: 'none' } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
