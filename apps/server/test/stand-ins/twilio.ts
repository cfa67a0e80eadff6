import {
  codeIn,
  e164,
  hex,
  type Outcome,
  type ProviderApi,
  parseJson,
  type StandInConfig,
  textFields,
} from './shared.ts';

const messagesPath = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

/** Twilio's error body: `{ code, message, more_info, status }`. */
const twilioError = (status: number, code: number, message: string): Outcome => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

/**
 * Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic
 * AccountSid:AuthToken and a form of To, From or MessagingServiceSid, and Body or ContentSid with
 * ContentVariables. A `whatsapp:` From sends WhatsApp, and then To must be `whatsapp:` too.
 */
export const twilioApi: ProviderApi = {
  owns: (path) => messagesPath.test(path),
  failure: (status) => twilioError(status, 20500, 'Internal Server Error'),
  answer: (request, config) => {
    const account = config.twilio;
    const expected = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return {
        ...twilioError(401, 20003, 'Authenticate'),
        headers: { 'www-authenticate': 'Basic realm="Twilio API"' },
      };
    }
    if (request.method !== 'POST' || messagesPath.exec(request.path)?.[1] !== account.accountSid) {
      return twilioError(404, 20404, `The requested resource ${request.path} was not found`);
    }
    return createMessage(new URLSearchParams(request.body), config);
  },
};

const createMessage = (form: URLSearchParams, config: StandInConfig): Outcome => {
  const account = config.twilio;
  const to = form.get('To');
  const from = form.get('From');
  const serviceSid = form.get('MessagingServiceSid');
  const contentSid = form.get('ContentSid');
  const body = form.get('Body');
  if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
  const channel = from?.startsWith('whatsapp:') ? 'whatsapp' : 'sms';
  const number = channel === 'whatsapp' ? to.replace(/^whatsapp:/, '') : to;
  const prefixed = channel === 'sms' || to.startsWith('whatsapp:');
  if (!prefixed || !e164.test(number) || number === config.invalidNumber) {
    return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
  }
  if (serviceSid !== null && serviceSid !== account.messagingServiceSid) {
    return twilioError(400, 21701, 'The Messaging Service does not exist.');
  }
  if (serviceSid === null && from === null) return twilioError(400, 21603, "A 'From' phone number is required.");
  if (channel === 'sms' && from !== null && from !== account.smsFrom) {
    return twilioError(
      400,
      21606,
      `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
    );
  }
  if (channel === 'whatsapp' && from !== `whatsapp:${account.whatsappFrom}`) {
    return twilioError(400, 63007, 'Twilio could not find a Channel with the specified From address');
  }
  if (contentSid !== null && contentSid !== account.otpContentSid) {
    return twilioError(400, 21655, 'The ContentSid is Invalid');
  }
  if (contentSid === null && !body) return twilioError(400, 21602, 'Message body is required.');

  const variables = contentSid ? textFields(parseJson(form.get('ContentVariables') ?? '{}')) : {};
  const code = contentSid ? (variables['1'] ?? null) : codeIn(body ?? '');
  const sid = `SM${hex(32)}`;
  const now = new Date().toUTCString().replace('GMT', '+0000');
  return {
    status: 201,
    body: {
      account_sid: account.accountSid,
      api_version: '2010-04-01',
      body: body ?? '',
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: from,
      messaging_service_sid: serviceSid,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid,
      status: serviceSid ? 'accepted' : 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${account.accountSid}/Messages/${sid}/Media.json` },
      to,
      uri: `/2010-04-01/Accounts/${account.accountSid}/Messages/${sid}.json`,
    },
    accepted: {
      provider: 'twilio',
      channel,
      to: number,
      code,
      body: contentSid ? null : body,
      template: contentSid,
      variables,
    },
  };
};
