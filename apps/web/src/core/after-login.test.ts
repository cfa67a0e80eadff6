// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isSafeReturnPath, postLoginPath, rememberAttemptedUrl, takeAttemptedUrl } from './after-login.ts';

describe('the URL saved for after sign-in', () => {
  beforeEach(() => sessionStorage.clear());

  it('is used once', () => {
    rememberAttemptedUrl('/connections?tab=sent');
    expect(takeAttemptedUrl()).toBe('/connections?tab=sent');
    expect(takeAttemptedUrl()).toBeNull();
  });

  it('is only ever a path of this site outside /auth', () => {
    for (const url of ['https://evil.example', '//evil.example/x', '/\\evil.example', '/auth/login', '/auth']) {
      expect(isSafeReturnPath(url)).toBe(false);
      rememberAttemptedUrl(url);
      expect(takeAttemptedUrl()).toBeNull();
    }
    expect(isSafeReturnPath('/authors')).toBe(true);
    sessionStorage.setItem('ventura-after-login', 'https://evil.example');
    expect(takeAttemptedUrl()).toBeNull();
  });
});

describe('postLoginPath', () => {
  it('sends startups to their dashboard and everyone else to the investors’ one (spec 4)', () => {
    expect(postLoginPath('startup')).toBe('/startups/dashboard');
    expect(postLoginPath('investor')).toBe('/investors/dashboard');
    expect(postLoginPath('mentor')).toBe('/investors/dashboard');
  });
});
