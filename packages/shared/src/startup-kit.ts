import { z } from 'zod';

/*
 * The startup booster kit (issue 39; product.md 2 /startup-booster-kit, flag startup_kit, startups only;
 * calls.md 7.1: the kit, its detail, /check, and POST detail with an empty body to claim). Perks offered by
 * partners or the tenant itself (credits, discounts, services), each with eligibility rules; a startup
 * checks whether it qualifies and why not, and claims a perk once, receiving its code or link. The partner
 * is told; operators see every claim.
 */

export const perkKinds = ['credits', 'discount', 'service'] as const;
export const PerkKind = z.enum(perkKinds, 'Choose credits, discount or service');
export type PerkKind = z.infer<typeof PerkKind>;
export const perkKindLabels: Record<PerkKind, string> = {
  credits: 'Credits',
  discount: 'Discount',
  service: 'Service',
};

export const perkLimits = {
  titleLength: 120,
  summaryLength: 300,
  descriptionLength: 4000,
  valueLength: 80,
  codeLength: 200,
  perPage: 50,
} as const;

/** Who may claim a perk: every rule given must hold. */
export const PerkEligibility = z.object({
  /** Only approved startups (the default). */
  approvedOnly: z.boolean().default(true),
  /** Startups at one of these funding stages (codes of the funding-stages list); none: any stage. */
  fundingStages: z.array(z.string().max(60)).max(20).default([]),
  /** Startups founded at most this many years ago; null: any age. */
  maxCompanyAgeYears: z.number().int().min(1).max(50).nullable().default(null),
  /** Startups selected to one of these programs (their uuids); none: no program needed. */
  programUuids: z.array(z.uuid()).max(20).default([]),
});
export type PerkEligibility = z.infer<typeof PerkEligibility>;

/** A perk as startups see it: never its code or link before they claim it. */
export const Perk = z.object({
  uuid: z.string(),
  title: z.string(),
  kind: PerkKind,
  /** Who offers it: a partner's name, or the tenant's. */
  provider: z.string(),
  providerLogo: z.string().nullable(),
  summary: z.string(),
  description: z.string(),
  /** What it is worth, as the partner says it: '$5,000 in credits', '50% off for a year'. */
  value: z.string(),
  expiresAt: z.string().nullable(),
  eligibility: PerkEligibility,
  /** The caller's claim, when they made one: what they received. */
  claim: z.object({ claimedAt: z.string(), code: z.string().nullable(), link: z.string().nullable() }).nullable(),
});
export type Perk = z.infer<typeof Perk>;

/** GET startup-kit/{uuid}/check: whether the caller's startup qualifies, and each rule it misses. */
export const PerkCheck = z.object({ eligible: z.boolean(), claimed: z.boolean(), reasons: z.array(z.string()) });
export type PerkCheck = z.infer<typeof PerkCheck>;

const text = (label: string, max: number, min = 1) =>
  z.string().trim().min(min, `${label} is required`).max(max, `${label}: at most ${max} characters`);

/** The console's perk: everything, the code or link included, and its state. */
export const PerkInput = z
  .object({
    title: text('A title', perkLimits.titleLength, 3),
    kind: PerkKind,
    /** A partner of the tenant (its uuid), or null for the tenant's own offer. */
    partnerUuid: z.uuid('Choose a partner').nullable().default(null),
    summary: text('A summary', perkLimits.summaryLength),
    description: z.string().trim().max(perkLimits.descriptionLength).default(''),
    value: text('What it is worth', perkLimits.valueLength),
    /** What a startup receives on claiming: a code, a link, or both. */
    code: z.string().trim().max(perkLimits.codeLength).nullable().default(null),
    link: z
      .url({ protocol: /^https?$/, message: 'A link starts with https:// or http://' })
      .max(500)
      .nullable()
      .default(null),
    expiresAt: z.iso
      .datetime({ offset: true, message: 'A date and time, like 2027-03-31T23:59:00Z' })
      .max(40)
      .nullable()
      .default(null),
    eligibility: PerkEligibility.default({
      approvedOnly: true,
      fundingStages: [],
      maxCompanyAgeYears: null,
      programUuids: [],
    }),
    published: z.boolean().default(false),
  })
  .refine((perk) => perk.code || perk.link, {
    message: 'Give the code or the link a startup receives',
    path: ['code'],
  });
export type PerkInput = z.infer<typeof PerkInput>;

export const AdminPerk = Perk.omit({ claim: true }).extend({
  partnerUuid: z.string().nullable(),
  code: z.string().nullable(),
  link: z.string().nullable(),
  published: z.boolean(),
  claims: z.number().int(),
});
export type AdminPerk = z.infer<typeof AdminPerk>;

/** One claim, as operators see it. */
export const PerkClaim = z.object({
  perkUuid: z.string(),
  perkTitle: z.string(),
  startupUuid: z.string(),
  startupName: z.string(),
  claimedBy: z.string(),
  claimedAt: z.string(),
});
export type PerkClaim = z.infer<typeof PerkClaim>;
