import type { MetaWhatsAppSettings } from './settings.ts';
import {
  type Answer,
  field,
  isRefusal,
  PermanentDeliveryError,
  postJson,
  redact,
  requestTimeoutMs,
  type SenderOptions,
  type TextSender,
  text,
  toE164,
} from './types.ts';

/**
 * WhatsApp through Meta's Cloud API (POST {version}/{phone-number-id}/messages, Bearer token). Business
 * messages outside a customer's 24-hour window must be approved templates, so this sends sign-in codes
 * only, as Meta documents authentication templates: the code in the body and in the copy-code button.
 */
export const createWhatsAppCloudSender = (settings: MetaWhatsAppSettings, options: SenderOptions = {}): TextSender => {
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  return {
    provider: 'meta',
    channel: 'whatsapp',
    async send(message) {
      const code = message.code;
      if (code === null) {
        throw new PermanentDeliveryError(
          'meta: WhatsApp sends only sign-in codes (an authentication template); this message has no code',
        );
      }
      const codeParameter = [{ type: 'text', text: code }];
      const answer = await postJson(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
        provider: 'meta',
        headers: { authorization: `Bearer ${settings.accessToken}` },
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: toE164(message.to).slice(1),
          type: 'template',
          template: {
            name: settings.otpTemplate,
            language: { code: settings.language },
            components: [
              { type: 'body', parameters: codeParameter },
              { type: 'button', sub_type: 'url', index: '0', parameters: codeParameter },
            ],
          },
        },
        timeoutMs,
      });
      return { provider: 'meta', providerMessageId: messageIdOf(answer, settings.accessToken) };
    },
  };
};

/** The message id (wamid...) of a 2xx; Graph's `{ error: { message, code, error_data } }` otherwise. */
const messageIdOf = (answer: Answer, accessToken: string) => {
  const error = field(answer.body, 'error');
  const words = [text(error, 'message'), text(field(error, 'error_data'), 'details')].filter(Boolean).join(' — ');
  const code = text(error, 'code');
  const said = `${words || 'no reason given'}${code ? ` (code ${code})` : ''}`;
  if (isRefusal(answer.status)) {
    throw new PermanentDeliveryError(
      redact(`meta refused the message (HTTP ${answer.status}): ${said}`, [accessToken]),
    );
  }
  const messages = field(answer.body, 'messages');
  const id = Array.isArray(messages) ? text(messages[0], 'id') : undefined;
  if (answer.status >= 300 || !id) {
    throw new Error(redact(`meta answered HTTP ${answer.status}: ${said}`, [accessToken]));
  }
  return id;
};
