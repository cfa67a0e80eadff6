export * from './accounts.ts';
export * from './activity.ts';
export * from './api.ts';
export * from './constants.ts';
export * from './lookups.ts';
export * from './tenant.ts';
