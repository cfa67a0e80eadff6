import { limits, type Mention, mentionPattern } from '@ventura/shared';
import type { Db } from '../../platform/db/index.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Context, Member } from './context.ts';
import { excerpt } from './present.ts';
import * as repo from './repo.ts';

/**
 * The members a text mentions, checked against the tenant's approved members (400 naming `field` for
 * anyone else: another tenant's profile, an unknown uuid), with their names as they are now.
 */
export const mentionsIn = async (ctx: Context, text: string, field: string) => {
  const uuids = [...new Set([...text.matchAll(mentionPattern)].map((match) => match[2] as string))];
  if (uuids.length > limits.mentionsPerItem) {
    throw badRequest(`Mention at most ${limits.mentionsPerItem} members`, [
      `${field}: Mention at most ${limits.mentionsPerItem} members`,
    ]);
  }
  const found = await repo.findMentionable(ctx.db, ctx.tenant.id, uuids);
  if (found.length !== uuids.length) {
    throw badRequest('A member you mentioned was not found', [`${field}: A member you mentioned was not found`]);
  }
  // In the order the text names them.
  return uuids.flatMap((uuid) => found.filter((one) => one.uuid === uuid));
};

export const asMentions = (found: { uuid: string; name: string }[]): Mention[] =>
  found.map(({ uuid, name }) => ({ uuid, name }));

export const notifyMentions = (
  ctx: Member,
  tx: Db,
  mentioned: { userId: string; id: number }[],
  what: 'a post' | 'a comment',
  text: string,
  url: string,
) => {
  const userIds = mentioned.filter((m) => m.id !== ctx.auth.profile.id).map((m) => m.userId);
  if (userIds.length === 0) return Promise.resolve(null);
  const title = `${ctx.auth.user.name} mentioned you in ${what}`;
  return ctx.notifier.record(tx, {
    tenantId: ctx.tenant.id,
    userIds,
    kind: 'community_mention',
    title,
    body: excerpt(text),
    url,
    email: { notice: 'communityActivity', subject: title, text: `${title}:\n\n${excerpt(text, 500)}` },
  });
};
