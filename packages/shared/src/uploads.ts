import { z } from 'zod';
import type { AccountType } from './accounts.ts';
import type { limits } from './constants.ts';

/** What an image upload may be, told from its bytes (never from its name or declared type). */
export const uploadImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The longest side of the stored image; the avatar sizes (limits.avatarSizes) are square crops. */
export const imageBoundPx = 512;

/** The form an image upload sends (spec: "sends one file as form data"): one file in the field `file`. */
export const ImageUploadForm = z.object({
  // The accepted types are checked from the bytes on the server; OpenAPI 3.0 cannot say them per field.
  file: z.file().describe(`A PNG, JPEG, WebP or GIF image (GIF: its first frame); at most the tenant's upload limit`),
});
export type ImageUploadForm = z.infer<typeof ImageUploadForm>;

const FileUrl = z.string().max(300);

/** A stored image: the URL the profile now shows, and every rendition by its size. */
export const UploadedImage = z.object({
  url: FileUrl,
  sizes: z.object({
    /** The image within imageBoundPx on its longest side, aspect kept. */
    original: FileUrl,
    /** Square crops at limits.avatarSizes. */
    '100': FileUrl,
    '70': FileUrl,
  }),
}) satisfies z.ZodType<{ sizes: Record<`${(typeof limits.avatarSizes)[number]}`, string> }>;
export type UploadedImage = z.infer<typeof UploadedImage>;

/** The account types that have a profile with a logo: job seekers and 'other' have none. */
export const profileRoles = [
  'startup',
  'investor',
  'corporate',
  'mentor',
  'program_office',
  'service_provider',
  'partner',
  'individual',
] as const satisfies readonly AccountType[];
export type ProfileRole = (typeof profileRoles)[number];

/** The API path of each of those account types (spec: POST {role}/upload/logo). */
export const profileRolePaths: Record<ProfileRole, string> = {
  startup: 'startups',
  investor: 'investors',
  corporate: 'corporates',
  mentor: 'mentors',
  program_office: 'program_office_members',
  service_provider: 'service_providers',
  partner: 'partners',
  individual: 'individuals',
};
