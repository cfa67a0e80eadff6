import { dataExportsPerDay } from '@ventura/shared';
import { conflict, notFound, tooMany } from '../../platform/errors.ts';
import type { Member } from '../../platform/request-context.ts';
import { buildExportJob } from './jobs.ts';
import * as repo from './repo.ts';

const dayMs = 86_400_000;

/** The member's newest export, or null before the first. */
export const latestExport = async (m: Member) => (await repo.findLatest(m.db, m.tenant.id, m.auth.user.id)) ?? null;

/**
 * POST users/data-export: a new export, queued for its job in the same transaction. One at a time (409
 * while one asked for today is queued or building) and at most dataExportsPerDay a day (429).
 */
export const requestExport = (m: Member) =>
  m.db.transaction(async (tx) => {
    const { id: tenantId } = m.tenant;
    const userId = m.auth.user.id;
    await repo.lockMember(tx, tenantId, userId);
    const today = await repo.requestedSince(tx, tenantId, userId, new Date(Date.now() - dayMs));
    if (today.some((row) => row.status === 'queued' || row.status === 'building')) {
      throw conflict('Your data is already being prepared', 'export_in_progress');
    }
    if (today.length >= dataExportsPerDay) {
      throw tooMany(`You can ask for your data ${dataExportsPerDay} times a day: try again tomorrow`);
    }
    const row = await repo.insertExport(tx, tenantId, userId);
    await m.jobs.send(tx, buildExportJob, { tenantId, exportId: row.id });
    return row;
  });

/**
 * GET users/data-export/{uuid}/download: the member's own ready zip, read from the store. Another member's
 * or another tenant's is not found; an expired or removed one is gone (404).
 */
export const exportFile = async (m: Member, uuid: string) => {
  const row = await repo.findOwn(m.db, m.tenant.id, m.auth.user.id, uuid);
  if (!row) throw notFound('Export not found');
  if (row.status === 'queued' || row.status === 'building') {
    throw conflict('Your data is still being prepared', 'export_in_progress');
  }
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= Date.now();
  if (row.status !== 'ready' || !row.fileKey || expired) {
    throw notFound(
      row.status === 'failed'
        ? 'This export failed: ask for your data again'
        : 'This download has expired: ask for your data again',
    );
  }
  const file = await m.storage.get(row.fileKey);
  if (!file) throw notFound('This download has expired: ask for your data again');
  return { row, file };
};
