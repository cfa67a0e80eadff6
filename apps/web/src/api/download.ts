import { sessionStore } from '../core/session.ts';
import { ApiError } from './client.ts';

/** The file name of a `content-disposition: attachment; filename="…"` header, or the fallback. */
export const attachmentName = (header: string | null, fallback: string) =>
  /filename="?([^";]+)"?/.exec(header ?? '')?.[1] ?? fallback;

const messageOf = async (response: Response, fallback: string) => {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return fallback;
};

/**
 * Downloads a file that needs the session (an export, a document). A link cannot carry the bearer
 * token, so the file is fetched and handed to the browser's download, named as the server names it.
 */
export const downloadFile = async (url: string, options: { fallbackName: string; failedText: string }) => {
  const token = sessionStore.token();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, await messageOf(response, options.failedText));
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = attachmentName(response.headers.get('content-disposition'), options.fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed once it has.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};
