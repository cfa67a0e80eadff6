import type { ExternalCodeSent, ImportField, ImportFile, ImportFileKey, ImportSource } from '@ventura/shared';
import { isProfileAccountType } from '@ventura/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { OtpLimits } from '../../config.ts';
import type { ProfileRow } from '../../platform/auth/sessions.ts';
import { newToken, sha256 } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import {
  type Contact,
  findUser,
  findUserByContact,
  findUserProfile,
  listUserProfiles,
  recipientOf,
} from '../../platform/identity/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { fileIdOfUrl, type Storage } from '../../platform/storage/index.ts';
import { filesPath } from '../../platform/storage/keys.ts';
import { primaryHost, type Tenant } from '../../platform/tenancy/repo.ts';
import { assertMaySignIn, consumeCode, sendCode } from '../auth/index.ts';
import { loadProfile } from '../profiles/index.ts';
import { describeFields } from './fields.ts';
import { loadSettings } from './settings.ts';
import { importGrants } from './tables.ts';

/*
 * The source side of an import, whoever asks (a tenant of this deployment in process, or another
 * deployment over HTTPS, federation-routes.ts): the tenant a profile comes from proves its member with a
 * code it sends itself, and only then lets the tenant that asked read the member's profiles, for a short
 * while, and make one account from them.
 */

/** How long the receiving tenant may use a verified code's grant. */
export const grantMinutes = 30;
export const expiredGrantMessage = 'This import has expired or was used. Start again and enter a new code.';

/** Who may use a grant: a tenant of this deployment, or a tenant of another deployment by its origin. */
export type Audience = { name: string } & (
  | { tenantId: string; origin?: undefined }
  | { origin: string; tenantId?: undefined }
);

/** A profile as its tenant describes it, before the receiving tenant says what it would refuse. */
export type SourceProfile = {
  accountType: ProfileRow['accountType'];
  investorType: ProfileRow['investorType'];
  name: string;
  fields: Omit<ImportField, 'problem'>[];
  files: Omit<ImportFile, 'problem'>[];
};
export type SourcePerson = { name: string; email: string | null; mobile: string | null };

const noun = (contact: Contact) => (contact.email ? 'email address' : 'mobile number');

/** The source tenant, when its operators let members take their profiles away. */
export const assertExporting = async (db: Db, source: Tenant) => {
  if (!(await loadSettings(db, source.id)).profileExportAllowed) {
    throw forbidden(`${source.name} does not let its members take their profiles to other platforms`);
  }
};

export const sourceFace = async (db: Db, source: Tenant): Promise<ImportSource> => ({
  name: source.name,
  host: (await primaryHost(db, source.id)) ?? '',
});

/** Sends the source tenant's code to its member, naming the tenant that asks. */
export const offerCode = async (
  db: Db,
  mailer: Mailer,
  limits: OtpLimits,
  input: { source: Tenant; audienceName: string; contact: Contact; ip: string },
): Promise<ExternalCodeSent> => {
  const { source } = input;
  await assertExporting(db, source);
  const user = await findUserByContact(db, source.id, input.contact);
  if (!user) throw notFound(`No account on ${source.name} uses this ${noun(input.contact)}`);
  assertMaySignIn(source, user);
  const sent = await sendCode(db, mailer, limits, {
    tenant: source,
    purpose: 'export',
    channel: input.contact.email ? 'email' : 'sms',
    recipient: recipientOf(input.contact),
    ip: input.ip,
    name: user.name,
    audience: input.audienceName,
  });
  return { ...sent, source: await sourceFace(db, source) };
};

/** The verified contacts of a source account: those the new account may sign in with. */
export const contactsOf = (user: {
  email: string | null;
  emailVerifiedAt: Date | null;
  countryCode: string | null;
  mobileNumber: string | null;
}): Contact[] => [
  ...(user.email && user.emailVerifiedAt ? [{ email: user.email }] : []),
  ...(user.mobileNumber && user.countryCode
    ? [{ countryCode: user.countryCode, mobileNumber: user.mobileNumber }]
    : []),
];

const personOf = (user: Parameters<typeof contactsOf>[0] & { name: string }): SourcePerson => ({
  name: user.name,
  email: user.emailVerifiedAt ? user.email : null,
  mobile: user.mobileNumber ? `+${user.countryCode ?? ''} ${user.mobileNumber}` : null,
});

/** Spends the member's code and opens a grant for the audience: its token, answered once. */
export const openGrant = async (
  db: Db,
  input: { source: Tenant; audience: Audience; contact: Contact; code: string; secret: string },
) => {
  const { source } = input;
  await assertExporting(db, source);
  const recipient = recipientOf(input.contact);
  await consumeCode(db, { tenantId: source.id, purpose: 'export', recipient, code: input.code, secret: input.secret });
  const user = await findUserByContact(db, source.id, input.contact);
  if (!user) throw badRequest('Invalid or expired code');
  assertMaySignIn(source, user);
  const token = newToken();
  await db.insert(importGrants).values({
    tenantId: source.id,
    userId: user.id,
    audienceTenantId: input.audience.tenantId ?? null,
    audienceOrigin: input.audience.origin ?? null,
    tokenHash: sha256(token),
    recipient,
    expiresAt: new Date(Date.now() + grantMinutes * 60_000),
  });
  return { token, user, person: personOf(user), contacts: contactsOf(user) };
};

/** The live grant a token names for the audience, with the member it opens. */
export const findGrant = async (db: Db, source: Tenant, token: string, audience: Audience) => {
  const [grant] = await db
    .select()
    .from(importGrants)
    .where(
      and(
        eq(importGrants.tenantId, source.id),
        eq(importGrants.tokenHash, sha256(token)),
        audience.tenantId
          ? eq(importGrants.audienceTenantId, audience.tenantId)
          : eq(importGrants.audienceOrigin, audience.origin ?? ''),
        isNull(importGrants.usedAt),
        gt(importGrants.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const user = grant && (await findUser(db, source.id, grant.userId));
  if (!grant || !user) throw badRequest(expiredGrantMessage);
  return { grant, user, person: personOf(user), contacts: contactsOf(user) };
};

/** Spends a grant (in the importing transaction, when the source is of this deployment): a second use finds nothing. */
export const spendGrant = async (db: Db, sourceTenantId: string, grantId: number) => {
  const [spent] = await db
    .update(importGrants)
    .set({ usedAt: new Date() })
    .where(and(eq(importGrants.tenantId, sourceTenantId), eq(importGrants.id, grantId), isNull(importGrants.usedAt)))
    .returning({ id: importGrants.id });
  if (!spent) throw badRequest(expiredGrantMessage);
};

/** The store's key of one of the profile's images, when the source tenant holds the file. */
export const imageKey = (tenantId: string, url: string | null) =>
  fileIdOfUrl(tenantId, url) ? url?.slice(filesPath.length + 1) : undefined;

export const imageColumns: Record<ImportFileKey, 'organizationLogo' | 'avatar'> = {
  logo: 'organizationLogo',
  avatar: 'avatar',
};
const imageLabels: Record<ImportFileKey, string> = { logo: 'Logo', avatar: 'Profile picture' };

const describeFiles = async (storage: Storage, source: Tenant, card: ProfileRow) => {
  const files: SourceProfile['files'] = [];
  for (const key of ['logo', 'avatar'] as const) {
    const stored = imageKey(source.id, card[imageColumns[key]]);
    const file = stored ? await storage.get(stored) : null;
    if (!file) continue;
    file.body.destroy();
    files.push({ key, label: imageLabels[key], contentType: file.contentType, bytes: file.size ?? 0 });
  }
  return files;
};

/** The member's owner profiles, each with its filled fields in words and its images. */
export const describeProfiles = async (
  db: Db,
  storage: Storage,
  source: Tenant,
  userId: string,
): Promise<{ card: ProfileRow; profile: SourceProfile }[]> => {
  const cards = (await listUserProfiles(db, source.id, userId)).filter(
    (card) => card.parentId === null && isProfileAccountType(card.accountType),
  );
  const described = [];
  for (const card of cards) {
    const loaded = await loadProfile(db, source.id, card);
    described.push({
      card,
      profile: {
        accountType: card.accountType,
        investorType: card.investorType,
        name: card.displayName,
        fields: await describeFields(db, source.id, card, loaded.values),
        files: await describeFiles(storage, source, card),
      },
    });
  }
  return described;
};

/** The member's own (not a team's) profile of a type, or 400: the account there has none. */
export const ownedProfile = async (db: Db, source: Tenant, userId: string, accountType: ProfileRow['accountType']) => {
  const card = await findUserProfile(db, source.id, userId, accountType);
  if (!card || card.parentId !== null) throw badRequest(noSuchProfile, [noSuchProfile]);
  return card;
};
export const noSuchProfile = 'accountType: your account there has no profile of this type';

/** One of the member's images, read whole (they are small: the source took them under its upload limit). */
export const readImage = async (storage: Storage, source: Tenant, card: ProfileRow, key: ImportFileKey) => {
  const stored = imageKey(source.id, card[imageColumns[key]]);
  const file = stored ? await storage.get(stored) : null;
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), contentType: file.contentType };
};
