import {
  type AccountType,
  type ApprovalStatus,
  completenessOf,
  type FieldValue,
  fieldsOfType,
  type InvestorType,
  isProfileAccountType,
  type LookingFor,
  listItemBody,
  profileTypes,
  sectionBody,
  sectionsOf,
} from '@ventura/shared';
import type { ProfileRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { HttpError, parseInput } from '../../platform/errors.ts';
import {
  checkReferences,
  insertListItem,
  type ListKey,
  listTables,
  loadProfile,
  saveValues,
} from '../profiles/index.ts';
import type * as demo from './demo-profiles.ts';

/** A demo person's profile as the seed describes it. */
export type DemoProfile = {
  type: AccountType;
  organizationName?: string;
  designation?: string;
  website?: string;
  investorType?: InvestorType;
  lookingFor?: LookingFor[];
  status?: ApprovalStatus;
  /** The operators' message with their decision. */
  approvalMessage?: string;
  /** The slug of the tenant's partner the profile came through. */
  partner?: string;
  /** Values of the type's sections by field key, as a section save would store them. */
  details?: Record<string, FieldValue>;
  /** Items of the type's lists (founders...), in order. */
  lists?: demo.DemoLists;
};

/** The message of a refusal with the fields it names, as a seed's failure says it. */
export const reasonOf = (error: unknown) =>
  error instanceof HttpError ? [error.message, ...error.errors].join('; ') : String(error);

/** Approval is asked for, and given, only when every required part of a profile is filled in. */
const mustBeComplete: readonly ApprovalStatus[] = ['submitted', 'approved', 'limited_access'];

/**
 * Fills a demo profile the way its holder's saves would: each section's values checked as its PATCH
 * checks them (the section's schema, the tenant's lists, the places), each list item as its POST does.
 * A profile that is waiting for approval or approved must end complete. Any broken rule stops the seed.
 */
export const fillProfile = async (db: Db, tenantId: string, created: ProfileRow, p: DemoProfile) => {
  if (!isProfileAccountType(p.type)) return;
  const fields = fieldsOfType(p.type);
  // What the create form put on the card, written again through its section so that it is checked too.
  const fromCard: Record<string, FieldValue | undefined> = {
    name: p.organizationName,
    organization: p.organizationName,
    designation: p.designation,
    website: p.website,
    servicesLookingFor: p.lookingFor,
  };
  const values: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(fromCard)) if (value !== undefined && fields.has(key)) values[key] = value;
  Object.assign(values, p.details);
  const unknown = Object.keys(values).filter((key) => !fields.has(key));
  if (unknown.length > 0) throw new Error(`${unknown.join(', ')}: not fields of a ${p.type} profile`);

  let card = created;
  for (const section of sectionsOf(p.type, created.investorType)) {
    const input = Object.fromEntries(
      section.fields.flatMap((field) => (field.key in values ? [[field.key, values[field.key]]] : [])),
    );
    if (Object.keys(input).length === 0) continue;
    const body = parseInput(sectionBody(section), input);
    await checkReferences(db, tenantId, section.fields, body, values);
    card = await saveValues(db, tenantId, card, body);
  }
  for (const [key, items] of Object.entries(p.lists ?? {})) {
    const list = profileTypes[p.type].lists.find((candidate) => candidate.key === key);
    if (!list) throw new Error(`${key}: not a list of a ${p.type} profile`);
    if (items.length > list.maxItems) throw new Error(`${key}: at most ${list.maxItems} items`);
    for (const item of items) {
      await insertListItem(
        db,
        tenantId,
        listTables[key as ListKey],
        card.id,
        parseInput(listItemBody(list, 'create'), item),
      );
    }
  }
  if (!mustBeComplete.includes(created.approvalStatus)) return;
  const loaded = await loadProfile(db, tenantId, card);
  const counts = Object.fromEntries(loaded.lists.map(({ list, rows }) => [list.key, rows.length]));
  const { complete, missing } = completenessOf(p.type, card.investorType, loaded.values, counts);
  if (!complete) {
    const parts = missing.map((part) => `${part.title}: ${part.fields.join(', ')}`).join('; ');
    throw new Error(`it is ${created.approvalStatus}, but approval needs a complete profile; missing ${parts}`);
  }
};
