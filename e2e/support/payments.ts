import { paymentStandInDefaults } from '../../apps/server/test/stand-ins/payments/accounts.ts';

/**
 * The payment providers' stand-in (Stripe and Razorpay, apps/server/test/stand-ins/payments) that the
 * journeys' server talks to: playwright.config.ts starts it as a second web server, 400 ports above the
 * app's, so that two suites on one machine (each on its own E2E_PORT) do not share one.
 */
export const standInPort = (appPort: number) => appPort + 400;

/** The stand-in of this run, on 127.0.0.1 (the server's config takes http only on 127.0.0.1 or localhost). */
export const paymentStandInUrl = `http://127.0.0.1:${standInPort(Number(process.env.E2E_PORT ?? 3199))}`;

/** The one account of each provider the stand-in knows: the keys an operator enters. */
export const standInAccounts = paymentStandInDefaults;
