/** What other features may use of profiles: its public face (docs/architecture.md). */

export { decideApproval } from './approval.ts';
export { noteCompleteness } from './own-card.ts';
export { checkReferences } from './references.ts';
export { findCard, insertListItem, loadProfile, saveValues } from './repo.ts';
export { profileForOperator } from './service.ts';
export type { ListKey } from './store.ts';
export { detailTables, listTables } from './store.ts';
