import {
  type CommentsChangedEvent,
  communityEvents,
  communityRoom,
  type Post,
  type ReactionItem,
  type ReportDecision,
  type ReportedItem,
  type ReportQuery,
  type ReportReason,
} from '@ventura/shared';
import { recordAudit } from '../../platform/audit/index.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { pageAnswer } from '../../platform/db/paging.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import * as commentRepo from './comment-repo.ts';
import { type Context, postNotFoundMessage } from './context.ts';
import { removePostFiles } from './files.ts';
import { communityPolicy } from './policy.ts';
import { excerpt, presentAuthor } from './present.ts';
import { getPost } from './reading.ts';
import * as repo from './repo.ts';
import * as reportRepo from './report-repo.ts';

/** An operator of the tenant in their own session, and the address they call from (for the audit log). */
export type Moderator = Context & { auth: AuthContext; ip: string };

export const assertModerator = (auth: AuthContext) => {
  if (!communityPolicy.moderate(auth)) throw forbidden('Only the platform team can moderate the community');
  return auth;
};

const shownReports = 5;

/** GET admin/community/reports: reported posts and comments, one row each with their reports. */
export const reportQueue = async ({ db, tenant }: Moderator, query: ReportQuery) => {
  const groups = await reportRepo.listReportedItems(db, tenant.id, {
    open: query.status === 'open',
    pageNumber: query.pageNumber,
    limit: query.limit,
  });
  const postIds = [...new Set(groups.map((group) => group.postId))];
  const commentIds = groups.flatMap((group) => (group.commentId === null ? [] : [group.commentId]));
  const [postRows, commentRows, reports] = await Promise.all([
    repo.postsByIds(db, tenant.id, postIds),
    commentRepo.commentsByIds(db, tenant.id, commentIds),
    reportRepo.reportsOf(db, tenant.id, postIds),
  ]);
  const postsById = new Map(postRows.map((row) => [row.post.id, row]));
  const commentsById = new Map(commentRows.map((row) => [row.comment.id, row]));
  const items = groups.flatMap((group): ReportedItem[] => {
    const post = postsById.get(group.postId);
    const comment = group.commentId === null ? undefined : commentsById.get(group.commentId);
    if (!post || (group.commentId !== null && !comment)) return [];
    const mine = reports.filter(
      (row) =>
        row.report.postId === group.postId &&
        row.report.commentId === group.commentId &&
        (query.status === 'open') === (row.report.decidedAt === null),
    );
    const reasons = new Map<ReportReason, number>();
    for (const row of mine) reasons.set(row.report.reason, (reasons.get(row.report.reason) ?? 0) + 1);
    const decided = mine.find((row) => row.report.decidedAt !== null);
    const subject = comment ?? post;
    const body = comment ? comment.comment.body : post.post.body;
    return [
      {
        item: comment ? 'comment' : 'post',
        uuid: comment ? comment.comment.uuid : post.post.uuid,
        postUUID: post.post.uuid,
        author: presentAuthor(subject.author),
        text: excerpt(body, 600),
        fileCount: comment ? 0 : post.post.files.length,
        hidden: (comment ? comment.comment.hiddenAt : post.post.hiddenAt) !== null,
        createdAt: (comment ? comment.comment.createdAt : post.post.createdAt).toISOString(),
        reportCount: group.reportCount,
        reasons: [...reasons].map(([reason, count]) => ({ reason, count })),
        reports: mine.slice(0, shownReports).map((row) => ({
          reporterName: row.reporterName,
          reason: row.report.reason,
          note: row.report.note,
          createdAt: row.report.createdAt.toISOString(),
        })),
        firstReportedAt: group.firstReportedAt.toISOString(),
        decision:
          decided?.report.decision && decided.report.decidedAt
            ? {
                action: decided.report.decision,
                by: decided.deciderName ?? 'An operator',
                at: decided.report.decidedAt.toISOString(),
                note: decided.report.decisionNote,
              }
            : null,
      },
    ];
  });
  return pageAnswer(items, groups[0]?.total ?? 0, query);
};

const audit = (
  tx: Db,
  moderator: Moderator,
  action: string,
  subject: { type: string; uuid: string },
  detail: Record<string, unknown>,
) =>
  recordAudit(tx, {
    tenantId: moderator.tenant.id,
    actorUserId: moderator.auth.user.id,
    action,
    subjectType: subject.type,
    subjectId: subject.uuid,
    detail,
    ip: moderator.ip,
  });

const publish = (moderator: Moderator, event: string, payload: unknown) =>
  moderator.realtime.toRoom(moderator.tenant.id, communityRoom, event, payload);

/**
 * PATCH admin/community/reports/{item}/{uuid}: hide or delete the reported post or comment, or dismiss
 * its reports. Every open report of the item is decided at once; the decision is audited with the note.
 */
export const decide = async (moderator: Moderator, item: ReactionItem, uuid: string, input: ReportDecision) => {
  const { db, tenant } = moderator;
  const note = input.note ? input.note : null;
  const target = await findItem(moderator, item, uuid);
  const by = moderator.auth.user.id;
  let removedFiles: string[] = [];
  let commentEvent: CommentsChangedEvent | null = null;
  await db.transaction(async (tx) => {
    await reportRepo.decideReports(
      tx,
      tenant.id,
      { postId: target.post.id, commentId: target.comment?.id ?? null },
      {
        decision: input.decision,
        note,
        by,
      },
    );
    if (input.decision === 'hide') {
      if (target.comment) await commentRepo.hideComment(tx, tenant.id, target.comment.id);
      else await repo.updatePost(tx, tenant.id, target.post.id, { hiddenAt: new Date() });
    }
    if (input.decision === 'delete') {
      if (target.comment) await commentRepo.deleteComment(tx, tenant.id, target.comment.id);
      else {
        await repo.deletePost(tx, tenant.id, target.post.id);
        removedFiles = target.post.files.map((file) => file.key);
      }
    }
    if (target.comment && input.decision !== 'dismiss') {
      const { comment } = target;
      const counts = await commentRepo.countComments(
        tx,
        tenant.id,
        target.post.id,
        comment.parentId,
        -(1 + comment.replyCount),
      );
      commentEvent = {
        postUUID: target.post.uuid,
        commentUUID: comment.uuid,
        parentUUID: target.parentUuid,
        change: 'removed',
        commentCount: counts.commentCount,
        replyCount: counts.replyCount,
        authorUUID: target.authorUuid,
      };
    }
    await audit(
      tx,
      moderator,
      `community.report.${input.decision}`,
      { type: item, uuid },
      {
        post: target.post.uuid,
        note,
        text: excerpt(target.comment?.body ?? target.post.body, 500),
      },
    );
  });
  await removePostFiles(moderator, removedFiles);
  if (commentEvent) publish(moderator, communityEvents.commentsChanged, commentEvent);
  else if (input.decision !== 'dismiss')
    publish(moderator, communityEvents.postRemoved, { postUUID: target.post.uuid });
  const messages = { hide: 'Hidden from members', delete: 'Deleted', dismiss: 'Reports dismissed' } as const;
  return { message: messages[input.decision] };
};

/** The reported item, hidden or not (a decided one may be decided again, say to delete after hiding). */
const findItem = async (moderator: Moderator, item: ReactionItem, uuid: string) => {
  const { db, tenant } = moderator;
  if (item === 'post') {
    const row = await repo.findPost(db, tenant.id, uuid, null);
    if (!row) throw notFound(postNotFoundMessage);
    return { post: row.post, comment: null, parentUuid: null, authorUuid: row.author.uuid };
  }
  const row = await commentRepo.findComment(db, tenant.id, uuid, null);
  if (!row) throw notFound('Comment not found');
  const [post] = await repo.postsByIds(db, tenant.id, [row.comment.postId]);
  if (!post) throw notFound('Comment not found');
  const parentUuid =
    row.comment.parentId === null
      ? null
      : ((await commentRepo.commentsByIds(db, tenant.id, [row.comment.parentId]))[0]?.comment.uuid ?? null);
  return { post: post.post, comment: row.comment, parentUuid, authorUuid: row.author.uuid };
};

/**
 * PATCH admin/community/posts/{uuid}/visibility: an operator hides a post from members (its author still
 * sees it, marked) or shows it again. Hiding decides the post's open reports too. Audited.
 */
export const setVisibility = async (
  moderator: Moderator,
  uuid: string,
  input: { hidden: boolean; note?: string | undefined },
): Promise<Post> => {
  const { db, tenant } = moderator;
  const row = await repo.findPost(db, tenant.id, uuid, null);
  if (!row) throw notFound(postNotFoundMessage);
  const note = input.note ? input.note : null;
  await db.transaction(async (tx) => {
    await repo.updatePost(tx, tenant.id, row.post.id, { hiddenAt: input.hidden ? new Date() : null });
    if (input.hidden) {
      await reportRepo.decideReports(
        tx,
        tenant.id,
        { postId: row.post.id, commentId: null },
        {
          decision: 'hide',
          note,
          by: moderator.auth.user.id,
        },
      );
    }
    await audit(
      tx,
      moderator,
      input.hidden ? 'community.post.hide' : 'community.post.show',
      { type: 'post', uuid },
      {
        note,
        text: excerpt(row.post.body, 500),
      },
    );
  });
  if (input.hidden) publish(moderator, communityEvents.postRemoved, { postUUID: uuid });
  return getPost(moderator, uuid);
};
