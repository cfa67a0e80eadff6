// @vitest-environment jsdom
import type { Session } from '@ventura/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../core/session.ts';
import {
  ApiError,
  api,
  apiWithMessage,
  defaultErrorText,
  errorText,
  setAuthFailureHandler,
  setVisitPartner,
} from './client.ts';

const text = { parse: (data: unknown) => String(data) };

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('errorText', () => {
  it('prefers the first specific error, then the message, then the default', () => {
    expect(errorText(new ApiError(400, 'Invalid input', ['Company name required', 'Other']))).toBe(
      'Company name required',
    );
    expect(errorText(new ApiError(403, 'Forbidden'))).toBe('Forbidden');
    expect(errorText(new ApiError(500, ''))).toBe(defaultErrorText);
    expect(defaultErrorText).toBe('Something went wrong');
    expect(errorText(new ApiError(400, '', ['  ', 'Invalid or expired code']), 'Error verifying the OTP!')).toBe(
      'Invalid or expired code',
    );
    expect(errorText(new ApiError(0, ''), 'Error verifying the OTP!')).toBe('Error verifying the OTP!');
    expect(errorText(new Error('boom'), 'Error logging in')).toBe('Error logging in');
  });

  it('shows the words of a field’s problem, not the path that names the field', () => {
    expect(errorText(new ApiError(400, 'Invalid request', ['body.pitch: Pitch is required']))).toBe(
      'Pitch is required',
    );
    expect(errorText(new ApiError(400, 'x', ['answers.revenue: Monthly revenue is required']))).toBe(
      'Monthly revenue is required',
    );
    expect(errorText(new ApiError(400, 'x', ['documents.deck: Upload Pitch deck']))).toBe('Upload Pitch deck');
    expect(errorText(new ApiError(400, 'x', ['body: "stars" is not a field here: remove it']))).toBe(
      '"stars" is not a field here: remove it',
    );
    // A sentence that has a colon of its own keeps it.
    expect(errorText(new ApiError(409, 'x', ['Your wishlist holds at most 500 people: remove someone first']))).toBe(
      'Your wishlist holds at most 500 people: remove someone first',
    );
  });
});

const session: Session = {
  user: { userId: 'u1', id: 7, uuid: 'p1', name: 'Asha', accountType: 'startup', role: 'member', impersonated: false },
  accessToken: 'token-1',
};

/** The request init of the first fetch call. */
const sentInit = (fetch: ReturnType<typeof respond>) => fetch.mock.calls[0]?.[1] ?? {};

describe('api', () => {
  afterEach(() => {
    sessionStore.clear();
    setAuthFailureHandler(() => {});
    vi.restoreAllMocks();
  });

  it('sends the signed-in session as a bearer token, with credentials', async () => {
    sessionStore.signIn(session);
    const fetch = respond(200, { data: 'ok' });
    await api.get('/users/profile', text);
    expect(new Headers(sentInit(fetch).headers).get('authorization')).toBe('Bearer token-1');
    expect(sentInit(fetch).credentials).toBe('same-origin');
  });

  it('sends an anonymous call without the token and without credentials, and ends no session', async () => {
    sessionStore.signIn(session);
    const onAuthFailure = vi.fn();
    setAuthFailureHandler(onAuthFailure);
    const fetch = respond(403, { message: 'Forbidden', errors: [] });
    await expect(api.get('/verify-tenant', text, { anonymous: true })).rejects.toBeInstanceOf(ApiError);
    expect(new Headers(sentInit(fetch).headers).has('authorization')).toBe(false);
    expect(sentInit(fetch).credentials).toBe('omit');
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(sessionStore.user()?.name).toBe('Asha');
  });

  it('returns the envelope data and sends the query', async () => {
    const fetch = respond(200, { data: 'hello' });
    await expect(
      api.get('/greeting', text, { query: { host: 'alpha.localhost:3000', skip: undefined } }),
    ).resolves.toBe('hello');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/greeting?host=alpha.localhost%3A3000');
  });

  it("answers a write's message beside its data when asked, and an empty one when there is none", async () => {
    respond(201, { data: 'entry', message: 'Invitation sent to neha@solarkart.test' });
    expect(await apiWithMessage.post('/partners/add-startup', text, { body: {} })).toEqual({
      data: 'entry',
      message: 'Invitation sent to neha@solarkart.test',
    });
    vi.restoreAllMocks();
    respond(200, { message: 'Invitation withdrawn' });
    expect(await apiWithMessage.delete('/partners/startups/e1', { parse: () => undefined })).toEqual({
      data: undefined,
      message: 'Invitation withdrawn',
    });
    vi.restoreAllMocks();
    respond(200, { data: 'x' });
    expect((await apiWithMessage.post('/x', text)).message).toBe('');
  });

  it('sends a FormData as it is, leaving its multipart type to the browser, and anything else as JSON', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify({ data: 'ok' }), { status: 200 }));
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'logo.png');
    await api.post('/startups/upload/logo', text, { body: form });
    expect(sentInit(fetch).body).toBe(form);
    expect(new Headers(sentInit(fetch).headers).has('content-type')).toBe(false);

    await api.patch('/startups/information', text, { body: { tagline: 'Hi' } });
    const json = fetch.mock.calls[1]?.[1] ?? {};
    expect(json.body).toBe('{"tagline":"Hi"}');
    expect(new Headers(json.headers).get('content-type')).toBe('application/json');
  });

  it('throws an ApiError with the status and texts of an error envelope', async () => {
    respond(404, { message: 'Not found', errors: ['No tenant is configured for the host'] });
    const error = await api.get('/verify-tenant', text).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'Not found',
      errors: ['No tenant is configured for the host'],
    });
  });

  it('names the visit’s partner while nobody is signed in, and only then', async () => {
    const kestrel = '6f1c0c4e-8a4e-4a53-9d0e-3d3b5f0a1c11';
    const partnerSent = async () => {
      const fetch = respond(200, { data: 'ok' });
      await api.post('/public/auth/mobile/login', text, { body: { email: 'asha@example.com' } });
      const sent = new Headers(sentInit(fetch).headers).get('x-partner-id');
      fetch.mockRestore();
      return sent;
    };
    expect(await partnerSent()).toBeNull();
    setVisitPartner(kestrel);
    try {
      expect(await partnerSent()).toBe(kestrel);
      sessionStore.signIn(session);
      expect(await partnerSent()).toBeNull();
      sessionStore.clear();
      expect(await partnerSent()).toBe(kestrel);
    } finally {
      setVisitPartner(null);
    }
  });

  it('reports an unreachable server as status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/x', text)).rejects.toMatchObject({ status: 0 });
  });
});
