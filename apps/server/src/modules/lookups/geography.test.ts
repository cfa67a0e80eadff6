import { City, Country, Location, State } from '@ventura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, getAs, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T extends z.ZodType>(item: T, url: string, host = 'localhost'): Promise<z.infer<T>[]> => {
  const res = await getAs(t.app, host, url);
  expect(res.statusCode, res.body).toBe(200);
  return z.array(item).parse(res.json().data);
};

const isSorted = (names: string[]) =>
  names.every((name, i) => i === 0 || (names[i - 1] ?? '').localeCompare(name, 'en', { sensitivity: 'base' }) <= 0);

const expect400 = async (url: string, field: string) => {
  const res = await getAs(t.app, 'localhost', url);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().message).toBe('Invalid request');
  expect(res.json().errors[0]).toMatch(new RegExp(`^query\\.${field}: `));
};

describe('GET /countries', () => {
  it('lists every country by name, with phone code, flag and currency', async () => {
    const countries = await get(Country, '/api/v1/countries');
    expect(countries).toHaveLength(250);
    expect(countries[0]?.name).toBe('Afghanistan');
    expect(countries.find((c) => c.isoCode === 'IN')).toMatchObject({
      name: 'India',
      phoneCode: '91',
      flag: '🇮🇳',
      currency: 'INR',
    });
  });

  it('is the same list on every tenant', async () => {
    expect(await get(Country, '/api/v1/countries', 'alpha.localhost')).toEqual(await get(Country, '/api/v1/countries'));
  });
});

describe('GET /states', () => {
  it('lists the states of India by name ascending, Karnataka among them', async () => {
    const states = await get(State, '/api/v1/states?countryCode=IN');
    expect(states.length).toBeGreaterThanOrEqual(36);
    expect(isSorted(states.map((s) => s.name))).toBe(true);
    expect(states[0]?.name).toBe('Andaman and Nicobar Islands');
    expect(states).toContainEqual(expect.objectContaining({ isoCode: 'KA', name: 'Karnataka', countryCode: 'IN' }));
    expect(states.every((s) => s.countryCode === 'IN')).toBe(true);
  });

  it('takes the country code in any case', async () => {
    expect(await get(State, '/api/v1/states?countryCode=de')).toEqual(
      await get(State, '/api/v1/states?countryCode=DE'),
    );
  });

  it.each([
    ['missing', '/api/v1/states'],
    ['a country name', '/api/v1/states?countryCode=India'],
    ['digits', '/api/v1/states?countryCode=12'],
    ['a code no country has', '/api/v1/states?countryCode=ZZ'],
  ])('refuses a %s country code with 400', (_case, url) => expect400(url, 'countryCode'));
});

describe('GET /cities', () => {
  it('lists the cities of Karnataka by name', async () => {
    const cities = await get(City, '/api/v1/cities?countryCode=IN&stateCode=KA');
    expect(cities.length).toBeGreaterThan(100);
    expect(isSorted(cities.map((c) => c.name))).toBe(true);
    expect(cities.map((c) => c.name)).toContain('Bengaluru');
    expect(cities.every((c) => c.stateCode === 'KA' && c.countryCode === 'IN')).toBe(true);
  });

  it('narrows by the start of the name, any case, wildcards taken literally', async () => {
    const cities = await get(City, '/api/v1/cities?countryCode=IN&stateCode=KA&search=BENG');
    expect(cities.map((c) => c.name)).toEqual(['Bengaluru']);
    expect(await get(City, '/api/v1/cities?countryCode=IN&stateCode=KA&search=%25')).toEqual([]);
  });

  it('lists a whole country up to the limit', async () => {
    const cities = await get(City, '/api/v1/cities?countryCode=US&limit=5');
    expect(cities).toHaveLength(5);
    expect(cities.every((c) => c.countryCode === 'US')).toBe(true);
  });

  it('refuses a state the country does not have', () =>
    expect400('/api/v1/cities?countryCode=US&stateCode=KA', 'stateCode'));
  it('refuses a malformed state code', () => expect400('/api/v1/cities?countryCode=IN&stateCode=K%20A', 'stateCode'));
  it('refuses a missing country', () => expect400('/api/v1/cities?stateCode=KA', 'countryCode'));
  it('refuses a limit out of range', () => expect400('/api/v1/cities?countryCode=IN&limit=0', 'limit'));
});

describe('GET /location', () => {
  it('finds Bangalore in Karnataka, India from "bangal"', async () => {
    const found = await get(Location, '/api/v1/location?search=bangal');
    expect(found).toContainEqual(
      expect.objectContaining({
        city: 'Bangalore Urban',
        state: 'Karnataka',
        country: 'India',
        countryCode: 'IN',
        label: 'Bangalore Urban, Karnataka, India',
      }),
    );
  });

  it('puts the exact city first and tolerates a typo', async () => {
    const exact = await get(Location, '/api/v1/location?search=bengaluru');
    expect(exact[0]).toMatchObject({ city: 'Bengaluru', state: 'Karnataka', country: 'India' });
    const typo = await get(Location, '/api/v1/location?search=bengaluro');
    expect(typo.map((l) => l.city)).toContain('Bengaluru');
  });

  it('orders by similarity and honours the limit', async () => {
    const found = await get(Location, '/api/v1/location?search=nairobi&limit=3');
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found[0]).toMatchObject({ city: 'Nairobi', country: 'Kenya' });
  });

  it('finds nothing for gibberish', async () => {
    expect(await get(Location, '/api/v1/location?search=qxzvwq')).toEqual([]);
  });

  it.each([
    ['missing', '/api/v1/location'],
    ['too short', '/api/v1/location?search=ba'],
    ['blank', '/api/v1/location?search=%20%20%20%20'],
    ['too long', `/api/v1/location?search=${'a'.repeat(101)}`],
  ])('refuses a %s search with 400', (_case, url) => expect400(url, 'search'));

  it('refuses a bad limit with 400', () => expect400('/api/v1/location?search=bangal&limit=abc', 'limit'));
});
