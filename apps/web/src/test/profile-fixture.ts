import { effectiveNotificationSettings, type Profile, type Session } from '@ventura/shared';

/** Kwame Mensah's session on Ignite Incubator's partner profile. */
export const partnerSession: Session = {
  user: {
    userId: 'u5',
    id: 5,
    uuid: 'p5',
    name: 'Kwame Mensah',
    accountType: 'partner',
    role: 'member',
    impersonated: false,
  },
  accessToken: 'token-5',
};

/** Ignite Incubator's partner profile as GET users/profile answers it; approved unless told otherwise. */
export const partnerProfileFixture = (changes: Partial<Profile> = {}): Profile => ({
  id: 5,
  uuid: 'p5',
  userId: 'u5',
  accountType: 'partner',
  accountTypeLabel: 'Partner',
  name: 'Kwame Mensah',
  avatar: null,
  organizationName: 'Ignite Incubator',
  designation: 'Programme lead',
  website: null,
  investorType: null,
  servicesLookingFor: [],
  approvalStatus: 'approved',
  canAddMembers: true,
  parentId: null,
  partnerId: null,
  totalProfileViews: 0,
  email: 'kwame@ignite.demo',
  emailVerified: true,
  pendingEmail: null,
  gender: null,
  mobileNumber: null,
  countryCode: null,
  whatsappNumber: null,
  accountStatus: 'active',
  newsletter: false,
  socialLinks: {},
  notificationSettings: effectiveNotificationSettings({}),

  can: {
    addMembers: true,
    switchProfile: false,
    changeSignIn: true,
    closeAccount: true,
    edit: true,
    requestApproval: false,
    connect: true,
    message: true,
    teamChat: false,
    offerMentorHours: false,
    bookMentorHours: false,
    postChallenges: false,
    applyToChallenges: false,
    reportMetrics: false,
    reviewMetrics: true,
    recordPitch: false,
  },
  ...changes,
});

/**
 * GET users/profile for a member of a type, with the abilities the server gives that type (mentorship
 * hours on): pages that ask the profile what the caller may do read these.
 */
export const profileAnswerFor = (accountType: Profile['accountType']) => {
  const profile = partnerProfileFixture({ accountType });
  return {
    'GET /api/v1/users/profile': {
      status: 200,
      body: {
        data: {
          ...profile,
          can: {
            ...profile.can,
            offerMentorHours: accountType === 'mentor',
            bookMentorHours: accountType === 'startup',
            postChallenges: accountType === 'corporate',
            applyToChallenges: accountType === 'startup',
            reportMetrics: accountType === 'startup',
            reviewMetrics: accountType !== 'startup',
            recordPitch: accountType === 'startup',
          },
        },
      },
    },
  };
};
