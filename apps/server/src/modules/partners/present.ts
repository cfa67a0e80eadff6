import type { PartnerBasic, PartnerInformation } from '@ventura/shared';
import type { partners } from '../../platform/identity/tables.ts';

type Partner = typeof partners.$inferSelect;

export const presentPartnerBasic = (partner: Partner): PartnerBasic => ({
  uuid: partner.uuid,
  name: partner.name,
  slug: partner.slug,
  logo: partner.logo,
  website: partner.website,
  description: partner.description,
});

/** What a partner link and the partners list show a visitor: the card and the startups it brought. */
export const presentPartnerInformation = ({ partner, startups }: { partner: Partner; startups: number }) =>
  ({ ...presentPartnerBasic(partner), startups: Number(startups) }) satisfies PartnerInformation;
