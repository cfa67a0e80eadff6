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

export const limits = {
  minSearchLength: 3,
  connectionRequestsPageNumber: 1,
  connectionRequestsLimit: 500,
  defaultTimeSlotStepMinutes: 15,
  /** The spec's file size constant: 512 KiB. */
  fileSizeBytes: 524_288,
  avatarSizes: [70, 100] as const,
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

/** Counts in short form: 1.2K, 3.4M, 5.6G. */
export const shortCount = (value: number) => {
  const units = [
    [1e9, 'G'],
    [1e6, 'M'],
    [1e3, 'K'],
  ] as const;
  for (const [size, unit] of units) {
    if (Math.abs(value) >= size) return `${Number((value / size).toFixed(1))}${unit}`;
  }
  return String(value);
};
