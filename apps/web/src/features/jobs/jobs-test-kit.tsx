import { useLocation } from 'react-router';
import type { Answer, serve } from '../../test/serve.ts';

type Fetch = ReturnType<typeof serve>;

/** Shows where the router is, for tests that follow the address. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

export const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });

/** The lookups the filters and the job form read. */
export const lookups: Record<string, Answer> = {
  'GET /api/v1/skills': ok([
    { id: 1, code: 'react', name: 'React' },
    { id: 2, code: 'figma', name: 'Figma' },
  ]),
  'GET /api/v1/countries': ok([
    { id: 1, isoCode: 'IN', name: 'India', phoneCode: '91', flag: '🇮🇳', currency: 'INR' },
    { id: 2, isoCode: 'US', name: 'United States', phoneCode: '1', flag: '🇺🇸', currency: 'USD' },
  ]),
};

/** The addresses fetch was called with, for one method. */
export const calledUrls = (fetch: Fetch, method = 'GET') =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).map(([url]) => String(url));

/** The JSON bodies sent to an address with a method. */
export const sentBodies = (fetch: Fetch, method: string, url: string): unknown[] =>
  fetch.mock.calls
    .filter(([to, init]) => String(to) === url && init?.method === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
