import { describe, expect, it } from 'vitest';
import { bellBadge, bellLabel, iconImage } from './present.ts';

describe('the bell', () => {
  it('says how many are unread, in short form (K, M, G with one decimal)', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(1500)).toBe('Notifications, 1.5K unread');
    expect(bellBadge(999)).toBe('999');
    expect(bellBadge(1000)).toBe('1.0K');
    expect(bellBadge(2_345_678)).toBe('2.3M');
    expect(bellBadge(4_000_000_000)).toBe('4.0G');
  });

  it('shows no badge and a plain label when nothing is unread or the count is not known yet', () => {
    expect(bellBadge(0)).toBeNull();
    expect(bellBadge(undefined)).toBeNull();
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(undefined)).toBe('Notifications');
  });
});

describe('iconImage', () => {
  it('takes image addresses and leaves names to the web', () => {
    expect(iconImage('/icons/connection.svg')).toBe('/icons/connection.svg');
    expect(iconImage('https://cdn.example/icon.png')).toBe('https://cdn.example/icon.png');
    expect(iconImage('connection')).toBeNull();
    expect(iconImage('//cdn.example/icon.png')).toBeNull();
    expect(iconImage(null)).toBeNull();
  });
});
