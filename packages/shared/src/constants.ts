import { pageSizes } from './page-sizes.ts';

/** Time constants and limits of spec 9, in milliseconds unless named otherwise. */
export const timing = {
  rejectionLogoutDelay: 1000,
  postLoginRedirectDelay: 500,
  logoutRedirectDelay: 200,
  onlineUsersEmitDelay: 1000,
  completenessFetchDelay: 1500,
  initialProfileFetchDelay: 2000,
  createProfileSuccessDelay: 2500,
  crossTabReloadDelay: 3000,
  notificationCountRefresh: 30_000,
  toast: 3500,
  htmlToast: 10_000,
} as const;

/**
 * Limits of spec 9 and of the platform. The page sizes among them are named by feature for the web, which
 * asks for them; their values and reasons live in pageSizes (page-sizes.ts), so each is chosen in one place.
 */
export const limits = {
  minSearchLength: 3,
  connectionRequestsPageNumber: 1,
  connectionRequestsLimit: pageSizes.connections.default,
  defaultTimeSlotStepMinutes: 15,
  /** The spec's file size constant: 512 KiB. */
  fileSizeBytes: 524_288,
  avatarSizes: [70, 100] as const,
  /** Users under one profile: members and open invitations together. */
  teamSize: 50,
  /** Team invitations one profile may send in 24 hours. */
  teamInvitationsPerDay: 20,
  /** An invitation to join a team is open this many days. */
  teamInvitationDays: 14,
  /** Verification links one account may ask for in 24 hours (besides one a minute). */
  emailVerificationsPerDay: 5,
  /**
   * An application document (a PDF, an Office file, a scan) is stored as uploaded, not re-encoded small
   * like a profile image, so it has its own limit above the tenant's image limit: 10 MiB.
   */
  documentSizeBytes: 10 * 1024 * 1024,
  /** Founders one partner may invite in 24 hours, by hand and by CSV together. */
  portfolioInvitationsPerDay: 500,
  /** A partner's invitation to a founder is open this many days. */
  portfolioInvitationDays: 30,
  /** A portfolio CSV: at most this many rows, and this many bytes. */
  portfolioCsvRows: 500,
  portfolioCsvBytes: 1024 * 1024,
  /** Document requests one program office may have open (not yet accepted) with one startup. */
  openDocumentRequests: 50,
  /** A request's own message, and the answer's (the tenant may allow less: connections.maxMessageLength). */
  connectionMessageLength: 1000,
  /** Connection requests one profile may send in 24 hours. */
  connectionRequestsPerDay: 100,
  /** A connection request's email links (accept, reject) work this many days, once. */
  connectionActionDays: 14,
  /** Notifications per page (GET notifications). */
  notificationsLimit: pageSizes.list.default,
  notificationsMaxLimit: pageSizes.list.max,
  /** Users asked about at once (GET connections/check_user_online_status). */
  onlineStatusUsers: 100,
  /** An operator's broadcast: title and body lengths. */
  broadcastTitleLength: 120,
  broadcastBodyLength: 1000,
  /** A chat message's text. */
  chatMessageLength: 4000,
  /** Messages one person may send in a minute, across all conversations (a flood is refused with 429). */
  chatMessagesPerMinute: 30,
  /** Messages per page of history (GET chat/conversations/{uuid}/messages), and at most. */
  chatMessagesLimit: pageSizes.lines.default,
  chatMessagesMaxLimit: pageSizes.lines.max,
  /** Conversations per page of the list, and at most. */
  chatConversationsLimit: pageSizes.panel.default,
  chatConversationsMaxLimit: pageSizes.panel.max,
  /** An unread message is emailed after this long without being read (one email per unread spell). */
  chatEmailQuietSeconds: 10 * 60,
  /** A post's text, and a comment's. */
  postLength: 3000,
  commentLength: 1500,
  /** Files one post carries (images and documents together). */
  postFiles: 4,
  /** A post image is kept at most this many pixels on its longer side. */
  postImageBoundPx: 1600,
  /** Posts one person may write in an hour, and comments in ten minutes (a flood is refused with 429). */
  postsPerHour: 10,
  commentsPerTenMinutes: 30,
  /** Posts per page of the feed, and at most; comments per page. */
  postsLimit: pageSizes.feed.default,
  postsMaxLimit: pageSizes.feed.max,
  commentsLimit: pageSizes.panel.default,
  commentsMaxLimit: pageSizes.panel.max,
  /** Members mentioned in one post or comment. */
  mentionsPerItem: 20,
  /** A link preview: the page is read for at most this long and this many bytes. */
  linkPreviewTimeoutMs: 3000,
  linkPreviewBytes: 512 * 1024,
  /** Jobs per page (GET jobs, search/jobs). */
  jobsLimit: pageSizes.list.default,
  jobsMaxLimit: pageSizes.list.max,
  /** Skills one job may ask for. */
  jobSkills: 15,
  coverLetterLength: 4000,
  /** A resume (PDF or Word): 5 MiB. */
  resumeSizeBytes: 5 * 1024 * 1024,
  /** Jobs one hiring profile may post in 24 hours; applications one person may send in 24 hours. */
  jobsPerDay: 20,
  applicationsPerDay: 50,
  /** Signed-out applications from one address (IP) in an hour. */
  publicApplicationsPerHour: 10,
  /** Challenges per page; files a challenge or an answer may carry; questions a challenge may ask. */
  challengesLimit: pageSizes.list.default,
  challengesMaxLimit: pageSizes.list.max,
  challengeFiles: 5,
  challengeQuestions: 10,
  challengeAnswerLength: 3000,
  /** Challenges one corporate may post in 24 hours. */
  challengesPerDay: 10,
} as const;

export const layout = { sidebarWidth: 280, mobileDrawerWidth: 275 } as const;

export const searchTypeElastic = 'elastic';
/** includeExternal is sent as the string 'false' by default. */
export const includeExternalDefault = 'false';

/** Query parameters remembered on arrival (spec 9). */
export const arrivalParams = ['referralCode', 'program', 'autoApply', 'userType', 'inviteCode', 'partner'] as const;

/** Greeting by hour: before 12 morning, 12 to 17 afternoon, later evening. */
export const greetingFor = (hour: number) =>
  hour < 12 ? 'Good Morning' : hour < 17 ? 'Good Afternoon' : 'Good Evening';

const shortUnits = [
  [1e3, 'K'],
  [1e6, 'M'],
  [1e9, 'G'],
] as const;

/**
 * Counts in short form with one decimal (spec 9): 999 stays '999', 1000 is '1.0K', 1500 '1.5K'. A
 * value that rounds up to 1000 of a unit moves to the next one: 999,950 is '1.0M', never '1000.0K'.
 */
export const shortCount = (value: number) => {
  const size = Math.abs(value);
  if (size < 1000) return String(value);
  const sign = value < 0 ? '-' : '';
  for (const [index, [unit, symbol]] of shortUnits.entries()) {
    // Tenths counted from value * 10, so 999,950 is exactly 9,999.5 tenths of a K and rounds up.
    const tenths = Math.round((size * 10) / unit);
    if (tenths < 10_000 || index === shortUnits.length - 1) return `${sign}${(tenths / 10).toFixed(1)}${symbol}`;
  }
  return String(value);
};

/** The reactions of a rating, in the spec's order (activity.ts builds the Reaction schema from them). */
export const reactions = ['below_average', 'average', 'good', 'excellent', 'loving_it'] as const;
/** Reactions that submit the feedback at once; the others ask for a comment first. */
export const instantReactions: readonly (typeof reactions)[number][] = ['excellent', 'loving_it'];

/** One-time codes: length, lifetime, attempts and sending limits. */
export const otpRules = {
  length: 6,
  ttlSeconds: 600,
  maxAttempts: 5,
  resendSeconds: 30,
  perRecipientPerHour: 5,
  perIpPerHour: 30,
  perTenantPerHour: 5000,
  /** Per 10 minutes: sign-in attempts from one address, and code checks for one recipient. */
  attemptsPerAddress: 30,
  attemptsPerRecipient: 10,
  attemptWindowSeconds: 600,
} as const;
