import {
  type DirectoryCard,
  type DirectoryType,
  investorTypeLabels,
  type NameHit,
  organisationKindLabels,
  publicProfilePath,
  type SavedFilter,
} from '@ventura/shared';
import type { Labels } from './labels.ts';
import type { DirectoryRow, NameRow, SavedFilterRow } from './repo.ts';

/** Industries a card shows at most. */
const cardTags = 4;

const stageOf = (row: DirectoryRow, labels: Labels): string | null => {
  const type = row.accountType as DirectoryType;
  if (type === 'investor') return row.investorType ? investorTypeLabels[row.investorType] : null;
  if (!row.stage) return null;
  if (type === 'startup') return labels.term('funding-stages', row.stage) ?? null;
  if (type === 'program_office')
    return organisationKindLabels[row.stage as keyof typeof organisationKindLabels] ?? null;
  return labels.term('organization-types', row.stage) ?? null;
};

const locationOf = (row: Pick<DirectoryRow, 'city' | 'countryCode'>, labels: Labels) => {
  const country = row.countryCode ? labels.country(row.countryCode) : undefined;
  const parts = [row.city?.trim(), country].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
};

export const presentNameHit = (row: NameRow): NameHit => ({
  uuid: row.uuid,
  accountType: row.accountType,
  name: row.name,
  tagline: row.tagline,
  logo: row.logo ?? row.avatar,
  profileUrl: publicProfilePath(row.accountType as DirectoryType, row.uuid, row.name),
});

/** A directory card: public fields only (no contact details, no documents), with codes as words. */
export const presentCard = (row: DirectoryRow, labels: Labels): DirectoryCard => ({
  ...presentNameHit(row),
  location: locationOf(row, labels),
  tags: row.industries
    .map((code) => labels.term('industries', code))
    .filter((label): label is string => label !== undefined)
    .slice(0, cardTags),
  stage: stageOf(row, labels),
  raisingFunds: row.raisingFunds,
});

export const presentSavedFilter = (row: SavedFilterRow): SavedFilter => ({
  id: row.id,
  name: row.name,
  accountType: row.accountType,
  filters: row.filters,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
