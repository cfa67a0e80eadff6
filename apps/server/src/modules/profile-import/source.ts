import {
  accountTypeLabels,
  type ExternalCodeSent,
  type ImportableProfile,
  type ImportFile,
  type ImportFileKey,
  type ImportPreview,
  isProfileAccountType,
  isTypeOpen,
} from '@ventura/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { OtpLimits } from '../../config.ts';
import type { ProfileRow } from '../../platform/auth/sessions.ts';
import { newToken, sha256 } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import {
  type Contact,
  findUser,
  findUserByContact,
  listUserProfiles,
  recipientOf,
} from '../../platform/identity/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { fileIdOfUrl, type Storage } from '../../platform/storage/index.ts';
import { filesPath } from '../../platform/storage/keys.ts';
import { findTenantByHost, primaryHost, type Tenant } from '../../platform/tenancy/repo.ts';
import { directAccessMessage } from '../../platform/tenancy/state.ts';
import { assertMaySignIn, consumeCode, sendCode } from '../auth/index.ts';
import { loadProfile } from '../profiles/index.ts';
import { uploadLimitOf } from '../uploads/index.ts';
import { describeFields } from './fields.ts';
import { loadSettings } from './settings.ts';
import { importGrants } from './tables.ts';

/*
 * The source side of an import: the tenant a profile comes from proves its holder with a code it sends
 * itself, and only then lets the receiving tenant read the holder's profiles, for a short while, once.
 */

/** How long the receiving tenant may use a verified code's grant. */
export const grantMinutes = 30;

const noun = (contact: Contact) => (contact.email ? 'email address' : 'mobile number');

/** The tenant at the address typed, if it lets its members take their profiles away. */
export const sourceTenant = async (db: Db, target: Tenant, host: string) => {
  const source = await findTenantByHost(db, host);
  if (!source) throw notFound(`No platform answers at ${host}. Check the address you sign in at.`);
  if (source.id === target.id) throw badRequest(`This is ${target.name}: sign in here instead`);
  if (!(await loadSettings(db, source.id)).profileExportAllowed) {
    throw forbidden(`${source.name} does not let its members take their profiles to other platforms`);
  }
  return source;
};

/** The receiving tenant takes new members directly, and nobody here uses the contact yet. */
const assertMayJoin = async (db: Db, target: Tenant, contacts: Contact[]) => {
  if (!target.settings.direct_access_allowed) throw forbidden(directAccessMessage(target));
  for (const contact of contacts) {
    if (await findUserByContact(db, target.id, contact)) {
      throw conflict(`An account on ${target.name} already uses this ${noun(contact)}. Sign in instead.`);
    }
  }
};

/** The verified contacts of the source account: those the new account may sign in with. */
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

/** Sends the source tenant's code to its member, naming the tenant that asks. */
export const sendImportCode = async (
  db: Db,
  mailer: Mailer,
  limits: OtpLimits,
  input: { target: Tenant; source: string; contact: Contact; ip: string },
): Promise<ExternalCodeSent> => {
  const source = await sourceTenant(db, input.target, input.source);
  const user = await findUserByContact(db, source.id, input.contact);
  if (!user) throw notFound(`No account on ${source.name} uses this ${noun(input.contact)}`);
  assertMaySignIn(source, user);
  await assertMayJoin(db, input.target, [input.contact]);
  const sent = await sendCode(db, mailer, limits, {
    tenant: source,
    purpose: 'export',
    channel: input.contact.email ? 'email' : 'sms',
    recipient: recipientOf(input.contact),
    ip: input.ip,
    name: user.name,
    audience: input.target.name,
  });
  return { ...sent, source: { name: source.name, host: (await primaryHost(db, source.id)) ?? input.source } };
};

/** The stored file behind one of the profile's images, if the source tenant holds it. */
const imageKey = (tenantId: string, url: string | null) => {
  if (!fileIdOfUrl(tenantId, url)) return undefined;
  return url?.slice(filesPath.length + 1);
};

export const imageColumns: Record<ImportFileKey, 'organizationLogo' | 'avatar'> = {
  logo: 'organizationLogo',
  avatar: 'avatar',
};
const imageLabels: Record<ImportFileKey, string> = { logo: 'Logo', avatar: 'Profile picture' };

const describeFiles = async (storage: Storage, source: Tenant, target: Tenant, card: ProfileRow) => {
  const files: ImportFile[] = [];
  for (const key of ['logo', 'avatar'] as const) {
    const stored = imageKey(source.id, card[imageColumns[key]]);
    const file = stored ? await storage.get(stored) : null;
    if (!file) continue;
    file.body.destroy();
    const bytes = file.size ?? 0;
    const limit = uploadLimitOf(target);
    files.push({
      key,
      label: imageLabels[key],
      contentType: file.contentType,
      bytes,
      problem: bytes > limit ? `Larger than ${target.name} takes (${Math.round(limit / 1024)} KB)` : null,
    });
  }
  return files;
};

/** The owner profiles of a source account, as the receiving tenant would take them. */
export const importableProfiles = async (
  db: Db,
  storage: Storage,
  input: { source: Tenant; target: Tenant; userId: string },
): Promise<{ card: ProfileRow; importable: ImportableProfile }[]> => {
  const cards = (await listUserProfiles(db, input.source.id, input.userId)).filter(
    (card) => card.parentId === null && isProfileAccountType(card.accountType),
  );
  const described = [];
  for (const card of cards) {
    const loaded = await loadProfile(db, input.source.id, card);
    const allowed = isTypeOpen(input.target.settings.users, card.accountType);
    described.push({
      card,
      importable: {
        accountType: card.accountType,
        name: card.displayName,
        allowed,
        notAllowedReason: allowed
          ? null
          : `${input.target.name} does not take ${accountTypeLabels[card.accountType].toLowerCase()} profiles`,
        fields: await describeFields(db, {
          sourceTenantId: input.source.id,
          targetTenantId: input.target.id,
          card,
          values: loaded.values,
        }),
        files: await describeFiles(storage, input.source, input.target, card),
      },
    });
  }
  return described;
};

/** Spends the source tenant's code, and answers a grant for the receiving tenant with what it may take. */
export const verifyImportCode = async (
  db: Db,
  storage: Storage,
  input: { target: Tenant; source: string; contact: Contact; code: string; secret: string },
): Promise<ImportPreview> => {
  const source = await sourceTenant(db, input.target, input.source);
  const recipient = recipientOf(input.contact);
  await consumeCode(db, { tenantId: source.id, purpose: 'export', recipient, code: input.code, secret: input.secret });
  const user = await findUserByContact(db, source.id, input.contact);
  if (!user) throw badRequest('Invalid or expired code');
  assertMaySignIn(source, user);
  await assertMayJoin(db, input.target, contactsOf(user));
  const token = newToken();
  await db.insert(importGrants).values({
    tenantId: source.id,
    userId: user.id,
    audienceTenantId: input.target.id,
    tokenHash: sha256(token),
    recipient,
    expiresAt: new Date(Date.now() + grantMinutes * 60_000),
  });
  const profiles = await importableProfiles(db, storage, { source, target: input.target, userId: user.id });
  const mobile = user.mobileNumber ? `+${user.countryCode ?? ''} ${user.mobileNumber}` : null;
  return {
    importToken: token,
    expiresInSeconds: grantMinutes * 60,
    source: { name: source.name, host: (await primaryHost(db, source.id)) ?? input.source },
    person: { name: user.name, email: user.emailVerifiedAt ? user.email : null, mobile },
    profiles: profiles.map((p) => p.importable),
  };
};

export const expiredGrantMessage = 'This import has expired or was used. Start again and enter a new code.';

/** The live grant a token names for this receiving tenant, with the source tenant and account it opens. */
export const findGrant = async (db: Db, target: Tenant, token: string) => {
  const [grant] = await db
    .select()
    .from(importGrants)
    .where(
      and(
        eq(importGrants.tokenHash, sha256(token)),
        eq(importGrants.audienceTenantId, target.id),
        isNull(importGrants.usedAt),
        gt(importGrants.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!grant) throw badRequest(expiredGrantMessage);
  const user = await findUser(db, grant.tenantId, grant.userId);
  if (!user) throw badRequest(expiredGrantMessage);
  return { grant, user };
};

/** Spends a grant in the importing transaction: a second import with the same token finds nothing. */
export const spendGrant = async (db: Db, grantId: number, sourceTenantId: string) => {
  const [spent] = await db
    .update(importGrants)
    .set({ usedAt: new Date() })
    .where(and(eq(importGrants.tenantId, sourceTenantId), eq(importGrants.id, grantId), isNull(importGrants.usedAt)))
    .returning({ id: importGrants.id });
  if (!spent) throw badRequest(expiredGrantMessage);
};
