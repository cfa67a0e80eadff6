/** Paths the router implements today. Navigation shows only items whose path is here. */
export const paths = {
  home: '/',
  login: '/auth/login',
  signup: '/auth/signup',
  signupAs: (type: string) => `/auth/signup/${type}`,
  /** Issue 42: a profile brought from another platform of the deployment (the external-sign-in feature's). */
  importProfile: '/auth/import-profile',
  backdoorLogin: '/backdoor-login',
  devOutbox: '/dev/outbox',
  accountSettings: '/account/edit/profile',
  /** Issue 42: the member's data to download and the profiles linked with other platforms. */
  yourData: '/account/your-data',
  teamJoin: (token: string) => `/team/join/${encodeURIComponent(token)}`,
  partnerPortfolio: '/partners/startups',
  partnerJoin: (token: string) => `/partners/join/${encodeURIComponent(token)}`,
  startupCompleteProfile: '/startups/complete-profile',
  communityFeed: '/community-feed',
  /** A post's shareable page (the console links reported posts to it). */
  communityPost: (uuid: string) => `/community-feed/posts/${encodeURIComponent(uuid)}`,
  notFound: '/errors/404',
} as const;

export const implementedPaths: ReadonlySet<string> = new Set([paths.login, paths.notFound]);
