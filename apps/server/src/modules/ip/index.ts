/** What other parts of the server may use of IP requests: their routes and their demo data. */
export { ipRoutes } from './routes.ts';
export { seedTenantIp } from './seed.ts';
