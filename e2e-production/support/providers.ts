import {
  type ProviderStandIns,
  standInEnvironment,
  startProviderStandIns,
} from '../../apps/server/test/stand-ins/providers.ts';

/* The SMS and WhatsApp providers' HTTP APIs (Twilio, MSG91, Meta's WhatsApp Cloud API) as local stand-ins
   (apps/server/test/stand-ins): the server sends to them exactly as it would to the providers, and they
   keep each text, so a test reads a code the way a person reads their phone. */

export type StandIns = ProviderStandIns;

export const startStandIns = (port: number) => startProviderStandIns({ port });

/**
 * The server's environment for codes by SMS through Twilio and by WhatsApp through Meta's Cloud API, both
 * sent to the stand-ins with the credentials they accept.
 */
export const providerEnv = (standIns: StandIns) =>
  standInEnvironment(standIns.url, { sms: 'twilio', whatsapp: 'meta' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const digitsOf = (number: string) => number.replace(/\D/g, '');

/**
 * The code of the newest text to a number (any form: '+91 98765 43210') that arrived at or after `since`
 * (ms), waiting up to `timeoutMs`.
 */
export const textedCode = async (standIns: StandIns, to: string, since: number, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const newest = standIns.messages
      .filter((text) => digitsOf(text.to) === digitsOf(to) && Date.parse(text.at) >= since)
      .at(-1);
    if (newest?.code) return { code: newest.code, text: newest };
    if (Date.now() > deadline) {
      const seen = standIns.messages.map((text) => `  ${text.provider} ${text.channel} to ${text.to}: ${text.body}`);
      throw new Error(`No text with a code reached ${to} within ${timeoutMs} ms.\n${seen.join('\n')}`);
    }
    await sleep(100);
  }
};
