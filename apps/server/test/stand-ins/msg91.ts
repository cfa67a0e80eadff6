import { digitsOf, field, hex, type Outcome, type ProviderApi, parseJson, text, textFields } from './shared.ts';

/** MSG91's answers: `{ type: 'success' | 'error', message }`, its errors sometimes with HTTP 200. */
const msg91Answer = (status: number, type: 'success' | 'error', message: string, code?: string): Outcome => ({
  status,
  body: code ? { type, message, code } : { type, message },
});

/**
 * MSG91's Flow API: POST /api/v5/flow with the `authkey` header and JSON `{ template_id, short_url,
 * recipients: [{ mobiles: '919800000010', ...variables }] }`. The code template's code is its `otp`
 * variable; the text template's words are its `text` variable. A template it does not know is refused
 * with HTTP 200 and type error, as MSG91 does.
 */
export const msg91Api: ProviderApi = {
  owns: (path) => path === '/api/v5/flow' || path === '/api/v5/flow/',
  failure: (status) => msg91Answer(status, 'error', 'Internal Server Error'),
  answer: (request, config) => {
    const account = config.msg91;
    if (request.headers.authkey !== account.authKey) return msg91Answer(401, 'error', 'AuthenticationFailure', '401');
    if (request.method !== 'POST') return msg91Answer(405, 'error', 'Method Not Allowed');
    const sent = parseJson(request.body);
    const templateId = text(sent, 'template_id');
    const recipients = field(sent, 'recipients');
    const recipient: unknown = Array.isArray(recipients) && recipients.length === 1 ? recipients[0] : undefined;
    const mobiles = text(recipient, 'mobiles') ?? '';
    if (templateId !== account.otpTemplateId && templateId !== account.textTemplateId) {
      return msg91Answer(200, 'error', 'Template ID Missing or Invalid Template');
    }
    if (!/^[1-9]\d{7,14}$/.test(mobiles) || mobiles === digitsOf(config.invalidNumber)) {
      return msg91Answer(400, 'error', 'Mobile number is invalid');
    }
    const otp = templateId === account.otpTemplateId;
    const { mobiles: _number, ...variables } = textFields(recipient);
    const variable = otp ? variables.otp : variables.text;
    if (!variable) return msg91Answer(400, 'error', `Variable ${otp ? 'otp' : 'text'} is missing`);
    return {
      ...msg91Answer(200, 'success', hex(24)),
      accepted: {
        provider: 'msg91',
        channel: 'sms',
        to: `+${mobiles}`,
        code: otp ? variable : null,
        body: otp ? null : variable,
        template: templateId,
        variables,
      },
    };
  },
};
