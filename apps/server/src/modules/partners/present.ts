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

/** What a partner link shows a visitor: today the same fields as the basic card. */
export const presentPartnerInformation = (partner: Partner): PartnerInformation => presentPartnerBasic(partner);
