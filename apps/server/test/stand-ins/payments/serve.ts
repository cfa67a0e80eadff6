import { startPaymentStandIns } from './index.ts';

/*
 * The payment stand-ins on their own, for browser journeys in another process:
 *   STAND_IN_PORT=4598 npx tsx apps/server/test/stand-ins/payments/serve.ts
 * GET /__health answers 200 once listening (a Playwright webServer url). The journey tells it where to
 * deliver webhooks with POST /__control/webhook { provider, url, secret?, headers? }.
 */
const standIns = await startPaymentStandIns({ port: Number(process.env.STAND_IN_PORT ?? 4598) });
console.log(`Payment stand-ins (Stripe, Razorpay) listening on ${standIns.url}`);

const stop = () => void standIns.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
