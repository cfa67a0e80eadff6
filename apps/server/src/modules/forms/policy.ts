import { type ApprovalStatus, accountTypeLabels, type UserStatus } from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { accountPolicy, profilePolicy } from '../../platform/identity/policy.ts';
import type { FormRow } from './repo.ts';

type Form = Pick<FormRow, 'status' | 'audience' | 'accountTypes'>;
type ProfileForm = Pick<FormRow, 'attachToProfile' | 'showOnProfile'>;
/** A profile and its holder, as far as who may see it goes. */
type Holder = { id: number; userId: string; approvalStatus: ApprovalStatus; userStatus: UserStatus };

const allowsType = (form: Form, auth: AuthContext) =>
  form.accountTypes.length === 0 || form.accountTypes.includes(auth.profile.accountType);

const forTypes = (form: Form) =>
  `This form is for ${form.accountTypes.map((type) => accountTypeLabels[type]).join(', ')} profiles`;

/** Who may do what with forms; pure functions of the caller and the form. */
export const formPolicy = {
  /** Operators build forms and read every answer. */
  manage: (auth: AuthContext | null): auth is AuthContext => auth !== null && accountPolicy.useConsole(auth),
  /** A draft is the operators' alone: to anyone else it does not exist. */
  exists: (auth: AuthContext | null, form: Form) => form.status !== 'draft' || formPolicy.manage(auth),
  /**
   * Why the caller may not read the form, or null: a members' form needs a session ('sign in') and a
   * profile of one of its account types; a public one is open to anyone.
   */
  cannotRead: (auth: AuthContext | null, form: Form): 'sign in' | string | null => {
    if (formPolicy.manage(auth) || form.audience === 'public') return null;
    if (!auth) return 'sign in';
    return allowsType(form, auth) ? null : forTypes(form);
  },
  /** Why the caller may not answer the form now (leaving their submission aside), or null. */
  cannotFill: (auth: AuthContext, form: Form): string | null => {
    if (form.status === 'draft') return 'This form is not published yet';
    if (form.status === 'closed') return 'This form is closed';
    return form.audience === 'public' || allowsType(form, auth) ? null : forTypes(form);
  },
  /** The member holding the profile, whichever of their profiles they are in (as the profile page counts them). */
  ownsProfile: (auth: AuthContext | null, holder: Holder) => auth !== null && auth.user.id === holder.userId,
  /**
   * Whether the caller may read a profile's submitted answers to a form: only profile forms; operators
   * and the profile's member always, others who may view the profile where the form shows its answers.
   */
  readProfileAnswers: (auth: AuthContext | null, form: ProfileForm, holder: Holder) =>
    form.attachToProfile &&
    (formPolicy.ownsProfile(auth, holder) ||
      (form.showOnProfile && profilePolicy.view(auth, holder)) ||
      formPolicy.manage(auth)),
  /** Whether the caller may download the files of a profile's answers (GET forms-management/files/{uuid} agrees). */
  downloadProfileFiles: (auth: AuthContext | null, holder: Holder) =>
    auth?.profile.id === holder.id || formPolicy.manage(auth),
};
