import { describe, expect, it } from 'vitest';
import { mayRetry, parseConnectionLink, refusalTitle } from './connection-link.ts';

describe('parseConnectionLink', () => {
  it('reads the token and the answer of an email link', () => {
    expect(parseConnectionLink('?token=abc.DEF-123&action=accept')).toEqual({ token: 'abc.DEF-123', action: 'accept' });
    expect(parseConnectionLink(new URLSearchParams({ token: 't', action: 'reject' }))).toEqual({
      token: 't',
      action: 'reject',
    });
  });

  it('takes the answer whatever its case, and keeps an encoded token whole', () => {
    expect(parseConnectionLink('?action=ACCEPT&token=a%2Bb%3D')).toEqual({ token: 'a+b=', action: 'accept' });
  });

  it('asks which answer when the link names none or another one', () => {
    expect(parseConnectionLink('?token=t').action).toBeNull();
    expect(parseConnectionLink('?token=t&action=delete').action).toBeNull();
  });

  it('calls a link without a usable token incomplete', () => {
    expect(parseConnectionLink('?action=accept').token).toBeNull();
    expect(parseConnectionLink('?token=%20%20&action=accept').token).toBeNull();
    expect(parseConnectionLink(`?token=${'x'.repeat(601)}`).token).toBeNull();
    expect(parseConnectionLink(`?token=${'x'.repeat(600)}`).token).toHaveLength(600);
  });
});

describe('a refused link', () => {
  it('is titled by what the server said', () => {
    expect(refusalTitle(404)).toBe('This link no longer works');
    expect(refusalTitle(410)).toBe('This link no longer works');
    expect(refusalTitle(400)).toBe('This link is not valid');
    expect(refusalTitle(409)).toBe('This request was already answered');
  });

  it('may be tried again only after a fault of the network or the server, or a rate limit', () => {
    expect(mayRetry(0)).toBe(true);
    expect(mayRetry(503)).toBe(true);
    expect(mayRetry(429)).toBe(true);
    expect(mayRetry(404)).toBe(false);
    expect(mayRetry(400)).toBe(false);
  });
});
