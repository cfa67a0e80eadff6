import type { PublicConnectionAction } from '@ventura/shared';

/** What the link in a connection request's email asks: accept or reject. */
export type LinkAction = PublicConnectionAction['action'];

/** The longest token a link may carry (PublicConnectionAction allows 600 characters). */
const maxTokenLength = 600;

/**
 * The token and the answer a /connection-request link carries (`?token=…&action=accept|reject`). A missing,
 * empty or overlong token is null: the page says the link is incomplete. An action other than accept or
 * reject is null: the page asks which answer to give.
 */
export const parseConnectionLink = (search: string | URLSearchParams) => {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const token = params.get('token')?.trim() ?? '';
  const action = params.get('action')?.trim().toLowerCase();
  return {
    token: token.length > 0 && token.length <= maxTokenLength ? token : null,
    action: action === 'accept' || action === 'reject' ? action : null,
  } satisfies { token: string | null; action: LinkAction | null };
};

/** The headline of a refused link, by the server's status: the server's own words follow it. */
export const refusalTitle = (status: number) => {
  if (status === 404 || status === 410) return 'This link no longer works';
  if (status === 400) return 'This link is not valid';
  if (status === 409) return 'This request was already answered';
  if (status === 429) return 'Too many attempts';
  return 'Your answer was not saved';
};

/** Whether trying the same link again may work: a failure of the network or the server, or a rate limit. */
export const mayRetry = (status: number) => status === 0 || status === 429 || status >= 500;
