// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../core/session.ts';
import { serve } from '../test/serve.ts';
import { completeSignIn } from './sign-in.ts';

const session = {
  user: {
    userId: 'u-startup',
    id: 7,
    uuid: 'p-startup',
    name: 'Asha',
    accountType: 'startup' as const,
    role: 'member' as const,
    impersonated: false,
  },
  accessToken: 'token-1',
};

const landing = () => {
  const navigate = vi.fn();
  completeSignIn(session, { queryClient: new QueryClient(), navigate });
  vi.advanceTimersByTime(1000);
  return navigate.mock.calls.map(([to]) => to);
};

describe('completeSignIn', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    serve({});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStore.clear();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('lands on the program the visitor arrived for, and applies there when asked, once', () => {
    localStorage.setItem('program', 'SEED');
    localStorage.setItem('autoApply', 'true');
    sessionStorage.setItem('ventura-after-login', '/jobs');
    expect(landing()).toEqual(['/programs/SEED/apply?autoApply=true']);
    expect(landing()).toEqual(['/startups/dashboard']);
  });

  it('goes to the saved address when no program waits', () => {
    sessionStorage.setItem('ventura-after-login', '/jobs');
    expect(landing()).toEqual(['/jobs']);
  });
});
