import type { Comment, Post, PostAuthor, PostPage } from '@ventura/shared';

export const asha: PostAuthor = {
  uuid: '5b1d7c2e-8a3f-4e6b-9c0d-1e2f3a4b5c6d',
  userId: 'u-asha',
  name: 'Asha Founder',
  accountType: 'startup',
  accountTypeLabel: 'Startup',
  organizationName: 'Solar Sprout',
  avatar: null,
};

export const ravi: PostAuthor = {
  uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  userId: 'u-ravi',
  name: 'Ravi Shah',
  accountType: 'investor',
  accountTypeLabel: 'Investor',
  organizationName: 'Seed Fund',
  avatar: null,
};

const noReactions = { like: 0, celebrate: 0, support: 0, insightful: 0, curious: 0 };

/** A post by Ravi that Asha (p1 in the session fixture is someone else) may react to and comment on. */
export const postFixture = (changes: Partial<Post> = {}): Post => {
  const uuid = changes.uuid ?? '7c9e6679-7425-40de-944b-e07fc1f90ae7';
  return {
    uuid,
    author: ravi,
    text: 'We closed our seed round!',
    mentions: [],
    files: [],
    linkPreview: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    editedAt: null,
    hidden: false,
    commentCount: 0,
    reactionCount: 0,
    reactions: { ...noReactions },
    myReaction: null,
    url: `/community-feed/posts/${uuid}`,
    can: { edit: false, delete: false, comment: true, react: true, report: true, moderate: false },
    ...changes,
  };
};

export const commentFixture = (changes: Partial<Comment> = {}): Comment => ({
  uuid: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  postUUID: postFixture().uuid,
  parentUUID: null,
  author: asha,
  text: 'Congratulations!',
  mentions: [],
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  replyCount: 0,
  reactionCount: 0,
  reactions: { ...noReactions },
  myReaction: null,
  can: { delete: false, reply: true, react: true, report: true },
  ...changes,
});

export const pageFixture = (items: Post[], changes: Partial<PostPage> = {}): PostPage => ({
  items,
  nextCursor: null,
  canPost: true,
  cannotPostReason: null,
  ...changes,
});
