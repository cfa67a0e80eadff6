/**
 * The calls every page makes, measured side by side with a bare route sending the same bytes. `{uuid}` in
 * a path is the signed-in demo member's profile (an approved startup).
 */
export type BenchCase = { name: string; path: string; signedIn?: boolean };

export const benchCases: BenchCase[] = [
  { name: '`verify-tenant`', path: '/api/v1/verify-tenant?host=localhost' },
  { name: '`countries`', path: '/api/v1/countries' },
  { name: '`users/profile` signed in', path: '/api/v1/users/profile', signedIn: true },
  { name: '`startups/public/{uuid}` signed out (card, own row, lists)', path: '/api/v1/startups/public/{uuid}' },
  {
    name: '`startups/public/{uuid}` signed in as its holder',
    path: '/api/v1/startups/public/{uuid}?as=holder',
    signedIn: true,
  },
  { name: '`startups/dashboard` signed in', path: '/api/v1/startups/dashboard', signedIn: true },
  { name: '`startups/profile_completeness` signed in', path: '/api/v1/startups/profile_completeness', signedIn: true },
  { name: '`global/settings`', path: '/api/v1/global/settings' },
  { name: '`states?countryCode=IN`', path: '/api/v1/states?countryCode=IN' },
  { name: '`public/custom-data/industries`', path: '/api/v1/public/custom-data/industries' },
  { name: '`connections/types/counts` signed in', path: '/api/v1/connections/types/counts', signedIn: true },
  { name: '`location?search=bangal` (trigram, 148k cities)', path: '/api/v1/location?search=bangal' },
  { name: '`/api/health` (one `select 1`)', path: '/api/health' },
];
