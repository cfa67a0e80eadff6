import type { Msg91Settings } from './settings.ts';
import {
  type Answer,
  isRefusal,
  PermanentDeliveryError,
  postJson,
  redact,
  requestTimeoutMs,
  type SenderOptions,
  type TextMessage,
  type TextSender,
  text,
  toE164,
} from './types.ts';

/** DLT lets a template variable hold at most 30 characters; a longer tenant name is cut rather than refused. */
const dltVariableLength = 30;

/**
 * SMS through MSG91's Flow API (POST /api/v5/flow, header `authkey`), the way Indian operators require:
 * only DLT-registered templates go out. A code fills the code template's `otp` and `brand`; other text
 * fills the text template's `text`, and without MSG91_TEXT_TEMPLATE_ID it fails for good.
 */
export const createMsg91Sender = (settings: Msg91Settings, options: SenderOptions = {}): TextSender => {
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const variablesOf = (message: TextMessage) => {
    if (message.code !== null) {
      return {
        templateId: settings.otpTemplateId,
        variables: { otp: message.code, brand: message.tenantName.slice(0, dltVariableLength) },
      };
    }
    if (settings.textTemplateId === null) {
      throw new PermanentDeliveryError(
        'msg91 sends only sign-in codes: set MSG91_TEXT_TEMPLATE_ID to a template with the variable text for other messages',
      );
    }
    return { templateId: settings.textTemplateId, variables: { text: message.body } };
  };

  return {
    provider: 'msg91',
    channel: 'sms',
    async send(message) {
      const { templateId, variables } = variablesOf(message);
      const answer = await postJson(`${settings.apiUrl}/api/v5/flow`, {
        provider: 'msg91',
        headers: { authkey: settings.authKey },
        body: {
          template_id: templateId,
          short_url: '0',
          recipients: [{ mobiles: toE164(message.to).slice(1), ...variables }],
        },
        timeoutMs,
      });
      return { provider: 'msg91', providerMessageId: requestIdOf(answer, settings.authKey) };
    },
  };
};

/**
 * MSG91's request id from `{ type: 'success', message: <id> }`. MSG91 also says no with HTTP 200 and
 * `{ type: 'error', message }`, which is as final as a 4xx.
 */
const requestIdOf = (answer: Answer, authKey: string) => {
  const type = text(answer.body, 'type');
  const said = text(answer.body, 'message');
  const refused = isRefusal(answer.status) || (answer.status < 300 && type === 'error');
  if (refused) {
    const code = text(answer.body, 'code');
    const words = `${said ?? 'no reason given'}${code ? ` (code ${code})` : ''}`;
    throw new PermanentDeliveryError(redact(`msg91 refused the message (HTTP ${answer.status}): ${words}`, [authKey]));
  }
  if (answer.status >= 300 || type !== 'success' || !said) {
    throw new Error(`msg91 answered HTTP ${answer.status}${said ? `: ${redact(said, [authKey])}` : ''}`);
  }
  return said;
};
