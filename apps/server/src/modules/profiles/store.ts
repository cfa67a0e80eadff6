/*
 * Where each registry field is stored: on the shared profile card (platform/identity's profiles table)
 * or in its type's own table under the same name. The rest of the module reads and writes values by
 * field key and never names a type's columns.
 */
import {
  type FieldValue,
  type FieldValues,
  fieldsOfType,
  type ListDef,
  type ProfileAccountType,
  profileTypes,
} from '@ventura/shared';
import type { ProfileRow } from '../../platform/auth/sessions.ts';
import {
  corporateProfiles,
  individualProfiles,
  investorProfiles,
  jobSeekerEducation,
  jobSeekerExperience,
  jobSeekerProfiles,
  mentorProfiles,
  partnerProfiles,
  programOfficeProfiles,
  serviceProviderProfiles,
  startupAdvisors,
  startupCommitments,
  startupFounders,
  startupProfiles,
} from './tables.ts';

export const detailTables = {
  startup: startupProfiles,
  investor: investorProfiles,
  corporate: corporateProfiles,
  mentor: mentorProfiles,
  service_provider: serviceProviderProfiles,
  partner: partnerProfiles,
  program_office: programOfficeProfiles,
  individual: individualProfiles,
  job_seeker: jobSeekerProfiles,
} as const;
export type DetailTable = (typeof detailTables)[ProfileAccountType];

export const listTables = {
  founders: startupFounders,
  advisoryBoards: startupAdvisors,
  ongoingCommitments: startupCommitments,
  experience: jobSeekerExperience,
  education: jobSeekerEducation,
} as const;
export type ListKey = keyof typeof listTables;
export type ListTable = (typeof listTables)[ListKey];

/** The list tables of a type, each with its registry description. */
export const listsOf = (type: ProfileAccountType) =>
  profileTypes[type].lists.map((list) => ({ list, table: listTables[list.key as ListKey] }));

/** Field keys held on the profile card, and the card column each is stored in. */
export const cardColumns = {
  name: 'organizationName',
  organization: 'organizationName',
  designation: 'designation',
  tagline: 'tagline',
  about: 'about',
  website: 'website',
  countryCode: 'countryCode',
  stateCode: 'stateCode',
  city: 'city',
  industries: 'industries',
  linkedin: 'linkedin',
  servicesLookingFor: 'servicesLookingFor',
} as const satisfies Record<string, keyof ProfileRow>;
type CardKey = keyof typeof cardColumns;
const isCardKey = (key: string): key is CardKey => key in cardColumns;

/** A row as plain values: dates stay ISO text, numbers numbers, lists lists. */
const read = (value: unknown): FieldValue => {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value as FieldValue;
};

/** The values of every field of a type, read from its card and its own row (absent before the first save). */
export const valuesOf = (type: ProfileAccountType, card: ProfileRow, details: object | undefined): FieldValues => {
  const values: FieldValues = {};
  const row = (details ?? {}) as Record<string, unknown>;
  for (const [key, field] of fieldsOfType(type)) {
    const stored = isCardKey(key) ? card[cardColumns[key]] : row[key];
    const value = read(stored);
    const many =
      field.kind === 'terms' || field.kind === 'choices' || field.kind === 'tags' || field.kind === 'countries';
    values[key] = value === null && many ? [] : value;
  }
  return values;
};

/** A body split into what goes on the card (by column) and what goes in the type's own row. */
export const splitValues = (body: Record<string, unknown>) => {
  const card: Partial<Record<(typeof cardColumns)[CardKey], unknown>> = {};
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (isCardKey(key)) card[cardColumns[key]] = value;
    else details[key] = value;
  }
  return { card, details };
};

/** An item of a list as plain values by field key. */
export const listItemValues = (list: ListDef, row: Record<string, unknown>): FieldValues =>
  Object.fromEntries(list.fields.map((field) => [field.key, read(row[field.key])]));
