import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../../test/tenant-fixture.ts';
import { formatSeconds } from '../../ui/countdown.ts';
import { signupTypesOf, withArticle } from './signup-types.ts';

describe('signupTypesOf', () => {
  it('offers the types the tenant enables, never "other"', () => {
    const tenant = tenantFixture();
    expect(signupTypesOf(tenant)).not.toContain('other');
    expect(signupTypesOf(tenant)).toContain('job_seeker');
    const closed = tenantFixture({ users: { ...tenant.users, job_seeker: false, program_office: false } });
    expect(signupTypesOf(closed)).toEqual([
      'startup',
      'investor',
      'corporate',
      'mentor',
      'service_provider',
      'partner',
      'individual',
    ]);
  });

  it('reads naturally', () => {
    expect(withArticle('startup')).toBe('a Startup');
    expect(withArticle('investor')).toBe('an Investor');
    expect(withArticle('individual')).toBe('an Individual');
    expect(formatSeconds(27)).toBe('0:27');
    expect(formatSeconds(75)).toBe('1:15');
  });
});
