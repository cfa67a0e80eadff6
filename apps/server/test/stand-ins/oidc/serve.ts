import { startOidcStandIn } from './index.ts';

/*
 * The OpenID Connect stand-in on its own, for browser journeys in another process:
 *   PORT=4598 OIDC_CLIENT_ID=ventura OIDC_CLIENT_SECRET=secret \
 *   OIDC_REDIRECT_URIS=http://localhost:3281/api/v1/public/auth/sso/callback \
 *   npx tsx apps/server/test/stand-ins/oidc/serve.ts
 * The issuer is http://127.0.0.1:PORT (its discovery document at /.well-known/openid-configuration, a
 * Playwright webServer url). Its sign-in page has an "Email" field and a "Sign in" button: any address
 * typed there signs in, verified, named after the part before @.
 */
const port = Number(process.env.PORT ?? 4598);
const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? '')
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);
if (redirectUris.length === 0)
  throw new Error('Set OIDC_REDIRECT_URIS: the platform callback addresses, comma-separated');

const standIn = await startOidcStandIn({
  port,
  clients: [
    {
      clientId: process.env.OIDC_CLIENT_ID ?? 'ventura',
      clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'ventura-stand-in-secret',
      redirectUris,
    },
  ],
});
console.log(`oidc stand-in listening on ${port}`);
console.log(`issuer: ${standIn.issuer} (type it exactly so in the console)`);

const stop = () => void standIn.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
