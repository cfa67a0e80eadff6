// @vitest-environment jsdom
import { profileAccountTypes, profileTypes } from '@ventura/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectedTypeOf } from '../../core/guards.tsx';
import { routes } from './routes.tsx';

describe('profile edit routes', () => {
  it('have an area for every type with a profile, under the registry’s web path', () => {
    const areas = routes.filter((route) => route.path?.endsWith('/edit/*'));
    expect(areas.map((route) => [expectedTypeOf([{ handle: route.handle }])?.[0], route.path]).sort()).toEqual(
      profileAccountTypes.map((type) => [type, `${profileTypes[type].webPath}/edit/*`]).sort(),
    );
  });

  it('match every page of the registry, each for its own account type only', () => {
    for (const type of profileAccountTypes) {
      const def = profileTypes[type];
      const pages = [...def.sections, ...def.lists].map((part) => part.page);
      if (def.guidedPage) pages.push(def.guidedPage);
      for (const page of pages) {
        const matches = matchRoutes(routes, page);
        expect(matches, page).not.toBeNull();
        expect(expectedTypeOf((matches ?? []).map((match) => ({ handle: match.route.handle }))), page).toEqual([type]);
      }
    }
  });

  it('load every page on demand', () => {
    expect(routes.every((route) => typeof route.lazy === 'function' && !route.Component && !route.element)).toBe(true);
  });
});
