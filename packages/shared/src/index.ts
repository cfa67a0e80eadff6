export * from './accounts.ts';
export * from './activity.ts';
export * from './api.ts';
export * from './auth.ts';
export * from './connections.ts';
export * from './constants.ts';
export * from './lookups.ts';
export * from './tenant.ts';
