/** What other parts of the server may use of payments: its routes and its background jobs (docs/payments.md). */

export { paymentJobs, scheduleMembershipSweep } from './jobs.ts';
export { paymentRoutes } from './routes.ts';
