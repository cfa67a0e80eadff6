import { type AdminPerk, type PerkKind, perkLimits } from '@ventura/shared';

/*
 * The console's perk form as it holds its values, the PerkInput body it sends, and where a problem of that body
 * (the schema's, or the server's 'body.<path>: ...') shows on it.
 */

/** The partner picker's choice for the tenant's own offer. */
export const ownOffer = 'own';

export type PerkValues = {
  title: string;
  kind: PerkKind;
  /** A partner's uuid, or `ownOffer`. */
  partner: string;
  summary: string;
  description: string;
  value: string;
  code: string;
  link: string;
  /** The last day it may be claimed (YYYY-MM-DD), or '' for no end. */
  expiresOn: string;
  approvedOnly: boolean;
  fundingStages: string[];
  /** Empty while being typed, or for any age. */
  maxCompanyAgeYears: number | string;
  programUuids: string[];
  published: boolean;
};
export type PerkField = keyof PerkValues;

export const blankPerk: PerkValues = {
  title: '',
  kind: 'credits',
  partner: ownOffer,
  summary: '',
  description: '',
  value: '',
  code: '',
  link: '',
  expiresOn: '',
  approvedOnly: true,
  fundingStages: [],
  maxCompanyAgeYears: '',
  programUuids: [],
  published: false,
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The day (in the operator's zone) a moment falls on, as a date input holds it. */
export const dayOf = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
};

/** The end of a day (23:59:59.999 in the operator's zone) as ISO; null for no day. */
export const endOfDay = (day: string): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day.trim() === '' ? null : day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(date.getTime()) ? day : date.toISOString();
};

/** A perk's values, to edit it. */
export const valuesOf = (perk: AdminPerk): PerkValues => ({
  title: perk.title,
  kind: perk.kind,
  partner: perk.partnerUuid ?? ownOffer,
  summary: perk.summary,
  description: perk.description,
  value: perk.value,
  code: perk.code ?? '',
  link: perk.link ?? '',
  expiresOn: perk.expiresAt ? dayOf(perk.expiresAt) : '',
  approvedOnly: perk.eligibility.approvedOnly,
  fundingStages: perk.eligibility.fundingStages,
  maxCompanyAgeYears: perk.eligibility.maxCompanyAgeYears ?? '',
  programUuids: perk.eligibility.programUuids,
  published: perk.published,
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** POST and PATCH admin/startup-kit's body (PerkInput). */
export const perkBodyOf = (values: PerkValues) => ({
  title: values.title.trim(),
  kind: values.kind,
  partnerUuid: values.partner === ownOffer ? null : values.partner,
  summary: values.summary.trim(),
  description: values.description.trim(),
  value: values.value.trim(),
  code: orNull(values.code),
  link: orNull(values.link),
  expiresAt: endOfDay(values.expiresOn),
  eligibility: {
    approvedOnly: values.approvedOnly,
    fundingStages: values.fundingStages,
    maxCompanyAgeYears:
      typeof values.maxCompanyAgeYears === 'number'
        ? values.maxCompanyAgeYears
        : values.maxCompanyAgeYears.trim() === ''
          ? null
          : Number(values.maxCompanyAgeYears),
    programUuids: values.programUuids,
  },
  published: values.published,
});

const fieldsByPath: Record<string, PerkField> = {
  partnerUuid: 'partner',
  expiresAt: 'expiresOn',
  'eligibility.approvedOnly': 'approvedOnly',
  'eligibility.fundingStages': 'fundingStages',
  'eligibility.maxCompanyAgeYears': 'maxCompanyAgeYears',
  'eligibility.programUuids': 'programUuids',
};
const sameNamed: readonly PerkField[] = [
  'title',
  'kind',
  'summary',
  'description',
  'value',
  'code',
  'link',
  'published',
];

/** Where a problem of the body's path ('eligibility.programUuids.0') shows on the form. */
export const perkFieldOf = (path: string): PerkField | undefined => {
  const exact = Object.entries(fieldsByPath).find(([prefix]) => path === prefix || path.startsWith(`${prefix}.`));
  if (exact) return exact[1];
  const head = path.split('.')[0];
  if (head === 'eligibility') return 'approvedOnly';
  return sameNamed.find((field) => field === head);
};

/** Texts' most, for the fields' maxLength. */
export const perkTextLimits = {
  title: perkLimits.titleLength,
  summary: perkLimits.summaryLength,
  description: perkLimits.descriptionLength,
  value: perkLimits.valueLength,
  code: perkLimits.codeLength,
  link: 500,
};
