import { useQueryClient } from '@tanstack/react-query';
import { type AccountType, emailPattern } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../api/client.ts';
import { notify } from '../../core/notify.ts';
import { type ContactLookup, contactLookupQuery, useContactLookup } from './api/signup.ts';
import { type ContactValues, mobileDigits } from './contact.ts';
import { authErrorTexts } from './error-texts.ts';

/** The look-up of a contact as typed (the email lower-cased, calls 5), or null while it is not complete. */
export const contactLookupOf = (
  type: AccountType,
  values: ContactValues,
  callingCode: string,
): ContactLookup | null => {
  if (values.method === 'email') {
    const email = values.email.trim().toLowerCase();
    return emailPattern.test(email) ? { kind: 'email', value: email, userType: type } : null;
  }
  const digits = mobileDigits(values.mobileNumber);
  return /^\d{4,15}$/.test(digits) ? { kind: 'mobile', value: digits, countryCode: callingCode, userType: type } : null;
};

/** Whether a look-up is about the contact the form holds now. */
const isAbout = (lookup: ContactLookup | null, values: ContactValues) =>
  lookup !== null &&
  (lookup.kind === 'email'
    ? values.method === 'email' && lookup.value === values.email.trim().toLowerCase()
    : values.method === 'mobile' && lookup.value === mobileDigits(values.mobileNumber));

/**
 * Is the contact a sign-up form holds already registered? Asked when the person leaves the field
 * (`lookUp`), to point them to sign-in before a code is sent. A failed look-up is a toast with the
 * server's first error, else its message, else 'Error while verifying email address' or '... mobile
 * number' (calls 8).
 */
export const useRegisteredContact = (type: AccountType, values: ContactValues, callingCode: string) => {
  const queryClient = useQueryClient();
  const [lookup, setLookup] = useState<ContactLookup | null>(null);
  const registered = useContactLookup(lookup);

  const lookUp = (current: ContactValues) => {
    const next = contactLookupOf(type, current, callingCode);
    setLookup(next);
    if (!next) return;
    queryClient.fetchQuery(contactLookupQuery(next)).catch((error: unknown) => {
      notify.error(errorText(error, next.kind === 'email' ? authErrorTexts.verifyEmail : authErrorTexts.verifyMobile));
    });
  };

  const alreadyRegistered = isAbout(lookup, values) && registered.data?.exists === true;
  return { lookUp, alreadyRegistered, message: registered.data?.message ?? '' };
};
