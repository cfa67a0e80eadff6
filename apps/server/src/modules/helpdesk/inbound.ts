import { createHash, timingSafeEqual } from 'node:crypto';
import { helpdeskLimits } from '@ventura/shared';
import { HttpError, notFound, unauthorized } from '../../platform/errors.ts';
import type { Context } from '../../platform/request-context.ts';
import * as repo from './repo.ts';
import { addMessage } from './service.ts';

/*
 * Replies by email (docs/helpdesk.md): the deployment's mail provider posts each message sent to
 * support+{token}@{HELPDESK_REPLY_DOMAIN} to POST helpdesk/inbound-email on the tenant's host, with the
 * shared secret in X-Inbound-Secret. The text, without the quoted earlier mail, joins the ticket's thread as
 * its sender when the sender is the ticket's member or one of the tenant's operators. Anything else is
 * answered 202 "ignored", so the provider does not send it again and again.
 */

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/** The reply token of the first support+{token}@ address among the recipients. */
export const tokenOf = (to: string) => /support\+([a-f0-9]{24})@/i.exec(to)?.[1]?.toLowerCase();

/** The sender's address: "Name <a@b>" or a bare address, lower-cased. */
export const addressOf = (from: string) => {
  const address = (/<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : undefined;
};

const quoteStarts = [/^On\b.*\bwrote:\s*$/i, /^-{2,}\s*Original Message\s*-{2,}/i, /^>/, /^From:\s.+@/i];

/**
 * What the sender wrote above the mail they answered: the text up to the first "On ... wrote:" (also when
 * the client wraps it over two lines), "-----Original Message-----", quoted line (">") or "From:" header.
 */
export const newText = (text: string) => {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const [i, line] of lines.entries()) {
    const wrapped = /^On\b/i.test(line) && /\bwrote:\s*$/i.test(lines[i + 1] ?? '');
    if (wrapped || quoteStarts.some((start) => start.test(line.trim()))) break;
    kept.push(line);
  }
  return kept.join('\n').trim().slice(0, helpdeskLimits.messageLength);
};

type Inbound = Pick<Context, 'db' | 'tenant' | 'notifier' | 'origin'> & {
  settings: { inboundSecret: string | null; replyDomain: string | null };
};

const ignored = (reason: string) => ({ accepted: false, reason });

/** POST helpdesk/inbound-email: 404 unless the deployment takes replies by email; 401 without its secret. */
export const receive = async (
  ctx: Inbound,
  secret: string | undefined,
  email: { to: string; from: string; text: string },
) => {
  const { inboundSecret, replyDomain } = ctx.settings;
  if (!inboundSecret || !replyDomain) throw notFound('Replies by email are not set up here');
  if (!secret || !sameSecret(secret, inboundSecret)) throw unauthorized('The inbound secret is wrong');
  const token = tokenOf(email.to);
  const row = token ? await repo.findTicketByReplyToken(ctx.db, ctx.tenant.id, token) : undefined;
  if (!row) return ignored('No ticket has this reply address');
  const address = addressOf(email.from);
  const sender = address ? await repo.userByEmail(ctx.db, ctx.tenant.id, address) : undefined;
  if (sender?.status !== 'active') return ignored('The sender is not a member of this helpdesk');
  const isMember = sender.id === row.raisedByUserId;
  if (!isMember && sender.role !== 'operator')
    return ignored('The sender is neither the ticket’s member nor an operator');
  const body = newText(email.text);
  if (!body) return ignored('The reply is empty');
  try {
    await addMessage(
      {
        ...ctx,
        replyDomain,
        caller: { userId: sender.id, operator: sender.role === 'operator' },
        authorName: sender.name,
      },
      row,
      { body, internal: false, via: 'email' },
    );
  } catch (error) {
    // A reply the thread no longer takes (a closed ticket): said back, not retried.
    if (error instanceof HttpError && error.statusCode === 409) return ignored(error.message);
    throw error;
  }
  return { accepted: true };
};
