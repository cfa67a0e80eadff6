import type { Db } from '../../platform/db/index.ts';
import { demoProfileId } from '../../platform/identity/demo.ts';
import * as messageRepo from './message-repo.ts';
import * as repo from './repo.ts';

/** Demo conversations between members the demo connects, read by both (so no counts start above 0). */
const demoChats: Record<string, Array<{ between: [string, string]; messages: Array<[0 | 1, string]> }>> = {
  ventura: [
    {
      between: ['rohan@northstar.demo', 'aarav@greenleaf.demo'],
      messages: [
        [0, 'Hi Aarav, thanks for the demo-day pitch. Could you share your latest numbers?'],
        [1, 'Of course! Revenue grew 18% month on month since June. I will send the deck.'],
        [0, 'Great. Are you free for a call on Thursday?'],
        [1, 'Thursday at 10 works. Talk then!'],
      ],
    },
    {
      between: ['lena@ledgerlegal.demo', 'sara@finlytics.demo'],
      messages: [
        [0, 'Hello Sara, happy to review your term sheet whenever it is ready.'],
        [1, 'Thank you Lena, I will send it over this week.'],
      ],
    },
  ],
};

const minute = 60 * 1000;

export const seedTenantChats = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  const profileOf = (email: string) => demoProfileId(db, tenant.tenantId, email);
  for (const chat of demoChats[tenant.slug] ?? []) {
    const people = [await profileOf(chat.between[0]), await profileOf(chat.between[1])] as const;
    const conversation = await repo.insertConversation(db, {
      tenantId: tenant.tenantId,
      kind: 'direct',
      profileLow: Math.min(...people),
      profileHigh: Math.max(...people),
    });
    if (!conversation) continue;
    await repo.insertMembers(db, tenant.tenantId, conversation.id, [...people]);
    // Yesterday afternoon, a few minutes apart.
    const start = Date.now() - 20 * 60 * minute;
    for (const [index, [who, body]] of chat.messages.entries()) {
      const message = await messageRepo.insertMessage(db, {
        tenantId: tenant.tenantId,
        conversationId: conversation.id,
        senderProfileId: people[who],
        body,
        createdAt: new Date(start + index * 7 * minute),
      });
      await messageRepo.recordMessage(db, tenant.tenantId, message);
    }
    const latest = {
      ...conversation,
      lastMessageId: (await repo.conversationLastMessage(db, tenant.tenantId, conversation.id)) ?? null,
    };
    for (const profileId of people) await repo.markRead(db, tenant.tenantId, latest, profileId);
  }
};
