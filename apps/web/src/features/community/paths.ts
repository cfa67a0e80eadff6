import { paths } from '../../core/paths.ts';

/** The wall's addresses: the feed, and where a mention leads (a post's page is the server's Post.url). */
export const communityPaths = {
  feed: paths.communityFeed,
  member: (uuid: string) => `/community-feed/members/${encodeURIComponent(uuid)}`,
} as const;
