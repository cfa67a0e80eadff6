// The little of oidc-provider (which ships no types) that the OpenID stand-in uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Claims = Record<string, unknown> & { sub: string };
  type Account = { accountId: string; claims: (use: string, scope: string) => Promise<Claims> };
  type GrantInstance = { addOIDCScope: (scope: string) => void; save: () => Promise<string> };
  type Context = {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor: (clientId: string) => string | undefined };
      result?: { consent?: { grantId?: string } };
      requestParamOIDCScopes: Set<string>;
      provider: Provider;
    };
  };

  export type Configuration = {
    clients?: Array<Record<string, unknown>>;
    jwks?: { keys: Array<Record<string, unknown>> };
    findAccount?: (ctx: Context, sub: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url: (ctx: Context, interaction: { uid: string }) => string };
    loadExistingGrant?: (ctx: Context) => Promise<GrantInstance | undefined>;
    pkce?: { required: () => boolean };
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
    conformIdTokenClaims?: boolean;
    renderError?: (ctx: { type: string; body: string }, out: Record<string, string>, error: Error) => void;
  };

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ uid: string; prompt: { name: string } }>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (input: { clientId: string; accountId: string }): GrantInstance;
      find: (id: string) => Promise<GrantInstance | undefined>;
    };
  }
  export default Provider;
}
