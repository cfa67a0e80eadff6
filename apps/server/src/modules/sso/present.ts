import type { SsoProvider } from '@ventura/shared';
import type { ProviderRow } from './repo.ts';

/** A provider as the console sees it: never its secret, only the secret's last four characters. */
export const presentProvider = (
  row: ProviderRow,
  input: { secretHint: string | null; redirectUri: string },
): SsoProvider => ({
  uuid: row.uuid,
  label: row.label,
  issuer: row.issuer,
  clientId: row.clientId,
  clientSecretHint: input.secretHint,
  scopes: row.scopes,
  enabled: row.enabled,
  allowSignUp: row.allowSignUp,
  redirectUri: input.redirectUri,
  createdAt: row.createdAt.toISOString(),
});
