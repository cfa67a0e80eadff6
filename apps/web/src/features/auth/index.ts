/*
 * The auth feature's face: the sign-in page's contact input, which the import wizard (external-sign-in)
 * asks for the contact of the account on the other platform.
 */
export { ContactFields } from './components/contact-fields.tsx';
export { type ContactValues, callingCodeFor, countryOptions, defaultCountry, loginContact } from './contact.ts';
