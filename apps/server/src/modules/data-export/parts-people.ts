import { isProfileAccountType } from '@ventura/shared';
import { and, eq, sql } from 'drizzle-orm';
import { profiles, users } from '../../platform/identity/tables.ts';
import { chatMessages, conversations } from '../chat/tables.ts';
import { commentReactions, postComments, postReactions, posts } from '../community/tables.ts';
import { connections } from '../connections/tables.ts';
import { seekerResumes } from '../jobs/tables.ts';
import { loadProfile } from '../profiles/index.ts';
import {
  afterId,
  fileRef,
  fileRefs,
  keyOfUrl,
  one,
  ownProfiles,
  type Part,
  paged,
  pageSize,
  type Row,
  rowsOf,
} from './part-kit.ts';

/* The parts about the member and the people around them: account, profiles, teams, connections, messages, the community. */

export const account: Part = {
  key: 'account',
  label: 'Account',
  about: 'Your account: name, contact details, newsletter and email notification settings.',
  single: true,
  pages: async function* (db, scope) {
    const [user] = await db
      .select({
        name: users.name,
        email: users.email,
        pendingEmail: users.pendingEmail,
        countryCode: users.countryCode,
        mobileNumber: users.mobileNumber,
        whatsappNumber: users.whatsappNumber,
        gender: users.gender,
        role: users.role,
        status: users.status,
        newsletter: users.newsletter,
        notificationSettings: users.notificationSettings,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, scope.userId)))
      .limit(1);
    yield* one(user);
  },
};

export const profilePart: Part = {
  key: 'profiles',
  label: 'Profiles',
  about:
    'Every profile you hold, with all of its fields and lists (founders, advisers, experience...), its logo and picture.',
  pages: async function* (db, scope, files) {
    const cards = await db
      .select()
      .from(profiles)
      .where(and(eq(profiles.tenantId, scope.tenantId), eq(profiles.userId, scope.userId)))
      .orderBy(profiles.id)
      .limit(50);
    const rows: Row[] = [];
    for (const card of cards) {
      const type = card.accountType;
      const loaded = isProfileAccountType(type) ? await loadProfile(db, scope.tenantId, card) : undefined;
      const values = { ...(loaded?.values ?? {}) };
      // A field holding one of the member's uploads (a pitch deck) points into the zip instead.
      for (const [field, value] of Object.entries(values)) {
        const key = keyOfUrl(scope.tenantId, value);
        if (key) values[field] = files.add(key, 'profiles');
      }
      const [resume] = await db
        .select({ resume: seekerResumes.resume })
        .from(seekerResumes)
        .where(and(eq(seekerResumes.tenantId, scope.tenantId), eq(seekerResumes.profileId, card.id)))
        .limit(1);
      const logo = keyOfUrl(scope.tenantId, card.organizationLogo);
      const avatar = keyOfUrl(scope.tenantId, card.avatar);
      rows.push({
        uuid: card.uuid,
        accountType: type,
        name: card.displayName,
        organizationName: card.organizationName,
        designation: card.designation,
        tagline: card.tagline,
        about: card.about,
        website: card.website,
        countryCode: card.countryCode,
        stateCode: card.stateCode,
        city: card.city,
        industries: card.industries,
        linkedin: card.linkedin,
        socialLinks: card.socialLinks,
        approvalStatus: card.approvalStatus,
        teamMember: card.parentId !== null,
        createdAt: card.createdAt,
        logo: logo ? files.add(logo, 'profiles') : card.organizationLogo,
        picture: avatar ? files.add(avatar, 'profiles') : card.avatar,
        values,
        lists: Object.fromEntries(
          (loaded?.lists ?? []).map(({ list, rows: items }) => [
            list.key,
            items.map(({ id: _, tenantId: __, profileId: ___, ...item }) => item),
          ]),
        ),
        savedResume: fileRef(files, 'resumes', resume?.resume),
      });
    }
    if (rows.length > 0) yield rows;
  },
};

export const team: Part = {
  key: 'team',
  label: 'Teams',
  about: 'The teams you lead or belong to: the organisation, and the names of its members.',
  pages: (db, scope) =>
    paged((last) =>
      rowsOf(
        db,
        sql`select p.id::text as cursor, p.display_name as "profile",
                   case when p.parent_id is null then 'owner' else 'member' end as "role",
                   coalesce(owner.display_name, p.display_name) as "team",
                   (select coalesce(json_agg(m.name order by m.name), '[]'::json) from (
                      select u.name from ${profiles} mp
                        join ${users} u on u.tenant_id = mp.tenant_id and u.id = mp.user_id
                       where mp.tenant_id = p.tenant_id and mp.parent_id = coalesce(p.parent_id, p.id)
                       order by u.name limit 100) m) as "members"
              from ${profiles} p
              left join ${profiles} owner on owner.tenant_id = p.tenant_id and owner.id = p.parent_id
             where p.tenant_id = ${scope.tenantId} and p.id in ${ownProfiles(scope)} and p.id > ${afterId(last)}
             order by p.id limit ${pageSize}`,
      ),
    ),
};

export const connectionPart: Part = {
  key: 'connections',
  label: 'Connections',
  about: 'Your connections and requests: who is on the other side (by name), the state, your messages with them.',
  pages: (db, scope) =>
    paged((last) =>
      rowsOf(
        db,
        sql`select c.id::text as cursor, c.status,
                   case when c.from_profile_id in ${ownProfiles(scope)} then 'sent' else 'received' end as "direction",
                   other.display_name as "otherSide", other.account_type as "otherSideType",
                   c.request_message as "requestMessage", c.action_message as "actionMessage",
                   c.created_at as "createdAt", c.responded_at as "respondedAt"
              from ${connections} c
              join ${profiles} other on other.tenant_id = c.tenant_id and other.id =
                   case when c.from_profile_id in ${ownProfiles(scope)} then c.to_profile_id else c.from_profile_id end
             where c.tenant_id = ${scope.tenantId}
               and (c.from_profile_id in ${ownProfiles(scope)} or c.to_profile_id in ${ownProfiles(scope)})
               and c.id > ${afterId(last)}
             order by c.id limit ${pageSize}`,
      ),
    ),
};

export const messages: Part = {
  key: 'messages',
  label: 'Messages',
  about: 'Every chat message you sent, with the conversation it is in (named by the other side, or the team).',
  pages: (db, scope, files) =>
    paged(async (last) => {
      const rows = await rowsOf(
        db,
        sql`select m.id::text as cursor, conv.uuid as "conversation", conv.kind as "conversationKind",
                   (select p.display_name from ${profiles} p where p.tenant_id = conv.tenant_id and p.id =
                      case when conv.kind = 'team' then conv.team_profile_id
                           when conv.profile_low = m.sender_profile_id then conv.profile_high
                           else conv.profile_low end) as "conversationName",
                   m.body, m.attachment_key as "attachmentKey", m.attachment_name as "attachmentName",
                   m.created_at as "sentAt", m.deleted_at as "deletedAt"
              from ${chatMessages} m
              join ${conversations} conv on conv.tenant_id = m.tenant_id and conv.id = m.conversation_id
             where m.tenant_id = ${scope.tenantId} and m.sender_profile_id in ${ownProfiles(scope)}
               and m.id > ${afterId(last)}
             order by m.id limit ${pageSize}`,
      );
      return rows.map(({ attachmentKey, attachmentName, ...row }) => ({
        ...row,
        attachment:
          typeof attachmentKey === 'string'
            ? { name: attachmentName, file: files.add(attachmentKey, 'messages', String(attachmentName ?? '')) }
            : null,
      }));
    }),
};

export const postPart: Part = {
  key: 'posts',
  label: 'Community posts',
  about: 'Your posts on the community wall, with their pictures and files.',
  pages: (db, scope, files) =>
    paged(async (last) => {
      const rows = await rowsOf(
        db,
        sql`select id::text as cursor, uuid, body, files, link_preview->>'url' as "link",
                   comment_count as "commentCount", reaction_count as "reactionCount",
                   created_at as "createdAt", edited_at as "editedAt", hidden_at as "hiddenAt"
              from ${posts}
             where tenant_id = ${scope.tenantId} and author_profile_id in ${ownProfiles(scope)} and id > ${afterId(last)}
             order by id limit ${pageSize}`,
      );
      return rows.map((row) => ({ ...row, files: fileRefs(files, 'posts', row.files) }));
    }),
};

export const comments: Part = {
  key: 'comments',
  label: 'Comments',
  about: 'Your comments and replies on community posts.',
  pages: (db, scope) =>
    paged((last) =>
      rowsOf(
        db,
        sql`select c.id::text as cursor, c.uuid, p.uuid as "post", c.body, c.created_at as "createdAt",
                   c.hidden_at as "hiddenAt"
              from ${postComments} c
              join ${posts} p on p.tenant_id = c.tenant_id and p.id = c.post_id
             where c.tenant_id = ${scope.tenantId} and c.author_profile_id in ${ownProfiles(scope)}
               and c.id > ${afterId(last)}
             order by c.id limit ${pageSize}`,
      ),
    ),
};

export const reactions: Part = {
  key: 'reactions',
  label: 'Reactions',
  about: 'Your reactions to posts and comments.',
  pages: async function* (db, scope) {
    yield* paged((last) =>
      rowsOf(
        db,
        sql`select r.post_id::text as "_post", r.profile_id as "_profile",
                   'post' as "on", p.uuid as "uuid", r.type, r.created_at as "createdAt"
              from ${postReactions} r join ${posts} p on p.tenant_id = r.tenant_id and p.id = r.post_id
             where r.tenant_id = ${scope.tenantId} and r.profile_id in ${ownProfiles(scope)}
               and (r.post_id, r.profile_id) > (${last ? Number(last._post) : 0}, ${last ? Number(last._profile) : 0})
             order by r.post_id, r.profile_id limit ${pageSize}`,
      ),
    );
    yield* paged((last) =>
      rowsOf(
        db,
        sql`select r.comment_id::text as "_comment", r.profile_id as "_profile",
                   'comment' as "on", c.uuid as "uuid", r.type, r.created_at as "createdAt"
              from ${commentReactions} r join ${postComments} c on c.tenant_id = r.tenant_id and c.id = r.comment_id
             where r.tenant_id = ${scope.tenantId} and r.profile_id in ${ownProfiles(scope)}
               and (r.comment_id, r.profile_id) > (${last ? Number(last._comment) : 0}, ${last ? Number(last._profile) : 0})
             order by r.comment_id, r.profile_id limit ${pageSize}`,
      ),
    );
  },
};
