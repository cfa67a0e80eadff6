/** What other parts of the server may use of facilities: its routes and its demo seed (docs/architecture.md). */

export { facilityRoutes } from './routes.ts';
export { seedTenantFacilities } from './seed.ts';
