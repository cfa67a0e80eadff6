import type { Db } from '../platform/db/index.ts';

/** Seeds countries, states and cities (shared by every tenant). */
export const seedReferenceData = async (_db: Db) => {};
