import { AccountType, ExternalCodeSent, ImportField, ImportFile, ImportFileKey, ImportSource } from '@ventura/shared';
import { z } from 'zod';
import { HttpError } from '../../platform/errors.ts';
import type { Contact } from '../../platform/identity/index.ts';

/*
 * Importing from another Ventura deployment: the calls a deployment answers about its own members
 * (federation-routes.ts) and the client a deployment calls them with. Nothing here is trusted for who
 * sent it: the member's code proves the member, and the grant's token is what lets the asking tenant read
 * and take the profile. A deployment only calls origins its operators listed as trusted.
 */

export const exportPath = '/api/v1/public/profile-export';

const ContactBody = z.union([
  z.strictObject({ email: z.string().email().max(254) }),
  z.strictObject({ countryCode: z.string().regex(/^\d{1,4}$/), mobileNumber: z.string().regex(/^\d{4,15}$/) }),
]);
export const Audience = z.strictObject({ name: z.string().trim().min(1).max(200), origin: z.string().url().max(200) });

export const CodeBody = z.strictObject({ audience: Audience, contact: ContactBody });
export const VerifyBody = z.strictObject({
  audience: Audience,
  contact: ContactBody,
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export const GrantBody = z.strictObject({
  audienceOrigin: z.string().url().max(200),
  grantToken: z.string().min(20).max(200),
});
export const ImageBody = GrantBody.extend({ accountType: AccountType, key: ImportFileKey });
export const RedeemBody = GrantBody.extend({ accountType: AccountType, fields: z.array(z.string().max(64)).max(100) });

export const SourceProfileAnswer = z.object({
  accountType: AccountType,
  investorType: z.enum(['individual', 'organization', 'syndicate']).nullable(),
  name: z.string(),
  fields: z.array(ImportField.omit({ problem: true })),
  files: z.array(ImportFile.omit({ problem: true })),
});
export const GrantAnswer = z.object({
  source: ImportSource,
  person: z.object({ name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
  contacts: z.array(ContactBody),
  profiles: z.array(SourceProfileAnswer),
});
export type GrantAnswer = z.infer<typeof GrantAnswer>;
export const OpenedGrant = GrantAnswer.extend({ grantToken: z.string(), expiresInSeconds: z.number().int() });

/** The largest image taken from another deployment: well above any tenant's upload limit. */
const imageBytesMax = 5 * 1024 * 1024;

const unreachable = (origin: string) =>
  new HttpError(502, `Could not reach ${new URL(origin).host}. Try again later.`, [
    `Could not reach ${new URL(origin).host}. Try again later.`,
  ]);

/** One call to the other deployment; its refusals (4xx) come back as the same refusal, in its words. */
const post = async (origin: string, path: string, body: unknown) => {
  let response: Response;
  try {
    response = await fetch(`${origin}${exportPath}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw unreachable(origin);
  }
  if (response.status >= 400 && response.status < 500) {
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
    const message = typeof answer.message === 'string' ? answer.message.slice(0, 300) : 'The other platform refused';
    throw new HttpError(response.status, message, [message]);
  }
  if (!response.ok) throw unreachable(origin);
  return response;
};

const json = async <T extends z.ZodType>(origin: string, schema: T, response: Response): Promise<z.output<T>> => {
  const parsed = schema.safeParse(((await response.json().catch(() => null)) as { data?: unknown } | null)?.data);
  if (!parsed.success) throw unreachable(origin);
  return parsed.data;
};

/** The calls this deployment makes to another, by its origin. */
export const remoteSource = (origin: string) => ({
  code: async (audience: z.infer<typeof Audience>, contact: Contact) =>
    json(origin, ExternalCodeSent, await post(origin, '/code', { audience, contact: contactBody(contact) })),
  verify: async (audience: z.infer<typeof Audience>, contact: Contact, code: string) =>
    json(origin, OpenedGrant, await post(origin, '/verify', { audience, contact: contactBody(contact), code })),
  read: async (audienceOrigin: string, grantToken: string) =>
    json(origin, GrantAnswer, await post(origin, '/read', { audienceOrigin, grantToken })),
  image: async (input: z.infer<typeof ImageBody>) => {
    const response = await post(origin, '/image', input);
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > imageBytesMax ? null : bytes;
  },
  redeem: async (input: z.infer<typeof RedeemBody>) => {
    await post(origin, '/redeem', input);
  },
});

/** A contact as the calls carry it: an email, or a country code and a mobile number. */
export const contactBody = (contact: Contact) =>
  contact.email
    ? { email: contact.email }
    : { countryCode: contact.countryCode ?? '', mobileNumber: contact.mobileNumber ?? '' };
