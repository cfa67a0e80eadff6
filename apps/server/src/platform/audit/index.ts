import type { Db } from '../db/index.ts';
import { auditLog } from './tables.ts';

export type AuditEntry = {
  tenantId: string;
  actorUserId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  detail?: Record<string, unknown>;
  ip?: string | null;
};

export const recordAudit = (db: Db, entry: AuditEntry) =>
  db.insert(auditLog).values({ ...entry, detail: entry.detail ?? {}, ip: entry.ip ?? null });
