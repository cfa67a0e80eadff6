import { type DirectoryType, directoryTypes, maySearchDirectory, type TenantSettings } from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';

type Matrix = readonly { profileType: string; otherProfileType: string; canSearch: boolean }[];

/**
 * Which directories a caller may search (spec 2 and 6): the shared rule (maySearchDirectory) that the
 * web's Connect menu and directory pages ask too, for the caller's profile or, signed out, for nobody.
 */
export const searchableTypes = (auth: AuthContext | null, settings: TenantSettings, matrix: Matrix): DirectoryType[] =>
  directoryTypes.filter((type) =>
    maySearchDirectory(auth?.profile.accountType ?? null, type, {
      users: settings.users,
      publicProfiles: settings.profile_settings.public_profiles,
      matrix,
    }),
  );
