import type { FormErrors } from '@mantine/form';
import { LoginRequest } from '@ventura/shared';
import { renamed, schemaFieldErrors } from '../../ui/form-errors.ts';

/**
 * The sign-in form's errors by the request's shared schema, a mobile number checked against its
 * country's numbering plan. A module of its own so that the form loads it when it is first used: the
 * numbering plans (libphonenumber-js) are not part of the first screen.
 */
export const loginErrors = (contact: LoginRequest): FormErrors =>
  schemaFieldErrors(LoginRequest, contact, renamed({ countryCode: 'country' }));
