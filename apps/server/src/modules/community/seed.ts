import { mentionToken, type ReactionType } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { demoProfileId } from '../../platform/identity/demo.ts';
import * as commentRepo from './comment-repo.ts';
import * as reactionRepo from './reaction-repo.ts';
import * as repo from './repo.ts';

type DemoPost = {
  by: string;
  text: string;
  hoursAgo: number;
  /** Members the text mentions with `{0}`, `{1}`… */
  mentions?: Array<{ email: string; name: string }>;
  comments?: Array<{ by: string; text: string; replies?: Array<{ by: string; text: string }> }>;
  reactions?: Array<[string, ReactionType]>;
};

/** A wall that is not empty on the demo's first start: an announcement, an ask, an offer. */
const demoPosts: Record<string, DemoPost[]> = {
  ventura: [
    {
      by: 'admin@ventura.demo',
      hoursAgo: 50,
      text: 'Welcome to the Ventura community wall! Share news, ask for help and offer what you know. Applications for the spring cohort open next Monday.',
      reactions: [
        ['aarav@greenleaf.demo', 'celebrate'],
        ['rohan@northstar.demo', 'like'],
        ['sara@finlytics.demo', 'like'],
      ],
    },
    {
      by: 'aarav@greenleaf.demo',
      hoursAgo: 26,
      text: 'GreenLeaf is looking for 20 farms to pilot our soil sensors this season. Thanks {0} for the introductions so far! Anyone in agri-tech want to compare notes?',
      mentions: [{ email: 'rohan@northstar.demo', name: 'Rohan Kapoor' }],
      comments: [
        {
          by: 'rohan@northstar.demo',
          text: 'Happy to help. Two of our portfolio founders run farms near Pune.',
          replies: [{ by: 'aarav@greenleaf.demo', text: 'That would be wonderful, I will message you.' }],
        },
        { by: 'david@mentors.demo', text: 'Pilot design is my thing: book an hour with me if useful.' },
      ],
      reactions: [
        ['rohan@northstar.demo', 'support'],
        ['david@mentors.demo', 'insightful'],
      ],
    },
    {
      by: 'lena@ledgerlegal.demo',
      hoursAgo: 5,
      text: 'Free office hours on Friday: term sheets, ESOP pools and founder agreements. Comment below and I will send a slot.',
      comments: [{ by: 'sara@finlytics.demo', text: 'Count me in, thank you Lena!' }],
      reactions: [['sara@finlytics.demo', 'like']],
    },
  ],
};

const hour = 60 * 60 * 1000;

export const seedTenantPosts = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  const { tenantId } = tenant;
  const profileOf = (email: string) => demoProfileId(db, tenantId, email);
  for (const demo of demoPosts[tenant.slug] ?? []) {
    const createdAt = new Date(Date.now() - demo.hoursAgo * hour);
    const mentioned = await Promise.all(
      (demo.mentions ?? []).map(async (one) => {
        const id = await profileOf(one.email);
        const [row] = await repo.profileUuids(db, tenantId, [id]);
        return { id, uuid: row?.uuid ?? '', name: one.name };
      }),
    );
    const text = mentioned.reduce(
      (body, one, index) => body.replace(`{${index}}`, mentionToken(one.name, one.uuid)),
      demo.text,
    );
    const post = await repo.insertPost(db, {
      tenantId,
      authorProfileId: await profileOf(demo.by),
      body: text,
      mentions: mentioned.map(({ uuid, name }) => ({ uuid, name })),
      createdAt,
    });
    await repo.insertMentions(
      db,
      tenantId,
      post.id,
      mentioned.map((one) => one.id),
    );
    let minutes = 0;
    const comment = async (by: string, body: string, parentId: number | null) => {
      minutes += 17;
      const row = await commentRepo.insertComment(db, {
        tenantId,
        postId: post.id,
        parentId,
        authorProfileId: await profileOf(by),
        body,
        createdAt: new Date(createdAt.getTime() + minutes * 60 * 1000),
      });
      await commentRepo.countComments(db, tenantId, post.id, parentId, 1);
      return row;
    };
    for (const top of demo.comments ?? []) {
      const row = await comment(top.by, top.text, null);
      for (const reply of top.replies ?? []) await comment(reply.by, reply.text, row.id);
    }
    const target = { item: 'post' as const, id: post.id };
    for (const [email, type] of demo.reactions ?? []) {
      await reactionRepo.putReaction(db, tenantId, target, await profileOf(email), type);
      await reactionRepo.countReaction(db, tenantId, target, null, type);
    }
  }
};

/**
 * `count` posts on the tenant of `tenantId` for measuring the feed (npm run seed -- --posts): written by
 * the tenant's approved profiles in turn, one statement per 20,000, counts spread as a busy wall has them.
 */
export const seedScalePosts = async (db: Db, tenantId: string, count: number) => {
  const batch = 20_000;
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch) - 1;
    await db.execute(sql`
      with authors as (
        select id, row_number() over (order by id) - 1 as n, count(*) over () as total
          from profiles where tenant_id = ${tenantId} and approval_status = 'approved'
      )
      insert into posts (tenant_id, author_profile_id, body, comment_count, reaction_count, reaction_counts, created_at)
      select ${tenantId}, a.id,
             'Update ' || g.i || ': we shipped a new release this week and are looking for pilot customers in '
               || (array['fintech', 'agritech', 'healthtech', 'edtech', 'climate'])[1 + g.i % 5]
               || '. Ideas, introductions and feedback are very welcome.',
             g.i % 5, g.i % 17,
             jsonb_build_object('like', g.i % 17, 'celebrate', 0, 'support', 0, 'insightful', 0, 'curious', 0),
             now() - make_interval(mins => ${count} - g.i)
        from generate_series(${from}::int, ${to}::int) as g(i)
        join authors a on a.n = g.i % a.total`);
  }
  await db.execute(sql`analyze posts`);
};
