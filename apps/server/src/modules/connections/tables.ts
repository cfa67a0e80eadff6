import type { ConnectionStatus, DocumentKind } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles, users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * A document a member uploaded to go with a request to an investor (POST connections/upload/document),
 * kept beside application documents (never on the public files route). Until a request carries it,
 * it belongs to its uploader only; unclaimed ones are swept away after a day.
 */
export const connectionAttachments = pgTable(
  'connection_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    profileId: integer('profile_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileKind: text('file_kind').$type<DocumentKind>().notNull(),
    fileSize: integer('file_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'connection_attachments_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    unique('connection_attachments_tenant_id_id_key').on(t.tenantId, t.id),
    index('connection_attachments_created_idx').on(t.createdAt),
  ],
);

/**
 * A request from one profile to another, and its answer. At most one live connection (pending, waiting
 * for moderation or accepted) per pair of profiles, whichever way it was asked: the database refuses a
 * second one, so two requests at once cannot both land. Rejected rows stay as history.
 */
export const connections = pgTable(
  'connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    fromProfileId: integer('from_profile_id').notNull(),
    toProfileId: integer('to_profile_id').notNull(),
    status: text('status').$type<ConnectionStatus>().notNull().default('pending'),
    requestMessage: text('request_message'),
    actionMessage: text('action_message'),
    /** A request to an investor may carry a document (connection_attachments) the requester uploaded. */
    attachmentId: integer('attachment_id'),
    /** The operator who let a moderated request through or stopped it, when and why. */
    moderatedBy: uuid('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderationNote: text('moderation_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  // Composite with tenant_id: both ends are profiles of the connection's own tenant.
  (t) => [
    foreignKey({
      name: 'connections_from_profile_fk',
      columns: [t.tenantId, t.fromProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'connections_to_profile_fk',
      columns: [t.tenantId, t.toProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'connections_attachment_fk',
      columns: [t.tenantId, t.attachmentId],
      foreignColumns: [connectionAttachments.tenantId, connectionAttachments.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'connections_moderated_by_fk',
      columns: [t.tenantId, t.moderatedBy],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    unique('connections_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('connections_live_pair_idx')
      .on(
        t.tenantId,
        sql`least(${t.fromProfileId}, ${t.toProfileId})`,
        sql`greatest(${t.fromProfileId}, ${t.toProfileId})`,
      )
      .where(sql`${t.status} <> 'rejected'`),
    index('connections_to_idx').on(t.tenantId, t.toProfileId, t.status),
    index('connections_from_idx').on(t.tenantId, t.fromProfileId, t.status),
    index('connections_moderation_idx').on(t.tenantId, t.createdAt).where(sql`${t.status} = 'pending_moderation'`),
  ],
);

/**
 * The single-use links a request's email carries (accept or reject without signing in). The link holds
 * a signed token; its nonce is stored here so that it works once and only for that connection.
 */
export const connectionActionTokens = pgTable(
  'connection_action_tokens',
  {
    nonce: text('nonce').primaryKey(),
    tenantId: tenantIdColumn(),
    connectionId: integer('connection_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'connection_action_tokens_connection_fk',
      columns: [t.tenantId, t.connectionId],
      foreignColumns: [connections.tenantId, connections.id],
    }).onDelete('cascade'),
  ],
);
