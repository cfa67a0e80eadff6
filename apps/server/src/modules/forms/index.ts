/** What other features may use of forms: its public face (docs/architecture.md). */
export { claimFormFiles, formFileByUuid } from './files.ts';
