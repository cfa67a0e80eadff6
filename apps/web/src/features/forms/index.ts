/*
 * The forms feature's public face: what other features may use of it. A profile's edit pages list the
 * custom forms of its type and fill one in. (The form renderer itself is shared from ui/form-fields/.)
 */
export { ProfileFormPanel, profileFormsQuery } from './profile-forms.ts';
