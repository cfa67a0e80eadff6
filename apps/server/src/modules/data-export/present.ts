import type { DataExport } from '@ventura/shared';
import type { DataExportRow } from './repo.ts';

/** An export as its member sees it. */
export const presentExport = (row: DataExportRow): DataExport => ({
  uuid: row.uuid,
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  bytes: row.bytes ?? null,
  parts: row.parts,
  error: row.error ?? null,
});

/** The zip's name when saved: `ventura-data-2026-12-01.zip`, by the day it was prepared. */
export const zipFileName = (row: DataExportRow) =>
  `ventura-data-${(row.readyAt ?? row.requestedAt).toISOString().slice(0, 10)}.zip`;
