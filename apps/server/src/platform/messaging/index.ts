import { createMsg91Sender } from './msg91.ts';
import type { MessagingSettings } from './settings.ts';
import { createTwilioSmsSender, createTwilioWhatsAppSender } from './twilio.ts';
import type { SenderOptions, TextSender } from './types.ts';
import { createWhatsAppCloudSender } from './whatsapp-cloud.ts';

export { type MessagingSettings, messagingSettings } from './settings.ts';
export {
  PermanentDeliveryError,
  type SenderOptions,
  type SendResult,
  type TextChannel,
  type TextMessage,
  type TextSender,
  toE164,
} from './types.ts';

/**
 * The sender of each channel as the settings choose it; null keeps that channel's messages in the outbox.
 * A sender throws PermanentDeliveryError when the provider refused the message for good (mark it failed),
 * and a plain Error when the attempt got no answer, a 429 or a 5xx (retry later).
 */
export const createTextSenders = (
  settings: MessagingSettings,
  options: SenderOptions = {},
): { sms: TextSender | null; whatsapp: TextSender | null } => {
  const sms = settings.sms;
  const whatsapp = settings.whatsapp;
  return {
    sms:
      sms?.provider === 'msg91'
        ? createMsg91Sender(sms, options)
        : sms?.provider === 'twilio'
          ? createTwilioSmsSender(sms, options)
          : null,
    whatsapp:
      whatsapp?.provider === 'meta'
        ? createWhatsAppCloudSender(whatsapp, options)
        : whatsapp?.provider === 'twilio'
          ? createTwilioWhatsAppSender(whatsapp, options)
          : null,
  };
};
