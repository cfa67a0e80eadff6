import { startProviderStandIns } from './providers.ts';

/*
 * The provider stand-ins on their own, for the production journey in another process:
 *   STAND_IN_PORT=4599 npx tsx apps/server/test/stand-ins/serve.ts
 * The server under test then takes standInEnvironment(url, ...) as its environment.
 */
const standIns = await startProviderStandIns({ port: Number(process.env.STAND_IN_PORT ?? 4599) });
console.log(`Provider stand-ins (Twilio, MSG91, WhatsApp Cloud API) listening on ${standIns.url}`);

const stop = () => void standIns.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
