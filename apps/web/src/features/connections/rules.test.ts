// @vitest-environment jsdom
import type { ConnectionMatrixEntry } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { onlineStatusBatches } from '../../api/presence.ts';
import { canRemove, canWithdraw, cardConnectable, connectStepOf } from './rules.ts';

describe('the caller’s own actions on a connection', () => {
  it('withdraws only requests it sent that wait for an answer', () => {
    expect(canWithdraw({ direction: 'sent', connectionStatus: 'pending' })).toBe(true);
    expect(canWithdraw({ direction: 'sent', connectionStatus: 'pending_moderation' })).toBe(true);
    expect(canWithdraw({ direction: 'received', connectionStatus: 'pending' })).toBe(false);
    expect(canWithdraw({ direction: 'sent', connectionStatus: 'accepted' })).toBe(false);
    expect(canWithdraw({ direction: 'sent', connectionStatus: 'rejected' })).toBe(false);
  });

  it('removes accepted connections, whoever asked', () => {
    expect(canRemove({ direction: 'sent', connectionStatus: 'accepted' })).toBe(true);
    expect(canRemove({ direction: 'received', connectionStatus: 'accepted' })).toBe(true);
    expect(canRemove({ direction: 'sent', connectionStatus: 'pending' })).toBe(false);
  });
});

describe('connectStepOf', () => {
  it('offers Connect with nothing open, or after a declined request', () => {
    expect(connectStepOf(null)).toBe('connect');
    expect(connectStepOf({ direction: 'sent', connectionStatus: 'rejected' })).toBe('connect');
  });

  it('says a request was sent (also while moderated), that the other side asked, or that they are connected', () => {
    expect(connectStepOf({ direction: 'sent', connectionStatus: 'pending' })).toBe('sent');
    expect(connectStepOf({ direction: 'sent', connectionStatus: 'pending_moderation' })).toBe('sent');
    expect(connectStepOf({ direction: 'received', connectionStatus: 'pending' })).toBe('received');
    expect(connectStepOf({ direction: 'received', connectionStatus: 'accepted' })).toBe('connected');
  });
});

describe('cardConnectable', () => {
  const matrix: ConnectionMatrixEntry[] = [
    { profileType: 'startup', otherProfileType: 'investor', canSearch: true, canConnect: true },
    { profileType: 'startup', otherProfileType: 'startup', canSearch: true, canConnect: false },
  ];
  const tenant = { connection_matrix: matrix };
  const user = { uuid: 'me', accountType: 'startup' as const };
  const profile = { uuid: 'me', can: { connect: true } };
  const investor = { uuid: 'them', accountType: 'investor' as const };

  it('offers Connect where the viewer may connect and the matrix lets it reach that type', () => {
    expect(cardConnectable({ tenant, user, profile, card: investor })).toBe(true);
  });

  it('offers nothing signed out, before the profile is known, or on another profile’s stored copy', () => {
    expect(cardConnectable({ tenant, user: null, profile, card: investor })).toBe(false);
    expect(cardConnectable({ tenant, user, profile: null, card: investor })).toBe(false);
    expect(cardConnectable({ tenant, user, profile: { ...profile, uuid: 'old' }, card: investor })).toBe(false);
  });

  it('offers nothing where the server says the viewer may not connect at all (limited access, job seekers, no connections)', () => {
    expect(cardConnectable({ tenant, user, profile: { uuid: 'me', can: { connect: false } }, card: investor })).toBe(
      false,
    );
  });

  it('offers nothing where the matrix says no, or on one’s own card', () => {
    expect(cardConnectable({ tenant, user, profile, card: { uuid: 'x', accountType: 'startup' } })).toBe(false);
    expect(cardConnectable({ tenant, user, profile, card: { uuid: 'x', accountType: 'mentor' } })).toBe(false);
    expect(cardConnectable({ tenant, user, profile, card: { uuid: 'me', accountType: 'investor' } })).toBe(false);
  });
});

describe('onlineStatusBatches', () => {
  it('asks about each user once, at most so many at a time', () => {
    expect(onlineStatusBatches(['c', 'a', 'b', 'a', ''], 2)).toEqual([['a', 'b'], ['c']]);
    expect(onlineStatusBatches([])).toEqual([]);
    expect(
      onlineStatusBatches(Array.from({ length: 250 }, (_, index) => `u${index}`)).map((batch) => batch.length),
    ).toEqual([100, 100, 50]);
  });
});
