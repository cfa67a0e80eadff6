/** How a person is reached and signs in: an email address, or a mobile number with its country code. */
export type Contact = {
  email?: string | undefined;
  countryCode?: string | undefined;
  mobileNumber?: string | undefined;
};

/** The contact as one string: the email, else `+<country code> <number>` (how codes and limits key it). */
export const recipientOf = (contact: Contact) =>
  contact.email ?? `+${contact.countryCode ?? ''} ${contact.mobileNumber ?? ''}`;
