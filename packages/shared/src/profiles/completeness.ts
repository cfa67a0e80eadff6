import type { ApprovalStatus, InvestorType } from '../accounts.ts';
import { type FieldDef, type FieldValues, isFilled } from './fields.ts';
import { type ProfileAccountType, profileTypes, sectionsOf } from './registry.ts';

/** What is still missing from one section or list, with the page that fills it in. */
export type MissingPart = { key: string; title: string; page: string; fields: string[] };

export type CompletenessResult = {
  /** 0 to 100: required fields weigh three times an optional one; a list with a minimum counts as required. */
  percentage: number;
  /** Every required field is given and every list has its minimum: approval may be requested. */
  complete: boolean;
  missing: MissingPart[];
};

const requiredWeight = 3;
const optionalWeight = 1;
const weightOf = (field: FieldDef) => (field.required ? requiredWeight : optionalWeight);

/**
 * How complete a profile is: a pure function of its type, its values and the number of items in each
 * of its lists, so that the server, the dashboard and the tests compute the same figure.
 */
export const completenessOf = (
  type: ProfileAccountType,
  investorType: InvestorType | null,
  values: FieldValues,
  listCounts: Record<string, number>,
): CompletenessResult => {
  let total = 0;
  let filled = 0;
  const missing: MissingPart[] = [];
  for (const section of sectionsOf(type, investorType)) {
    const absent: string[] = [];
    for (const field of section.fields) {
      total += weightOf(field);
      if (isFilled(values[field.key])) filled += weightOf(field);
      else if (field.required) absent.push(field.label);
    }
    if (absent.length > 0) missing.push({ key: section.key, title: section.title, page: section.page, fields: absent });
  }
  for (const list of profileTypes[type].lists) {
    const count = listCounts[list.key] ?? 0;
    const weight = list.minItems > 0 ? requiredWeight : optionalWeight;
    total += weight;
    if (count >= Math.max(list.minItems, 1)) filled += weight;
    if (count < list.minItems) {
      const needed = list.minItems === 1 ? `At least one ${list.item}` : `At least ${list.minItems} ${list.item}s`;
      missing.push({ key: list.key, title: list.title, page: list.page, fields: [needed] });
    }
  }
  const percentage = total === 0 ? 100 : Math.floor((filled / total) * 100);
  return { percentage, complete: missing.length === 0, missing };
};

/** Statuses from which a holder may ask for approval: not while it is under review or once approved. */
export const approvalRequestableFrom: readonly ApprovalStatus[] = ['draft', 'rejected', 'limited_access'];
