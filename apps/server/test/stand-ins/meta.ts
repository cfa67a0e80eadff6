import { digitsOf, field, hex, type Outcome, type ProviderApi, parseJson, text } from './shared.ts';

const messagesPath = /^(?:\/v\d+\.\d+)?\/(\d+)\/messages$/;

/** Graph API's error body: `{ error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }`. */
const graphError = (
  status: number,
  code: number,
  message: string,
  more: { type?: string; subcode?: number; details?: string } = {},
): Outcome => ({
  status,
  body: {
    error: {
      message,
      type: more.type ?? 'OAuthException',
      code,
      ...(more.subcode ? { error_subcode: more.subcode } : {}),
      ...(more.details ? { error_data: { messaging_product: 'whatsapp', details: more.details } } : {}),
      fbtrace_id: `A${hex(22)}`,
    },
  },
});

/** The one text parameter of a template component, or undefined when there is not exactly one. */
const parameterOf = (component: unknown) => {
  const parameters = field(component, 'parameters');
  return Array.isArray(parameters) && parameters.length === 1 ? text(parameters[0], 'text') : undefined;
};

/**
 * WhatsApp Business Cloud API: POST /{version}/{phone-number-id}/messages (the version prefix optional)
 * with `Authorization: Bearer` and a template message. Authentication templates take the code twice: as
 * the body's parameter and as the copy-code (url) button's parameter.
 */
export const metaApi: ProviderApi = {
  owns: (path) => messagesPath.test(path),
  failure: (status) => graphError(status, 131000, '(#131000) Something went wrong'),
  answer: (request, config) => {
    const account = config.meta;
    if (request.headers.authorization !== `Bearer ${account.accessToken}`) {
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    const phoneNumberId = messagesPath.exec(request.path)?.[1];
    if (request.method !== 'POST' || phoneNumberId !== account.phoneNumberId) {
      return graphError(
        400,
        100,
        `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        { type: 'GraphMethodException', subcode: 33 },
      );
    }
    const sent = parseJson(request.body);
    const template = field(sent, 'template');
    const to = text(sent, 'to') ?? '';
    if (text(sent, 'messaging_product') !== 'whatsapp') {
      return graphError(400, 100, '(#100) The parameter messaging_product is required.');
    }
    if (text(sent, 'type') !== 'template' || !template) {
      return graphError(400, 100, '(#100) Invalid parameter', { details: 'the stand-in sends template messages only' });
    }
    if (!/^\+?[1-9]\d{7,14}$/.test(to)) {
      return graphError(400, 100, '(#100) Invalid parameter', {
        details: "Parameter 'to' is not a valid phone number",
      });
    }
    if (digitsOf(to) === digitsOf(config.invalidNumber)) {
      return graphError(400, 131026, '(#131026) Message Undeliverable.', { details: 'Message Undeliverable.' });
    }
    const name = text(template, 'name');
    const language = text(field(template, 'language'), 'code');
    if (name !== account.otpTemplate || language !== account.language) {
      return graphError(404, 132001, '(#132001) Template name does not exist in the translation', {
        details: `template name (${name}) does not exist in ${language}`,
      });
    }
    const components = field(template, 'components');
    const list: unknown[] = Array.isArray(components) ? components : [];
    const body = parameterOf(list.find((component) => text(component, 'type') === 'body'));
    const button = parameterOf(
      list.find(
        (component) =>
          text(component, 'type') === 'button' &&
          text(component, 'sub_type') === 'url' &&
          text(component, 'index') === '0',
      ),
    );
    if (!body || !button) {
      return graphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params', {
        details: 'an authentication template takes the code as its body parameter and its copy-code button parameter',
      });
    }
    const number = digitsOf(to);
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: number }],
        messages: [{ id: `wamid.${Buffer.from(hex(32)).toString('base64')}`, message_status: 'accepted' }],
      },
      accepted: {
        provider: 'meta',
        channel: 'whatsapp',
        to: `+${number}`,
        code: body,
        body: null,
        template: name,
        variables: { body, button },
      },
    };
  },
};
