// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { watchesRejection } from './rejection-watch.tsx';

const on = { logout_on_rejection: true };
const member = { impersonated: false };

describe('watchesRejection', () => {
  it('watches a member’s own session where the tenant signs rejected profiles out', () => {
    expect(watchesRejection(on, member)).toBe(true);
  });

  it('leaves other tenants, signed-out visitors and operators looking as the member', () => {
    expect(watchesRejection({ logout_on_rejection: false }, member)).toBe(false);
    expect(watchesRejection(on, null)).toBe(false);
    expect(watchesRejection(on, { impersonated: true })).toBe(false);
  });
});
