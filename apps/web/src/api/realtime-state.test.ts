// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presence, realtimeStatus, useIsOnline, useRealtimeStatus } from './realtime-state.ts';

const alice = '0d9c1f0e-0000-4000-8000-000000000001';
const bob = '0d9c1f0e-0000-4000-8000-000000000002';

describe('presence', () => {
  afterEach(() => {
    presence.clear();
    realtimeStatus.set('idle');
  });

  it('takes the server’s answer, then the socket’s changes', () => {
    presence.seed({ [alice]: true, [bob]: false });
    expect(presence.isOnline(alice)).toBe(true);
    expect(presence.isOnline(bob)).toBe(false);

    presence.apply({ online: [bob], offline: [alice] });
    expect(presence.isOnline(alice)).toBe(false);
    expect(presence.isOnline(bob)).toBe(true);
  });

  it('counts unknown users as offline, and a user in both lists of one change as offline', () => {
    expect(presence.isOnline('someone-else')).toBe(false);
    presence.apply({ online: [alice], offline: [alice] });
    expect(presence.isOnline(alice)).toBe(false);
  });

  it('tells subscribers only when something changed', () => {
    const listener = vi.fn();
    const stop = presence.subscribe(listener);
    presence.apply({ online: [alice], offline: [] });
    presence.apply({ online: [alice], offline: [] });
    presence.seed({ [alice]: true });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    presence.apply({ online: [], offline: [alice] });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forgets everyone on clear (a sign-out)', () => {
    presence.seed({ [alice]: true });
    presence.clear();
    expect(presence.isOnline(alice)).toBe(false);
  });

  it('re-renders a dot when its user comes online or leaves', () => {
    const { result } = renderHook(() => useIsOnline(alice));
    expect(result.current).toBe(false);
    act(() => presence.apply({ online: [alice], offline: [] }));
    expect(result.current).toBe(true);
    act(() => presence.apply({ online: [], offline: [alice] }));
    expect(result.current).toBe(false);
  });

  it('shows no dot for a peer without a user id', () => {
    presence.seed({ [alice]: true });
    const { result } = renderHook(() => useIsOnline(undefined));
    expect(result.current).toBe(false);
  });

  it('follows the socket’s status', () => {
    const { result } = renderHook(() => useRealtimeStatus());
    expect(result.current).toBe('idle');
    act(() => realtimeStatus.set('connected'));
    expect(result.current).toBe('connected');
  });
});
