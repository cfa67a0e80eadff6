export * from './completeness.ts';
export * from './fields.ts';
export * from './registry.ts';
export * from './schemas.ts';
