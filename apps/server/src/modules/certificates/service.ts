import { randomInt } from 'node:crypto';
import {
  type Certificate,
  type CertificateKey,
  type CertificateQuery,
  type CertificateVerification,
  type IssueCertificate,
  type IssueCertificates,
  type IssuedCertificates,
  normaliseCertificateCode,
} from '@ventura/shared';
import { countedPage, pageAnswer } from '../../platform/db/paging.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { renderCertificatePdf } from './pdf.ts';
import * as repo from './repo.ts';
import { factsText, publishedKey, signatureHolds, signFacts, tenantKey } from './signing.ts';

/** What the certificate calls need besides the request: the server's secret, which seals the signing key. */
export type CertificateContext = Context & { secret: string };
type Operator = Member & { secret: string };

const noSuchCertificate = 'No certificate has this id';
export const verifyPath = (code: string) => `/certificate/verify/${code}`;
export const pdfPath = (code: string) => `/api/v1/certificates/${code}/pdf`;

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A fresh short id: 12 random characters of Crockford's base32 (60 bits), in groups of four. */
const newCode = () => {
  const plain = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
};

const present = (row: repo.CertificateRow): Certificate => ({
  id: row.code,
  recipientName: row.recipientName,
  recipientProfileUuid: row.recipientProfileUuid,
  title: row.title,
  reason: row.reason,
  source: row.source,
  issuedAt: row.issuedAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revokedReason: row.revokedReason,
  pdfUrl: pdfPath(row.code),
  verifyUrl: verifyPath(row.code),
});

const assertOperator = (m: Member) => {
  if (!accountPolicy.useConsole(m.auth)) throw forbidden('Certificates are issued by the tenant’s operators');
};

/** A certificate of this tenant by the id as typed (case, dashes, I/L/O forgiven), or 404. */
const certificateOf = async (ctx: Context, typed: string) => {
  const code = normaliseCertificateCode(typed);
  const row = code ? await repo.findByCode(ctx.db, ctx.tenant.id, code) : undefined;
  if (!row) throw notFound(noSuchCertificate);
  return row;
};

type Issue = {
  recipient: repo.Recipient;
  title: string;
  reason: string;
  source: repo.NewCertificate['source'];
  sourceUuid: string | null;
};

/**
 * Signs and stores certificates, each with a fresh id (drawn again in the rare case it is taken); answers
 * the ids of those stored (a person who already holds the group's certificate is skipped by the index).
 */
const issue = async (m: Operator, items: readonly Issue[]) => {
  const key = await tenantKey(m.db, m.secret, m.tenant.id);
  const issuedAt = new Date();
  const issued: Array<Issue & { code: string }> = [];
  await m.db.transaction(async (tx) => {
    for (const item of items) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const code = newCode();
        const facts = factsText({
          v: 1,
          id: code,
          tenant: m.tenant.name,
          recipient: item.recipient.name,
          title: item.title,
          reason: item.reason,
          issuedAt: issuedAt.toISOString(),
        });
        const taken = await repo.findByCode(tx, m.tenant.id, code);
        if (taken) continue;
        const stored = await repo.insertCertificate(tx, {
          tenantId: m.tenant.id,
          code,
          recipientProfileId: item.recipient.profileId,
          recipientName: item.recipient.name,
          title: item.title,
          reason: item.reason,
          source: item.source,
          sourceUuid: item.sourceUuid,
          facts,
          signature: signFacts(key, facts),
          keyId: key.keyId,
          issuedByUserId: m.auth.user.id,
          issuedAt,
        });
        if (stored) issued.push({ ...item, code });
        break;
      }
    }
  });
  return issued;
};

/** Tells each member recipient (their users found in one query): a notice with a link to their certificates. */
const tell = async (m: Operator, issued: ReadonlyArray<Issue>) => {
  const profileIds = issued.flatMap((item) => (item.recipient.profileId === null ? [] : [item.recipient.profileId]));
  const userOf = await repo.usersOfProfiles(m.db, m.tenant.id, profileIds);
  for (const item of issued) {
    const userId = item.recipient.profileId === null ? undefined : userOf.get(item.recipient.profileId);
    if (!userId) continue;
    await m.notifier.notify(m.db, {
      tenantId: m.tenant.id,
      userIds: [userId],
      kind: 'certificate_issued',
      title: `You received a certificate: ${item.title}`,
      body: item.reason,
      url: '/certificates',
    });
  }
};

/** POST admin/certificates: one certificate to a member, by hand. */
export const issueOne = async (m: Operator, body: IssueCertificate): Promise<Certificate> => {
  assertOperator(m);
  const member = await repo.findMember(m.db, m.tenant.id, body.recipientProfileUuid);
  if (!member) throw notFound('Member not found');
  const [issued] = await issue(m, [
    {
      recipient: { profileId: member.profileId, name: member.name },
      title: body.title,
      reason: body.reason,
      source: 'manual',
      sourceUuid: null,
    },
  ]);
  if (!issued) throw conflict('The certificate could not be issued: try again');
  await tell(m, [issued]);
  const row = await repo.findByCode(m.db, m.tenant.id, issued.code);
  if (!row) throw notFound(noSuchCertificate);
  return present(row);
};

/**
 * POST admin/certificates/bulk: one to each of a group (an event's attendees, a program's selected
 * startups, mentors with enough confirmed hours); those holding the group's certificate already are skipped.
 */
export const issueToGroup = async (m: Operator, body: IssueCertificates): Promise<IssuedCertificates> => {
  assertOperator(m);
  const { source } = body;
  let recipients: Array<repo.Recipient & { reason?: string }>;
  let sourceUuid: string | null = null;
  if (source.kind === 'event') {
    const found = await repo.eventAttendees(m.db, m.tenant.id, source.eventUuid);
    if (!found) throw notFound('Event not found');
    recipients = found.recipients;
    sourceUuid = source.eventUuid;
  } else if (source.kind === 'program') {
    const found = await repo.programSelected(m.db, m.tenant.id, source.programUuid);
    if (!found) throw notFound('Program not found');
    recipients = found.recipients;
    sourceUuid = source.programUuid;
  } else {
    const mentors = await repo.mentorsWithHours(m.db, m.tenant.id, Math.round(source.minHours * 60));
    recipients = mentors.map((mentor) => ({
      profileId: mentor.profileId,
      name: mentor.name,
      reason: body.reason.replaceAll('{hours}', String(Math.round((mentor.minutes / 60) * 10) / 10)),
    }));
  }
  const holders = await repo.holdersOf(m.db, m.tenant.id, source.kind, sourceUuid);
  const fresh = recipients.filter((recipient) =>
    recipient.profileId === null ? !holders.names.has(recipient.name) : !holders.profiles.has(recipient.profileId),
  );
  const issued = await issue(
    m,
    fresh.map((recipient) => ({
      recipient,
      title: body.title,
      reason: recipient.reason ?? body.reason,
      source: source.kind,
      sourceUuid,
    })),
  );
  await tell(m, issued);
  return { issued: issued.length, skipped: recipients.length - issued.length };
};

/** POST admin/certificates/{id}/revoke: the certificate stays, marked revoked with the reason (409 when it is). */
export const revoke = async (m: Operator, typed: string, reason: string): Promise<Certificate> => {
  assertOperator(m);
  const row = await certificateOf(m, typed);
  if (!(await repo.revoke(m.db, m.tenant.id, row.code, reason))) throw conflict('This certificate is already revoked');
  return present(await certificateOf(m, row.code));
};

/** GET admin/certificates: every certificate of the tenant, newest first; q searches names, titles and ids. */
export const adminList = async (m: Member, query: CertificateQuery) => {
  assertOperator(m);
  return page(m, query, { q: query.q });
};

/** GET certificates: the caller's own (their profiles', and their organisations'). */
export const ownList = async (m: Member, query: CertificateQuery) =>
  page(m, query, { recipientIds: await repo.heldProfileIds(m.db, m.tenant.id, m.auth.user.id) });

const page = async (m: Member, query: CertificateQuery, filter: Parameters<typeof repo.listPage>[2]) => {
  const window = { limit: query.limit, offset: (query.pageNumber - 1) * query.limit };
  const { rows, matching } = repo.listPage(m.db, m.tenant.id, filter, window);
  const counted = await countedPage(m.db, await rows, window, matching);
  return pageAnswer(counted.rows.map(present), counted.total, query);
};

/** GET certificates/verify/{id}: anyone on the tenant's host learns whether it is genuine, to whom and what for. */
export const verify = async (ctx: Context, typed: string): Promise<CertificateVerification> => {
  const row = await certificateOf(ctx, typed);
  const key = await publishedKey(ctx.db, ctx.tenant.id);
  const genuine =
    key !== undefined && key.keyId === row.keyId && signatureHolds(key.publicKeyPem, row.facts, row.signature);
  return {
    id: row.code,
    valid: genuine && row.revokedAt === null,
    status: row.revokedAt === null ? 'valid' : 'revoked',
    recipientName: row.recipientName,
    title: row.title,
    reason: row.reason,
    issuedAt: row.issuedAt.toISOString(),
    issuer: ctx.tenant.name,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
    facts: row.facts,
    signature: row.signature,
    keyId: row.keyId,
  };
};

/** GET certificates/public-key: the key a third party checks signatures with (404 before the first certificate). */
export const publicKey = async (ctx: Context): Promise<CertificateKey> => {
  const key = await publishedKey(ctx.db, ctx.tenant.id);
  if (!key) throw notFound('This tenant has not issued certificates yet');
  return { algorithm: 'Ed25519', keyId: key.keyId, publicKeyPem: key.publicKeyPem, issuer: ctx.tenant.name };
};

/** GET certificates/{id}/pdf: for its holder and the operators; others get the same 404 as no certificate. */
export const pdf = async (m: Member, typed: string) => {
  const row = await certificateOf(m, typed);
  const holds =
    row.recipientProfileId !== null &&
    (await repo.heldProfileIds(m.db, m.tenant.id, m.auth.user.id)).includes(row.recipientProfileId);
  if (!holds && !accountPolicy.useConsole(m.auth)) throw notFound(noSuchCertificate);
  const settings = m.tenant.settings;
  const bytes = await renderCertificatePdf({
    code: row.code,
    issuer: m.tenant.name,
    recipientName: row.recipientName,
    title: row.title,
    reason: row.reason,
    issuedAt: row.issuedAt,
    verifyUrl: `${await m.origin(m.db)}${verifyPath(row.code)}`,
    color: settings.global.certificatePrimaryColor,
    facts: row.facts,
    signature: row.signature,
    keyId: row.keyId,
    revoked: row.revokedAt !== null,
  });
  return { bytes, fileName: `certificate-${row.code}.pdf` };
};
