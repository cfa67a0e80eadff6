import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { featurePaths } from '../../app/signed-in-routes.tsx';
import { routes, signedInRoutes } from './routes.tsx';

/** The route an address opens among the feature's routes, public and signed-in alike (as the router ranks them). */
const routeOf = (pathname: string) => matchRoutes([...routes, ...signedInRoutes], pathname)?.at(-1)?.route.path;

describe('program routes', () => {
  it("opens a program office's list and editor under /programs/manage, not as a program called 'manage'", () => {
    expect(routeOf('/programs/manage')).toBe('/programs/manage');
    expect(routeOf('/programs/manage/new')).toBe('/programs/manage/new');
    expect(routeOf('/programs/manage/6f1c2a4e-0000-4000-8000-000000000004')).toBe('/programs/manage/:uuid');
    expect(routeOf('/programs/SEED-2027')).toBe('/programs/:code');
    expect(routeOf('/programs/SEED-2027/review')).toBe('/programs/:code/review');
  });

  it('keeps the managers’ list behind the login guard, where the menu finds it', () => {
    expect(signedInRoutes.some((route) => route.path === '/programs/manage')).toBe(true);
    expect(routes.some((route) => route.path?.startsWith('/programs/manage'))).toBe(false);
    expect(featurePaths.has('/programs/manage')).toBe(true);
  });
});
