/** What other parts of the server may use of the helpdesk: its routes and its demo data. */
export { helpdeskRoutes } from './routes.ts';
export { seedTenantHelpdesk } from './seed.ts';
