/** What other features may use of the console: the operator check and a live, audited settings change. */
export { assertOperator, type Operator, patchSettings } from './service.ts';
