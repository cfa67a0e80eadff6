import type { PerkEligibility } from '@ventura/shared';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const momentFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as the day it fell on, in the visitor's zone: '3 June 2026'. */
export const formatDay = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
};

/** A moment with its time: '3 Jun 2026, 14:05'. */
export const formatMoment = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : momentFormat.format(date);
};

const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/**
 * A perk's rules as sentences: 'Approved startups only', 'Startups at Seed or Series A', 'Startups founded at
 * most 3 years ago', 'Startups selected to one of 2 programs'. Stage codes are named by `stageName` when known.
 */
export const eligibilityInWords = (
  eligibility: PerkEligibility,
  stageName: (code: string) => string = (code) => code,
): string[] => {
  const rules: string[] = [];
  if (eligibility.approvedOnly) rules.push('Approved startups only');
  if (eligibility.fundingStages.length > 0) {
    rules.push(`Startups at ${listOf(eligibility.fundingStages.map(stageName))}`);
  }
  if (eligibility.maxCompanyAgeYears !== null) {
    const years = eligibility.maxCompanyAgeYears;
    rules.push(`Startups founded at most ${years} ${years === 1 ? 'year' : 'years'} ago`);
  }
  const programs = eligibility.programUuids.length;
  if (programs === 1) rules.push('Startups selected to a particular program');
  else if (programs > 1) rules.push(`Startups selected to one of ${programs} particular programs`);
  if (rules.length === 0) rules.push('Any startup may claim it');
  return rules;
};
