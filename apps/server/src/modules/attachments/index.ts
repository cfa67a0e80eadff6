/** What other features may use of attachments: its public face (docs/architecture.md). */
export { claimAttachments, droppedFiles, removeStoredFiles } from './service.ts';
