import { profileAccountTypes, publicProfilePath } from '@ventura/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicProfileBases } from '../../core/profile-path.ts';
import { publicProfileRoutes } from './routes.tsx';

const publicRoutes = publicProfileRoutes();

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('public profile routes', () => {
  it('cover every type with a profile, job seekers too, at the address the server answers as profileUrl', () => {
    expect(publicProfileBases.map(([type]) => type).sort()).toEqual([...profileAccountTypes].sort());
    for (const [type, base] of publicProfileBases) {
      expect(publicProfilePath(type, uuid, 'GreenLeaf Agritech')).toBe(`${base}/${uuid}/greenleaf-agritech`);
    }
  });

  it('match a profile with its slug and without one', () => {
    for (const path of [`/startups/profile/${uuid}/greenleaf-agritech`, `/startups/profile/${uuid}`]) {
      const [match] = matchRoutes(publicRoutes, path) ?? [];
      expect(match?.route.path).toBe('/startups/profile/:uuid/:slug?');
      expect(match?.params.uuid).toBe(uuid);
    }
    expect(matchRoutes(publicRoutes, `/job-seekers/profile/${uuid}/vikram-nair`)?.[0]?.route.path).toBe(
      '/job-seekers/profile/:uuid/:slug?',
    );
    expect(matchRoutes(publicRoutes, `/partners/${uuid}/ignite-incubator`)?.[0]?.params).toMatchObject({
      uuid,
      slug: 'ignite-incubator',
    });
  });
});
