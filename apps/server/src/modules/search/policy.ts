import { type DirectoryType, directories, directoryTypes, type TenantSettings } from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';

type Matrix = readonly { profileType: string; otherProfileType: string; canSearch: boolean }[];

/**
 * Which directories a caller may search (spec 6): types the tenant enables and, for a member, those the
 * connection matrix lets their profile's type search; signed out, only public directories (startups) of
 * a tenant that shows profiles to everyone. The web's Connect menu follows the same rule.
 */
export const searchableTypes = (auth: AuthContext | null, settings: TenantSettings, matrix: Matrix): DirectoryType[] =>
  directoryTypes.filter((type) => {
    if (!settings.users[type]) return false;
    if (!auth) return directories[type].public && settings.profile_settings.public_profiles === 'everyone';
    return matrix.some(
      (entry) => entry.profileType === auth.profile.accountType && entry.otherProfileType === type && entry.canSearch,
    );
  });
