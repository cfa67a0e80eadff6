import {
  type AccountType,
  type DirectoryType,
  directoryTypes,
  maySearchDirectory,
  type TenantSettings,
} from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';

type Matrix = readonly { profileType: string; otherProfileType: string; canSearch: boolean }[];

/**
 * Which directories a profile of a type may search (spec 2 and 6), or, for null, a visitor signed out:
 * the shared rule (maySearchDirectory) that the web's Connect menu and directory pages ask too.
 */
export const typesSearchableBy = (
  viewer: AccountType | null,
  settings: TenantSettings,
  matrix: Matrix,
): DirectoryType[] =>
  directoryTypes.filter((type) =>
    maySearchDirectory(viewer, type, {
      users: settings.users,
      publicProfiles: settings.profile_settings.public_profiles,
      matrix,
    }),
  );
/** Which directories a caller may search: those of its profile's type, or a visitor's when signed out. */
export const searchableTypes = (auth: AuthContext | null, settings: TenantSettings, matrix: Matrix): DirectoryType[] =>
  typesSearchableBy(auth?.profile.accountType ?? null, settings, matrix);
