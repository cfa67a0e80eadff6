/** What other parts of the server may use of milestones: their routes, their jobs and their demo data. */

export { createMilestoneJobs, scheduleMilestoneReminders } from './reminders.ts';
export { milestoneRoutes } from './routes.ts';
export { seedTenantMilestones } from './seed.ts';
