import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, defaultErrorText, errorText } from './client.ts';

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
    expect(errorText(new Error('boom'), 'Error logging in')).toBe('Error logging in');
  });
});

describe('api', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the envelope data and sends the query', async () => {
    const fetch = respond(200, { data: 'hello' });
    await expect(
      api.get('/greeting', text, { query: { host: 'alpha.localhost:3000', skip: undefined } }),
    ).resolves.toBe('hello');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/greeting?host=alpha.localhost%3A3000');
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

  it('reports an unreachable server as status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/x', text)).rejects.toMatchObject({ status: 0 });
  });
});
