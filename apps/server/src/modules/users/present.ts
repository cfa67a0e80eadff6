import { accountTypeLabels, type Profile, type ProfileTypeEntry, type TenantSettings } from '@ventura/shared';
import type { AuthContext, ProfileRow, User } from '../../platform/auth/sessions.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';

/** The caller's own profile, with what they may do; `user` is the account as just saved, when it changed. */
export const presentProfile = (auth: AuthContext, settings: TenantSettings, user: User = auth.user): Profile => {
  const profile = auth.profile;
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
    accountStatus: user.status,
    can: {
      addMembers: accountPolicy.manageTeam(profile),
      switchProfile: accountPolicy.switchProfile(settings),
      changeSignIn: accountPolicy.changeSignIn(auth),
      closeAccount: accountPolicy.closeAccount(auth),
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
