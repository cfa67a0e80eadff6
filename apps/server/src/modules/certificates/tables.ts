import type { CertificateSource } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles, users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * A tenant's signing key for certificates (Ed25519): the public half as published (SPKI PEM), the private
 * half sealed under SECRET_KEY (platform/crypto/seal.ts), made on the first certificate the tenant issues.
 */
export const certificateKeys = pgTable('certificate_keys', {
  tenantId: tenantIdColumn().primaryKey(),
  keyId: text('key_id').notNull(),
  publicKeyPem: text('public_key_pem').notNull(),
  privateKeySealed: text('private_key_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A certificate as issued: to whom (a member's profile, and the name printed), what for, the facts its
 * signature covers exactly as signed, and whether it was revoked. One per person and group it was issued
 * for (an event, a program, mentor hours), so issuing to a group twice skips those who have one.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    code: text('code').notNull(),
    recipientProfileId: integer('recipient_profile_id'),
    recipientName: text('recipient_name').notNull(),
    title: text('title').notNull(),
    reason: text('reason').notNull(),
    source: text('source').$type<CertificateSource>().notNull(),
    /** The event, program or other record of the group (none for one issued by hand or for mentor hours). */
    sourceUuid: uuid('source_uuid'),
    facts: text('facts').notNull(),
    signature: text('signature').notNull(),
    keyId: text('key_id').notNull(),
    issuedByUserId: uuid('issued_by_user_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    unique('certificates_code_key').on(t.tenantId, t.code),
    foreignKey({
      name: 'certificates_recipient_fk',
      columns: [t.tenantId, t.recipientProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'certificates_issuer_fk',
      columns: [t.tenantId, t.issuedByUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    // A group's certificate once per person (by hand, as many as the operators choose).
    uniqueIndex('certificates_group_key')
      .on(t.tenantId, t.source, t.sourceUuid, t.recipientProfileId)
      .where(sql`${t.source} <> 'manual'`),
    index('certificates_recipient_idx').on(t.tenantId, t.recipientProfileId, t.issuedAt),
    index('certificates_tenant_idx').on(t.tenantId, t.issuedAt),
    check('certificates_source_check', sql`${t.source} in ('manual', 'event', 'program', 'mentor_hours')`),
  ],
);
