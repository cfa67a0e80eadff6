import type { PartnerBasic, PartnerInformation } from '@ventura/shared';
import type { partners } from './tables.ts';

type Partner = typeof partners.$inferSelect;

export const presentPartnerBasic = (partner: Partner): PartnerBasic => ({
  uuid: partner.uuid,
  name: partner.name,
  slug: partner.slug,
  logo: partner.logo,
  website: partner.website,
  description: partner.description,
});

export const presentPartnerInformation = (partner: Partner): PartnerInformation => ({
  uuid: partner.uuid,
  name: partner.name,
  slug: partner.slug,
  logo: partner.logo,
  website: partner.website,
  description: partner.description,
});
