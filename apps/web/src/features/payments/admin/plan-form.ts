import {
  type AccountType,
  accountTypes,
  type BillingInterval,
  type Currency,
  type PayableFeature,
  type Plan,
  PlanInput,
  payableFeatures,
} from '@ventura/shared';
import { type FieldErrors, schemaFieldErrors } from '../../../ui/form-errors.ts';
import { numberOf, toMajor, toMinor } from '../../../ui/price-text.ts';

/* The plan editor's values (the price in major units, as people type it) and the PlanInput they send. */

export type PlanFormValues = {
  name: string;
  description: string;
  /** Major units: 10000 for ₹10,000. */
  price: number | string;
  currency: Currency;
  interval: BillingInterval;
  features: string[];
  accountTypes: string[];
  eventSeats: number | string;
};
export type PlanField = keyof PlanFormValues;

export const emptyPlanValues = (currency: Currency): PlanFormValues => ({
  name: '',
  description: '',
  price: '',
  currency,
  interval: 'yearly',
  features: [],
  accountTypes: [],
  eventSeats: 0,
});

export const planValues = (plan: Plan): PlanFormValues => ({
  name: plan.name,
  description: plan.description,
  price: toMajor(plan.priceMinor),
  currency: plan.currency,
  interval: plan.interval,
  features: [...plan.unlocks.features],
  accountTypes: [...plan.unlocks.accountTypes],
  eventSeats: plan.unlocks.eventSeats,
});

const isFeature = (value: string): value is PayableFeature => payableFeatures.some((feature) => feature === value);
const isAccountType = (value: string): value is AccountType => accountTypes.some((type) => type === value);

/** POST admin/payments/plans (and PATCH, every field): the price sent in minor units. */
export const planBody = (values: PlanFormValues): PlanInput => ({
  name: values.name,
  description: values.description,
  priceMinor: toMinor(numberOf(values.price) ?? Number.NaN),
  currency: values.currency,
  interval: values.interval,
  unlocks: {
    features: values.features.filter(isFeature),
    accountTypes: values.accountTypes.filter(isAccountType),
    eventSeats: numberOf(values.eventSeats) ?? 0,
  },
});

const fieldNames: Record<string, PlanField> = {
  name: 'name',
  description: 'description',
  priceMinor: 'price',
  currency: 'currency',
  interval: 'interval',
  'unlocks.features': 'features',
  'unlocks.accountTypes': 'accountTypes',
  'unlocks.eventSeats': 'eventSeats',
};

/** Where a body path's problem shows ('body.unlocks.features.0' on the features). */
export const planFieldOf = (path: string): PlanField | undefined => {
  const bare = path.replace(/^body\./, '');
  const key = Object.keys(fieldNames).find((name) => bare === name || bare.startsWith(`${name}.`));
  return key ? fieldNames[key] : undefined;
};

/** The problems the shared PlanInput finds in the values, on the editor's fields. */
export const planErrors = (values: PlanFormValues): FieldErrors<PlanField> =>
  schemaFieldErrors(PlanInput, planBody(values), planFieldOf);
