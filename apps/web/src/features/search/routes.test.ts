import { directories, directoryTypes } from '@ventura/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicProfileRoutes } from '../public-profiles/routes.tsx';
import { directorySlugs } from './paths.ts';
import { routes } from './routes.tsx';

describe('search routes', () => {
  it('name every directory by the slug the shared list gives it', () => {
    expect(directorySlugs.map(([type, slug]) => [type, slug])).toEqual(
      directoryTypes.map((type) => [type, directories[type].slug]),
    );
  });

  it('open each directory, compare and global search, beside the public profiles', () => {
    const all = [...routes, ...publicProfileRoutes()];
    expect(matchRoutes(all, '/search/service-providers')?.at(-1)?.route.path).toBe('/search/service-providers');
    const compare = matchRoutes(all, '/search/compare/investors')?.at(-1);
    expect(compare?.route.path).toBe('/search/compare/:kind');
    expect(compare?.params.kind).toBe('investors');
    expect(matchRoutes(all, '/global-search')?.at(-1)?.route.path).toBe('/global-search');
  });
});
