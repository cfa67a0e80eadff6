/** What other features may use of content: its public face (docs/architecture.md). */

export { audienceIncludes, publishedNow } from './audience.ts';
export { sanitiseHtml } from './sanitise.ts';
export { slugify } from './slug.ts';
