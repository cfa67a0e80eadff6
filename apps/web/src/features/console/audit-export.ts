import { downloadFile } from '../../api/download.ts';
import type { AuditCall } from './filters.ts';

/** The export's address: the list's filters without its paging. */
export const exportUrl = (query: Readonly<Record<string, string | number | null | undefined>>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'pageNumber' || key === 'limit' || value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/v1/admin/audit/export${search ? `?${search}` : ''}`;
};

/** Downloads the audit log as CSV (GET admin/audit/export), named as the server names it. */
export const downloadAuditCsv = (query: AuditCall) =>
  downloadFile(exportUrl(query), { fallbackName: 'audit.csv', failedText: 'The export could not be made' });
