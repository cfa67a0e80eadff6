import { ApiError, partnerHeaders } from '../../../api/client.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The top-level message of a response body, if it has one. */
export const messageOf = (body: unknown) => (isRecord(body) && typeof body.message === 'string' ? body.message : '');

/**
 * A JSON call outside the typed client, for the two answers it cannot give: the top-level `message` of
 * a success (email verification) and paths outside /api/v1 (the dev outbox). Failures are ApiErrors.
 */
export const fetchJson = async (url: string, init: RequestInit = {}): Promise<unknown> => {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...partnerHeaders(), ...init.headers },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body;
  const errors =
    isRecord(body) && Array.isArray(body.errors)
      ? body.errors.filter((item): item is string => typeof item === 'string')
      : [];
  throw new ApiError(response.status, messageOf(body), errors);
};

/** The `data` of an envelope. */
export const dataOf = (body: unknown) => (isRecord(body) ? body.data : undefined);
