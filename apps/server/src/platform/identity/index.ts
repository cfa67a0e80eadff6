// Identity: who someone is, the floor every feature stands on.
//
//   tables.ts           users (who signs in, by a verified email or a mobile number) and profiles (one per
//                       account type a user holds); the SQL names are the database's, whatever the folder
//   repo.ts             tenant-scoped lookups of people and profiles, and the lapse of pending email claims
//   contact.ts          the Contact of a sign-in and its one-string form (recipientOf)
//   policy.ts           accountPolicy: what a caller may do with accounts and profiles
//   present.ts          the session user as sign-in, switch and team answers show it
//   profile-details.ts  the profile columns of each account type, validated, for sign-up and new profiles
//
// Sessions live in platform/auth, which builds on these tables. A feature that needs to know who someone
// is imports it from here, not from modules/users (the HTTP side of one's own account) or modules/auth.
// platform/auth imports tables.ts directly, since repo.ts reads its sessions table.

export { type Contact, recipientOf } from './contact.ts';
export { accountPolicy } from './policy.ts';
export { presentSessionUser } from './present.ts';
export { profileDetails, type RegisterBody } from './profile-details.ts';
export {
  activeOperators,
  deleteUsersWithoutProfiles,
  dropPendingClaims,
  findProfileByUuid,
  findUser,
  findUserByContact,
  findUserProfile,
  insertMember,
  listUserProfiles,
  operatorUserIds,
  signsInWith,
} from './repo.ts';
export { profiles, users } from './tables.ts';
