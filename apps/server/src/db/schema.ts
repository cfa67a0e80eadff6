// Every Drizzle table of the server, for drizzle-kit and for typed queries.

export * from '../modules/attachments/tables.ts';
export * from '../modules/auth/tables.ts';
export * from '../modules/challenges/tables.ts';
export * from '../modules/chat/tables.ts';
export * from '../modules/community/tables.ts';
export * from '../modules/connections/tables.ts';
export * from '../modules/content/tables.ts';
export * from '../modules/documents/tables.ts';
export * from '../modules/feedback/tables.ts';
export * from '../modules/forms/tables.ts';
export * from '../modules/jobs/tables.ts';
export * from '../modules/lookups/tables.ts';
export * from '../modules/meetings/tables.ts';
export * from '../modules/notifications/tables.ts';
export * from '../modules/portfolio/tables.ts';
export * from '../modules/profiles/tables.ts';
export * from '../modules/programs/tables.ts';
export * from '../modules/search/tables.ts';
export * from '../modules/team/tables.ts';
export * from '../platform/audit/tables.ts';
export * from '../platform/auth/tables.ts';
export * from '../platform/identity/partners.ts';
export * from '../platform/identity/tables.ts';
export * from '../platform/mail/tables.ts';
export * from '../platform/tenancy/tables.ts';
export * from '../platform/throttle/tables.ts';
