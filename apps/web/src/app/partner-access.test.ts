// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { sessionStore } from '../core/session.ts';
import { signInFixture } from '../test/session-fixture.ts';
import { partnerAccessOf, partnerAccessQuery, partnerIdOf } from './partner-access.ts';

const kestrel = '6f1c0c4e-8a4e-4a53-9d0e-3d3b5f0a1c11';
const pending = { status: 'pending', error: null } as const;

describe('partnerIdOf', () => {
  it('takes only uuids', () => {
    expect(partnerIdOf(kestrel)).toBe(kestrel);
    expect(partnerIdOf('not-a-partner')).toBeNull();
    expect(partnerIdOf(null)).toBeNull();
  });
});

describe('partnerAccessOf', () => {
  it('is none without a partner, and unknown without a call for something that is not a partner id', () => {
    expect(partnerAccessOf(null, pending)).toEqual({ status: 'none' });
    expect(partnerAccessOf('', pending)).toEqual({ status: 'none' });
    expect(partnerAccessOf('acme-ventures', pending)).toEqual({ status: 'unknown' });
  });

  it('follows the check: checking, known, unknown on 404 or 400, failed otherwise', () => {
    expect(partnerAccessOf(kestrel, pending)).toEqual({ status: 'checking' });
    expect(partnerAccessOf(kestrel, { status: 'success', error: null })).toEqual({ status: 'known' });
    const notFound = new ApiError(404, 'Partner not found', ['Partner not found']);
    expect(partnerAccessOf(kestrel, { status: 'error', error: notFound })).toEqual({ status: 'unknown' });
    expect(partnerAccessOf(kestrel, { status: 'error', error: new ApiError(400, 'Invalid request') })).toEqual({
      status: 'unknown',
    });
    const offline = new ApiError(0, 'offline');
    expect(partnerAccessOf(kestrel, { status: 'error', error: offline })).toEqual({ status: 'failed', error: offline });
  });
});

describe('partnerAccessQuery', () => {
  afterEach(() => {
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('asks the public partner information of this tenant, without credentials', async () => {
    signInFixture();
    const partner = {
      uuid: kestrel,
      name: 'Kestrel Cloud',
      slug: 'kestrel-cloud',
      logo: null,
      website: null,
      description: null,
      startups: 2,
    };
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ data: partner }), { status: 200 }));
    await expect(new QueryClient().fetchQuery(partnerAccessQuery(kestrel))).resolves.toEqual(partner);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/v1/partners/public/partners-information/${kestrel}`);
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(init?.credentials).toBe('omit');
  });
});
