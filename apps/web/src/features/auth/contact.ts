import type { Country } from '@ventura/shared';

export type ContactMethod = 'mobile' | 'email';

/** The contact part of the sign-in and sign-up forms. `country` is an ISO code: several countries share +1. */
export type ContactValues = { method: ContactMethod; country: string; mobileNumber: string; email: string };

export const defaultCountry = { isoCode: 'IN', callingCode: '91' } as const;

/** '+1-684' (American Samoa) and '1' both call through country code 1. Empty when there is none. */
export const callingCodeOf = (phoneCode: string) => /^\+?(\d{1,4})/.exec(phoneCode)?.[1] ?? '';

export type CountryOption = { isoCode: string; name: string; callingCode: string };

export const countryOptions = (countries: readonly Country[] | undefined): CountryOption[] => {
  const options = (countries ?? []).flatMap((country) => {
    const callingCode = callingCodeOf(country.phoneCode);
    return callingCode ? [{ isoCode: country.isoCode, name: country.name, callingCode }] : [];
  });
  return options.length > 0 ? options : [{ ...defaultCountry, name: 'India' }];
};

/** The calling code of the chosen country ('91' for India), or India's while the list loads. */
export const callingCodeFor = (options: readonly CountryOption[], isoCode: string) =>
  options.find((option) => option.isoCode === isoCode)?.callingCode ??
  (isoCode === defaultCountry.isoCode ? defaultCountry.callingCode : '');

/** Digits only: spaces and dashes people type are dropped (the server takes the number as digits). */
export const mobileDigits = (value: string) => value.replace(/[\s().-]/g, '');

/** The contact as the login calls take it: countryCode + mobileNumber, or email. */
export const loginContact = (values: ContactValues, callingCode: string) =>
  values.method === 'email'
    ? { email: values.email.trim() }
    : { countryCode: callingCode, mobileNumber: mobileDigits(values.mobileNumber) };
