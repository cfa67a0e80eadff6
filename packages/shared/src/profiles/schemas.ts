/*
 * Validators built from the registry: a section's PATCH body, a list item's body, and the answers that
 * carry profiles. The server and the web forms use the same ones, so a field's rule is written once.
 */
import { z } from 'zod';
import { AccountType, ApprovalStatus, InvestorType } from '../accounts.ts';
import { emailPattern, websitePattern } from '../patterns.ts';
import type { FieldDef } from './fields.ts';
import type { ListDef, SectionDef } from './registry.ts';

const thisYear = () => new Date().getUTCFullYear();
const tagMax = 100;

const text = (field: FieldDef, max: number) => {
  const base = z.string().trim().max(max, `${field.label} must be at most ${max} characters`);
  return field.required ? base.min(1, `${field.label} is required`) : base;
};
const codes = (max: number, label: string) =>
  z
    .array(z.string().trim().min(1).max(tagMax))
    .max(max, `Choose at most ${max} ${label.toLowerCase()}`)
    .refine((items) => new Set(items).size === items.length, `${label} lists an entry twice`);

/** The validator of one field's value, before it is made optional or nullable. */
const baseOf = (field: FieldDef): z.ZodType => {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return text(field, field.max);
    case 'url':
      return z
        .string()
        .trim()
        .max(500)
        .regex(websitePattern, `${field.label} must be a web address such as https://example.com`);
    case 'email':
      return z.string().trim().toLowerCase().max(254).regex(emailPattern, `${field.label} must be an email address`);
    case 'phone':
      return z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{6,20}$/, `${field.label} must be a phone number`);
    case 'integer':
      return z
        .number({ error: `${field.label} must be a number` })
        .int(`${field.label} must be a whole number`)
        .min(field.min, `${field.label} must be at least ${field.min}`)
        .max(field.max, `${field.label} must be at most ${field.max}`);
    case 'amount':
      return z
        .number({ error: `${field.label} must be a number` })
        .int(`${field.label} must be a whole amount`)
        .min(0, `${field.label} cannot be negative`)
        .max(1e15, `${field.label} is too large`);
    case 'year':
      return z
        .number({ error: `${field.label} must be a year` })
        .int()
        .min(1800, `${field.label} must be a year after 1800`)
        .refine((year) => year <= thisYear(), `${field.label} cannot be in the future`);
    case 'date':
      return z.iso.date(`${field.label} must be a date (YYYY-MM-DD)`);
    case 'boolean':
      return z.boolean({ error: `${field.label} must be true or false` });
    case 'choice':
      return z.enum(Object.keys(field.options) as [string, ...string[]], {
        error: `Choose a valid ${field.label.toLowerCase()}`,
      });
    case 'choices':
      return z
        .array(
          z.enum(Object.keys(field.options) as [string, ...string[]], {
            error: `Choose valid ${field.label.toLowerCase()}`,
          }),
        )
        .max(field.maxItems, `Choose at most ${field.maxItems}`)
        .refine((items) => new Set(items).size === items.length, `${field.label} lists an entry twice`);
    case 'term':
      return z.string().trim().min(1).max(tagMax);
    case 'terms':
    case 'tags':
      return codes(field.maxItems, field.label);
    case 'country':
      return z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, `${field.label} must be a two-letter country code`)
        .transform((code) => code.toUpperCase());
    case 'countries':
      return z
        .array(
          z
            .string()
            .trim()
            .regex(/^[A-Za-z]{2}$/, 'Countries must be two-letter codes')
            .transform((code) => code.toUpperCase()),
        )
        .max(field.maxItems, `Choose at most ${field.maxItems} countries`);
    case 'state':
      return z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{1,10}$/, `${field.label} must be a state code`)
        .transform((code) => code.toUpperCase());
    case 'city':
      return z.string().trim().min(1).max(120);
  }
};

const multiple = new Set(['choices', 'terms', 'tags', 'countries']);

/**
 * A field as a body carries it: optional (a PATCH changes what it names), and nullable unless required
 * or a list (an empty list clears a list; a required field cannot be cleared).
 */
export const fieldSchema = (field: FieldDef) => {
  const base = baseOf(field);
  if (field.required || multiple.has(field.kind)) return base.optional();
  // An empty text clears an optional field the same way null does.
  return z.union([z.literal('').transform(() => null), base.nullable()]).optional();
};

const shapeOf = (fields: readonly FieldDef[]) =>
  Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field)])) as Record<string, z.ZodType>;

const bodyCache = new WeakMap<object, z.ZodType>();
const cached = (key: object, build: () => z.ZodType) => {
  const found = bodyCache.get(key);
  if (found) return found;
  const made = build();
  bodyCache.set(key, made);
  return made;
};

/** The PATCH body of a section: only its fields, at least one of them, nothing else. */
export const sectionBody = (section: SectionDef) =>
  cached(section, () =>
    z
      .strictObject(shapeOf(section.fields))
      .refine((body) => Object.keys(body).length > 0, 'Nothing to update')
      .describe(`${section.title}: any of its fields`),
  ) as z.ZodType<Record<string, unknown>>;

/** The body that adds a list item (every required field) and the one that changes it (any field). */
export const listItemBody = (list: ListDef, mode: 'create' | 'update') =>
  cached(mode === 'create' ? list : list.fields, () => {
    const shape = shapeOf(list.fields);
    if (mode === 'create') {
      for (const field of list.fields) if (field.required) shape[field.key] = baseOf(field);
      return z.strictObject(shape);
    }
    return z.strictObject(shape).refine((body) => Object.keys(body).length > 0, 'Nothing to update');
  }) as z.ZodType<Record<string, unknown>>;

// ---- Answers ----

export const FieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export const FieldValuesSchema = z.record(z.string(), FieldValueSchema);

export const ProfileListItem = z.object({ id: z.number().int(), values: FieldValuesSchema });
export type ProfileListItem = z.infer<typeof ProfileListItem>;

export const MissingPartSchema = z.object({
  key: z.string(),
  title: z.string(),
  page: z.string(),
  fields: z.array(z.string()),
});

/** GET {role}/profile_completeness (spec product.md 3, "Profile completeness"). */
export const ProfileCompleteness = z.object({
  percentage: z.number().int().min(0).max(100),
  complete: z.boolean(),
  missing: z.array(MissingPartSchema),
  isApproved: z.boolean(),
  isRejected: z.boolean(),
  approvalStatus: ApprovalStatus,
  /** The operators' message with the last decision, if they gave one. */
  approvalMessage: z.string().nullable(),
});
export type ProfileCompleteness = z.infer<typeof ProfileCompleteness>;

/** Who is looking at a profile, as far as what they may see depends on it. */
export const Viewer = z.enum(['anonymous', 'member', 'connection', 'owner', 'operator']);
export type Viewer = z.infer<typeof Viewer>;

const ProfileHeader = z.object({
  uuid: z.string(),
  accountType: AccountType,
  label: z.string(),
  investorType: InvestorType.nullable(),
  /** The name the profile is shown under: the organisation's, or the person's for person types. */
  name: z.string(),
  /** The person behind it, for organisation profiles shown with their representative. */
  personName: z.string().nullable(),
  tagline: z.string().nullable(),
  logo: z.string().nullable(),
  avatar: z.string().nullable(),
  slug: z.string(),
  profileUrl: z.string(),
  /** The short link to share (/p/{code}): it leads to profileUrl, whatever the name becomes. */
  shortUrl: z.string(),
  totalViews: z.number().int(),
});

/** GET {role}/information: the holder's whole profile, every section and list. */
export const OwnProfile = ProfileHeader.extend({
  approvalStatus: ApprovalStatus,
  values: FieldValuesSchema,
  lists: z.record(z.string(), z.array(ProfileListItem)),
  /** The sections this profile is made of, in order (an investor's depend on the investor type). */
  sections: z.array(z.string()),
  completeness: ProfileCompleteness,
  can: z.object({ edit: z.boolean(), requestApproval: z.boolean(), uploadLogo: z.boolean() }),
  /** Why editing is closed, when it is. */
  editLockedReason: z.string().nullable(),
});
export type OwnProfile = z.infer<typeof OwnProfile>;

/** A public profile as one viewer may see it. */
export const PublicProfile = ProfileHeader.extend({
  /** The person behind the profile (what the wishlist names, spec 7.13); null for a signed-out viewer. */
  userId: z.string().nullable(),
  viewer: Viewer,
  values: FieldValuesSchema,
  lists: z.record(z.string(), z.array(ProfileListItem)),
  /** Labels of fields kept back from this viewer, and what would show them. */
  withheld: z.array(z.object({ label: z.string(), reason: z.enum(['sign_in', 'connect']) })),
  can: z.object({ edit: z.boolean(), connect: z.boolean(), message: z.boolean() }),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/** GET {role}/dashboard. */
export const ProfileDashboard = z.object({
  profile: ProfileHeader.extend({ approvalStatus: ApprovalStatus }),
  completeness: ProfileCompleteness,
  views: z.object({ total: z.number().int(), last30Days: z.number().int() }),
  connections: z.object({
    accepted: z.number().int(),
    pendingReceived: z.number().int(),
    pendingSent: z.number().int(),
  }),
  can: z.object({ requestApproval: z.boolean(), edit: z.boolean(), connect: z.boolean(), message: z.boolean() }),
});
export type ProfileDashboard = z.infer<typeof ProfileDashboard>;

export const ProfileIdParams = z.object({ id: z.string().uuid('id must be a profile id') });
export const ListItemParams = z.object({ id: z.coerce.number().int().positive('id must be an item id') });

/** Profiles compared side by side at most. */
export const compareLimit = 4;

/** GET public/compare/{startups|investors|corporates}?ids=a,b,c: profile ids separated by commas. */
export const CompareQuery = z.object({
  ids: z
    .string()
    .max(40 * compareLimit, `Compare at most ${compareLimit} profiles`)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().uuid('ids must be profile ids'))
        .min(1, 'Name at least one profile to compare')
        .max(compareLimit, `Compare at most ${compareLimit} profiles`),
    ),
});
