/** What other parts of the server may use of data exports: the routes, the jobs, and what deletion forgets. */

export { forgetMember } from './forget.ts';
export { createDataExportJobs, type DataExportDeps, scheduleDataExportSweep } from './jobs.ts';
export { dataExportRoutes } from './routes.ts';
