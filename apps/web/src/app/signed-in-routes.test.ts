import { describe, expect, it } from 'vitest';
import { publicProfilePath } from '../core/profile-path.ts';
import { featurePaths, staticPathsOf } from './signed-in-routes.tsx';

describe('staticPathsOf', () => {
  it('lists the pages a route tree renders, without parameters or splats', () => {
    const Page = () => null;
    expect(
      staticPathsOf([
        { path: '/startups/dashboard', Component: Page },
        {
          path: 'account',
          children: [
            { path: 'edit/profile', Component: Page },
            { path: ':id', Component: Page },
          ],
        },
        { path: 'team/*', Component: Page },
        { path: '/connections', lazy: async () => ({ Component: Page }) },
      ]),
    ).toEqual(['/startups/dashboard', '/account/edit/profile', '/connections']);
  });
});

describe('featurePaths', () => {
  it('hold the directories, which live outside the login guard, so the Connect menu shows them', () => {
    for (const path of ['/search/startups', '/search/service-providers', '/search/individuals', '/documents']) {
      expect(featurePaths.has(path)).toBe(true);
    }
    expect(featurePaths.has('/search/compare/:kind')).toBe(false);
  });
});

describe('publicProfilePath', () => {
  it('opens the spec’s profile route of each type by id, a job seeker’s too, and none for the anonymous type', () => {
    expect(publicProfilePath('startup', 'u1')).toBe('/startups/profile/u1');
    expect(publicProfilePath('program_office', 'u1')).toBe('/program-office-members/profile/u1');
    expect(publicProfilePath('partner', 'u2')).toBe('/partners/u2');
    expect(publicProfilePath('job_seeker', 'u3')).toBe('/job-seekers/profile/u3');
    expect(publicProfilePath('other', 'u4')).toBe('');
  });
});
