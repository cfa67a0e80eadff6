import { type SsoProvider, SsoProviderInput } from '@ventura/shared';
import { ApiError, errorText } from '../../../api/client.ts';
import { type FieldErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';

/* The provider editor's values and the SsoProviderInput (or change) they send. */

export type ProviderFormValues = {
  label: string;
  issuer: string;
  clientId: string;
  /** Blank on an edit keeps the stored secret. */
  clientSecret: string;
  scopes: string;
  enabled: boolean;
  allowSignUp: boolean;
};
export type ProviderField = keyof ProviderFormValues;

export const emptyProviderValues: ProviderFormValues = {
  label: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
  scopes: 'openid email profile',
  enabled: true,
  allowSignUp: true,
};

export const providerValues = (provider: SsoProvider): ProviderFormValues => ({
  label: provider.label,
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: '',
  scopes: provider.scopes,
  enabled: provider.enabled,
  allowSignUp: provider.allowSignUp,
});

/** The body of a create or an edit: the secret only when one was typed (it is write-only). */
export const providerBody = (values: ProviderFormValues): SsoProviderInput => {
  const secret = values.clientSecret.trim();
  return {
    label: values.label,
    issuer: values.issuer,
    clientId: values.clientId,
    ...(secret ? { clientSecret: secret } : {}),
    scopes: values.scopes,
    enabled: values.enabled,
    allowSignUp: values.allowSignUp,
  };
};

const fields: readonly ProviderField[] = [
  'label',
  'issuer',
  'clientId',
  'clientSecret',
  'scopes',
  'enabled',
  'allowSignUp',
];
const providerFieldOf = (path: string) => fields.find((field) => path === field || path.startsWith(`${field}.`));

/** The problems the shared schema finds, and a new provider's missing secret. */
export const providerErrors = (values: ProviderFormValues, creating: boolean): FieldErrors<ProviderField> => {
  const errors = schemaFieldErrors(SsoProviderInput, providerBody(values), providerFieldOf);
  if (creating && !values.clientSecret.trim()) errors.clientSecret ??= 'Enter the client secret';
  return errors;
};

/** The server's refusal on its fields: each 'body.<field>: …', and an unreadable discovery document (422) on the issuer. */
export const providerServerErrors = (error: unknown): FieldErrors<ProviderField> => {
  if (error instanceof ApiError && error.status === 422) return { issuer: errorText(error) };
  return serverFieldErrors(error, providerFieldOf);
};
