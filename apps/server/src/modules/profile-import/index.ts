/** What other parts of the server may use of profile import: its routes, its job and the save listener. */

export { createProfileSyncJob } from './jobs.ts';
export { cutLinksOf, queueSync } from './links.ts';
export { profileImportRoutes } from './routes.ts';
