import {
  accountTypeLabels,
  approvalRequestableFrom,
  effectiveNotificationSettings,
  isProfileAccountType,
  type Profile,
  type ProfileTypeEntry,
  type TenantSettings,
} from '@ventura/shared';
import type { AuthContext, ProfileRow, User } from '../../platform/auth/sessions.ts';
import { accountPolicy, profilePolicy } from '../../platform/identity/policy.ts';
import { challengePolicy } from '../challenges/index.ts';
import { mentorHoursOn, mentorshipPolicy } from '../mentorship/index.ts';
import { metricsOn, metricsPolicy } from '../metrics/index.ts';
import { pitchPolicy } from '../pitch/index.ts';

/**
 * The caller's own profile, with what they may do; `saved` holds the account or profile as just saved,
 * when a call changed them.
 */
export const presentProfile = (
  auth: AuthContext,
  settings: TenantSettings,
  saved: { user?: User; profile?: ProfileRow } = {},
): Profile => {
  const user = saved.user ?? auth.user;
  const profile = saved.profile ?? auth.profile;
  const editLocked = profilePolicy.editLockedReason({ ...auth, profile }, settings) !== null;
  return {
    id: profile.id,
    uuid: profile.uuid,
    userId: user.id,
    accountType: profile.accountType,
    accountTypeLabel: accountTypeLabels[profile.accountType],
    name: user.name,
    avatar: profile.avatar,
    organizationName: profile.organizationName,
    designation: profile.designation,
    website: profile.website,
    investorType: profile.investorType,
    servicesLookingFor: profile.servicesLookingFor,
    approvalStatus: profile.approvalStatus,
    canAddMembers: profile.canAddMembers,
    parentId: profile.parentId,
    partnerId: profile.partnerId,
    totalProfileViews: profile.totalViews,
    email: user.email,
    emailVerified: user.email !== null && user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
    gender: user.gender,
    mobileNumber: user.mobileNumber,
    countryCode: user.countryCode,
    whatsappNumber: user.whatsappNumber,
    // A suspended account has no session to read this with; the holder's own choice is what shows.
    accountStatus: user.status === 'suspended' ? 'deactivated' : user.status,
    newsletter: user.newsletter,
    socialLinks: profile.socialLinks,
    notificationSettings: effectiveNotificationSettings(user.notificationSettings),
    can: {
      edit: isProfileAccountType(profile.accountType) && !editLocked,
      requestApproval:
        isProfileAccountType(profile.accountType) && approvalRequestableFrom.includes(profile.approvalStatus),
      connect: profilePolicy.connectAtAll(profile, settings),
      message: profilePolicy.messageAtAll(profile, settings),
      teamChat: profilePolicy.teamChat(profile, settings),
      addMembers: accountPolicy.manageTeam(profile),
      switchProfile: accountPolicy.switchProfile(settings),
      changeSignIn: accountPolicy.changeSignIn(auth),
      closeAccount: accountPolicy.closeAccount(auth),
      offerMentorHours: mentorHoursOn(settings) && mentorshipPolicy.offer(profile),
      bookMentorHours: mentorHoursOn(settings) && mentorshipPolicy.book(profile),
      postChallenges: challengePolicy.posts(profile),
      applyToChallenges: challengePolicy.appliesTo(profile),
      reportMetrics: metricsOn(settings) && metricsPolicy.report(profile),
      reviewMetrics: metricsOn(settings) && metricsPolicy.review(profile),
      recordPitch: pitchPolicy.record(profile),
    },
  };
};

export const presentProfileType = (profile: ProfileRow, currentId: number): ProfileTypeEntry => ({
  profileType: profile.accountType,
  label: accountTypeLabels[profile.accountType],
  uuid: profile.uuid,
  organizationName: profile.organizationName,
  organizationLogo: profile.organizationLogo,
  approvalStatus: profile.approvalStatus,
  current: profile.id === currentId,
});
