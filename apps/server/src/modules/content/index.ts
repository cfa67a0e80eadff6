/** What other features may use of content: its public face (docs/architecture.md). */
export { slugify } from './slug.ts';
