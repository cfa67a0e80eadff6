import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicProfileRoutes } from '../public-profiles/routes.tsx';
import { publicRoutes, routes } from './routes.tsx';

/** The partner paths beside the partners' public profiles (/partners/:uuid/:slug?), as the router mounts them. */
const all = [...publicProfileRoutes(), ...publicRoutes, { id: 'signed-in', children: routes }];

describe('partner routes', () => {
  it('win over a public profile at the same depth', () => {
    expect(matchRoutes(all, '/partners/startups')?.at(-1)?.route.path).toBe('/partners/startups');
    const join = matchRoutes(all, '/partners/join/k3J9x0aQwErTyUiOpAsDfGhJkLzXcVbN')?.at(-1);
    expect(join?.route.path).toBe('/partners/join/:token');
    expect(join?.params.token).toBe('k3J9x0aQwErTyUiOpAsDfGhJkLzXcVbN');
    const profile = matchRoutes(all, '/partners/0f8fad5b-d9cb-469f-a165-70867728950e/ignite-incubator')?.at(-1);
    expect(profile?.route.path).toBe('/partners/:uuid/:slug?');
  });

  it('keep the portfolio to partner profiles', () => {
    expect(routes[0]?.handle).toEqual({ expectedType: ['partner'] });
  });
});
