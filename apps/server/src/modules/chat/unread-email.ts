import type { Db } from '../../platform/db/index.ts';
import { type JobDefinition, jobType } from '../../platform/jobs/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { emailNotice } from '../../platform/notify/notifier.ts';
import * as unreadEmailRepo from './unread-email-repo.ts';

/** Queued when a member's unread spell starts; runs after the quiet period. */
export type UnreadEmail = {
  tenantId: string;
  conversationId: number;
  profileId: number;
  messageId: number;
  tenantName: string;
};
export const unreadEmailJob = jobType<UnreadEmail>('chat.unread-email');

/**
 * The email about unread messages: sent only if, after the quiet period, the member still has not read
 * the message that started the spell and no email covered it yet, and their settings keep the 'messages'
 * notice on. One email per spell, however many messages arrived in it.
 */
export const createUnreadEmail = (deps: { db: Db; mailer: Mailer; origin: (tenantId: string) => Promise<string> }) =>
  ({
    name: unreadEmailJob.name,
    retryLimit: 3,
    retryDelaySeconds: 60,
    backoff: true,
    async run(job) {
      const { db } = deps;
      const found = await unreadEmailRepo.findMemberForEmail(db, job.tenantId, job.conversationId, job.profileId);
      if (!found) return;
      const { member, conversation, userId } = found;
      if (member.unreadCount === 0 || member.lastReadMessageId >= job.messageId) return;
      if (member.emailedUpTo >= job.messageId) return;
      const senders = await unreadEmailRepo.unreadSenders(db, job.tenantId, conversation.id, member);
      if (senders.length === 0) return;
      const count = member.unreadCount;
      const who = senders.length === 1 ? senders[0] : `${senders.slice(0, -1).join(', ')} and ${senders.at(-1)}`;
      const origin = await deps.origin(job.tenantId);
      const messages = count === 1 ? 'a message' : `${count} messages`;
      const sent = await emailNotice(db, deps.mailer, {
        tenantId: job.tenantId,
        userId,
        notice: 'messages',
        subject: `${who} sent you ${messages} on ${job.tenantName}`,
        text: [
          `You have ${count === 1 ? 'an unread message' : `${count} unread messages`} from ${who}.`,
          '',
          `Read and reply: ${origin}/chat/conversations/${conversation.uuid}`,
          '',
          'You can turn these emails off in your notification settings.',
        ].join('\n'),
      });
      if (sent)
        await unreadEmailRepo.markEmailed(
          db,
          job.tenantId,
          conversation.id,
          member.profileId,
          conversation.lastMessageId ?? job.messageId,
        );
    },
  }) satisfies JobDefinition<UnreadEmail>;
