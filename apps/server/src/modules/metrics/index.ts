/** What other features may use of growth metrics. */
export { metricsOn, metricsPolicy } from './policy.ts';
