import { describe, expect, it } from 'vitest';
import { dashboards, routes } from './routes.tsx';

describe('dashboard routes', () => {
  it('cover the eight dashboards of spec 2, each for its own account type', () => {
    expect(dashboards.map(({ path, expectedType }) => [path, expectedType[0]])).toEqual([
      ['/startups/dashboard', 'startup'],
      ['/investors/dashboard', 'investor'],
      ['/corporates/dashboard', 'corporate'],
      ['/mentors/dashboard', 'mentor'],
      ['/service-provider/dashboard', 'service_provider'],
      ['/partners/dashboard', 'partner'],
      ['/program-office-members/dashboard', 'program_office'],
      ['/individuals/dashboard', 'individual'],
    ]);
  });

  it('tell the guard which account type each expects', () => {
    expect(routes.map((route) => route.handle)).toEqual(dashboards.map(({ expectedType }) => ({ expectedType })));
  });
});
