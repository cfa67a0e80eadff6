import { type Gender, type Profile, UpdateProfile } from '@ventura/shared';
import { schemaFieldErrors } from '../../ui/form-errors.ts';

/** The Account Settings form: what a person may change about themselves. */
export type ProfileFormValues = { name: string; gender: Gender | null; email: string; whatsappNumber: string };
export type ProfileField = keyof ProfileFormValues;

export const profileFields: readonly ProfileField[] = ['name', 'gender', 'email', 'whatsappNumber'];
export const profileFieldOf = (key: string) => profileFields.find((field) => field === key);

export const profileFormValues = (profile: Profile): ProfileFormValues => ({
  name: profile.name,
  gender: profile.gender,
  email: profile.email ?? '',
  whatsappNumber: profile.whatsappNumber ?? '',
});

/** Only the fields that changed, as PATCH users/profile takes them; a cleared email or number is sent as null. */
export const profileChanges = (before: ProfileFormValues, after: ProfileFormValues): UpdateProfile => {
  const changes: UpdateProfile = {};
  if (after.name.trim() !== before.name.trim()) changes.name = after.name.trim();
  if (after.gender !== before.gender) changes.gender = after.gender;
  if (after.email.trim().toLowerCase() !== before.email.trim().toLowerCase())
    changes.email = after.email.trim() || null;
  if (after.whatsappNumber.trim() !== before.whatsappNumber.trim()) {
    changes.whatsappNumber = after.whatsappNumber.trim() || null;
  }
  return changes;
};

export const emailRequiredText = 'You sign in with this email address, so it cannot be left empty';

/**
 * The form's errors: the changes checked with the shared UpdateProfile schema, and an email that
 * would be removed from an account that has no mobile number to sign in with.
 */
export const profileFormErrors = (
  before: ProfileFormValues,
  after: ProfileFormValues,
  signsInByMobile: boolean,
): Partial<Record<ProfileField, string>> => {
  const changes = profileChanges(before, after);
  if (Object.keys(changes).length === 0) return {};
  const errors = schemaFieldErrors(UpdateProfile, changes, profileFieldOf);
  if (changes.email === null && !signsInByMobile) errors.email = emailRequiredText;
  return errors;
};

/** Changing or removing the email changes how the person signs in: that takes a confirmation code. */
export const needsConfirmation = (changes: UpdateProfile) => changes.email !== undefined;

/** What a save did, in the words of its toast. */
export const savedText = (changes: UpdateProfile, updated: Pick<Profile, 'pendingEmail'>) => {
  if (changes.email === null) return 'Your email address was removed. You sign in with your mobile number now.';
  if (changes.email && updated.pendingEmail) {
    return `Saved. We sent a link to ${updated.pendingEmail}: your sign-in email changes when you open it.`;
  }
  return 'Your details are saved.';
};

/**
 * Cancelling an email change that waits for its link: the current sign-in email sent again (no
 * code needed, nothing about the sign-in changes), and the words of the button that does it.
 */
export const keepEmail = (profile: Pick<Profile, 'email'>) => ({
  body: { email: profile.email } satisfies UpdateProfile,
  label: profile.email ? `Keep ${profile.email}` : 'Cancel the change',
});
