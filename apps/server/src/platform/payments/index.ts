/** The floor of payments that features share (docs/payments.md): terms, prices and the plan gate. */
export { holdsAccountType, holdsFeature, lockedAccountType, lockedFeature, requirePlanFor } from './gate.ts';
export { membershipPlans, memberships, paymentSettings } from './tables.ts';
export { forgetTerms, type PaymentTerms, paymentTerms, priceOf } from './terms.ts';
