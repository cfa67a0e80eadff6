import {
  CitiesQuery,
  City,
  Country,
  ErrorBody,
  envelope,
  Location,
  LocationQuery,
  State,
  StatesQuery,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { createAnswerCache } from '../../platform/http/cached-reply.ts';
import {
  findCountry,
  findState,
  listCities,
  listCountries,
  listStates,
  searchLocations,
} from '../../platform/reference/repo.ts';
import { presentCity, presentCountry, presentLocation, presentState } from './present.ts';

/** A well-formed code that names no country is bad input too, with the field named. */
const requireCountry = async (db: Db, countryCode: string) => {
  const country = await findCountry(db, countryCode);
  if (!country) throw badRequest('Invalid request', [`query.countryCode: no country has the code "${countryCode}"`]);
  return country;
};

/** Countries, states, cities and the location typeahead: world reference data, the same for every tenant. */
export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reference data changes only with a new seed: served from memory with an ETag, rebuilt every 10 minutes.
  const world = createAnswerCache(600);

  app.get(
    '/countries',
    {
      config: { public: true, entry: true },
      schema: {
        tags: ['geography'],
        summary: 'Every country, by name',
        response: { 200: envelope(z.array(Country)), 404: ErrorBody },
      },
    },
    async (req, reply) =>
      world.reply(req, reply, 'countries', async () => ({ data: (await listCountries(req.db)).map(presentCountry) })),
  );

  app.get(
    '/states',
    {
      config: { public: true, entry: true },
      schema: {
        tags: ['geography'],
        summary: 'The states of a country, by name ascending',
        querystring: StatesQuery,
        response: { 200: envelope(z.array(State)), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const { countryCode } = req.query;
      return world.reply(req, reply, `states:${countryCode}`, async () => {
        await requireCountry(req.db, countryCode);
        return { data: (await listStates(req.db, countryCode)).map(presentState) };
      });
    },
  );

  app.get(
    '/cities',
    {
      config: { public: true, entry: true },
      schema: {
        tags: ['geography'],
        summary: 'The cities of a country or one of its states, by name; search matches the start of the name',
        querystring: CitiesQuery,
        response: { 200: envelope(z.array(City)), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const { countryCode, stateCode, search, limit } = req.query;
      await requireCountry(req.db, countryCode);
      if (stateCode && !(await findState(req.db, countryCode, stateCode))) {
        throw badRequest('Invalid request', [
          `query.stateCode: ${countryCode} has no state with the code "${stateCode}"`,
        ]);
      }
      const rows = await listCities(req.db, { countryCode, stateCode, search: search || undefined, limit });
      return { data: rows.map(presentCity) };
    },
  );

  app.get(
    '/location',
    {
      config: { public: true, entry: true },
      schema: {
        tags: ['geography'],
        summary: 'Typeahead over cities with their state and country, best match first',
        querystring: LocationQuery,
        response: { 200: envelope(z.array(Location)), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => ({ data: (await searchLocations(req.db, req.query.search, req.query.limit)).map(presentLocation) }),
  );
};
