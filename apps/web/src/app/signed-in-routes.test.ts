import { describe, expect, it } from 'vitest';
import { publicProfilePath, slugOf } from './profile-path.ts';
import { staticPathsOf } from './signed-in-routes.tsx';

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

describe('publicProfilePath', () => {
  it('builds the spec’s profile routes with a slug from the organization or the name', () => {
    expect(publicProfilePath('startup', 'u1', 'Aarav Mehta', 'GreenLeaf Agritech')).toBe(
      '/startups/profile/u1/greenleaf-agritech',
    );
    expect(publicProfilePath('partner', 'u2', 'Kwame', null)).toBe('/partners/u2/kwame');
    expect(publicProfilePath('job_seeker', 'u3', 'Neha')).toBe('');
    expect(slugOf('!!!')).toBe('-');
  });
});
