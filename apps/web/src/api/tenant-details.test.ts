import { TenantDetails } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../test/tenant-fixture.ts';
import { isTenantDetails, TenantDetailsCheck } from './tenant-details.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The fixture as plain JSON, as it comes over the wire. */
const wireTenant = (): Json =>
  JSON.parse(
    JSON.stringify(
      tenantFixture({
        connection_matrix: [matrixEntry],
        community: { who_may_post: 'account_types', posting_account_types: ['startup'], public_posts: true },
      }),
    ),
  );
const matrixEntry = {
  profileType: 'startup',
  otherProfileType: 'investor',
  canSearch: true,
  canConnect: false,
} as const;

/** Every path to a value in the tenant, objects and arrays included. */
const pathsOf = (value: Json, prefix: (string | number)[] = []): (string | number)[][] => {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, index) => pathsOf(item, [...prefix, index]))];
  if (value !== null && typeof value === 'object') {
    return [prefix, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
  }
  return [prefix];
};

/** A copy of the tenant with the value at `path` replaced (or removed, for undefined). */
const withValue = (path: (string | number)[], replacement: Json | undefined): unknown => {
  const copy = wireTenant();
  if (path.length === 0) return replacement;
  let parent: Json = copy;
  for (const key of path.slice(0, -1)) {
    if (Array.isArray(parent) && typeof key === 'number') parent = parent[key] ?? null;
    else if (parent !== null && typeof parent === 'object' && !Array.isArray(parent) && typeof key === 'string') {
      parent = parent[key] ?? null;
    }
  }
  const last = path[path.length - 1];
  if (Array.isArray(parent) && typeof last === 'number') {
    if (replacement === undefined) parent.splice(last, 1);
    else parent[last] = replacement;
  } else if (parent !== null && typeof parent === 'object' && !Array.isArray(parent) && typeof last === 'string') {
    if (replacement === undefined) delete parent[last];
    else parent[last] = replacement;
  }
  return copy;
};

const replacements: (Json | undefined)[] = [
  undefined,
  null,
  '',
  'x',
  '#12345',
  '#1c4ed8',
  'side',
  'dark',
  'native',
  'startup',
  'not a url',
  'https://example.org',
  0,
  -3,
  1.5,
  15,
  true,
  false,
  {},
  [],
];

describe('isTenantDetails', () => {
  it('takes a whole tenant', () => {
    expect(isTenantDetails(wireTenant())).toBe(true);
    expect(TenantDetailsCheck.parse(wireTenant())).toEqual(wireTenant());
  });

  it('gives the shared schema’s verdict for every field changed to every kind of value', () => {
    const disagreements: string[] = [];
    for (const path of pathsOf(wireTenant())) {
      for (const replacement of replacements) {
        const answer = withValue(path, replacement);
        const expected = TenantDetails.safeParse(answer).success;
        if (isTenantDetails(answer) !== expected) {
          disagreements.push(`${path.join('.') || '(root)'} = ${JSON.stringify(replacement)}: schema says ${expected}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('refuses what is not a tenant, so the tenant error page shows', () => {
    expect(() => TenantDetailsCheck.parse({ name: 'Half a tenant' })).toThrow();
    expect(() => TenantDetailsCheck.parse(undefined)).toThrow();
  });
});
