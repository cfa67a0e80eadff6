import { accountTypeLabels } from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { FormRow } from './repo.ts';

type Form = Pick<FormRow, 'status' | 'audience' | 'accountTypes'>;

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
};
