import { ApiError } from '../../api/client.ts';
import { sessionStore } from '../../app/session.ts';
import type { AuditCall } from './filters.ts';

const fallbackName = 'audit.csv';

/** The file name of a `content-disposition: attachment; filename="…"` header. */
export const attachmentName = (header: string | null) =>
  /filename="?([^";]+)"?/.exec(header ?? '')?.[1] ?? fallbackName;

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

const messageOf = async (response: Response) => {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return 'The export could not be made';
};

/**
 * Downloads the audit log as CSV (GET admin/audit/export). The call needs the bearer token, so it is
 * fetched as a file and handed to the browser's download, named as the server names it.
 */
export const downloadAuditCsv = async (query: AuditCall) => {
  const token = sessionStore.token();
  let response: Response;
  try {
    response = await fetch(exportUrl(query), {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, await messageOf(response));
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = attachmentName(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed once it has.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};
