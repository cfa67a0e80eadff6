import type { PartnerBasic } from '@ventura/shared';
import type { partners } from './tables.ts';

export const presentPartnerBasic = (partner: typeof partners.$inferSelect): PartnerBasic => ({
  uuid: partner.uuid,
  name: partner.name,
  slug: partner.slug,
  logo: partner.logo,
  website: partner.website,
  description: partner.description,
});
