import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../test/helpers.ts';
import { cast } from '../modules/connections/test-kit.ts';

/*
 * A 400 a person can cause says in words what to fix, field by field: zod's own texts ('Invalid input:
 * expected string, received undefined', 'Too small: ...') never reach them. A schema's own words stay.
 */

let t: TestApp;
let token: string;
const { api } = testClient(() => t, 'localhost');
const v2 = (method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  token = (await tenantGraph(t, 'localhost', { founder: cast.founder })).people.founder.token;
});
afterAll(() => t.close());

const zodTexts =
  /Invalid input|Invalid option|expected (string|number|object|array|boolean)|received|Too (small|big)|Unrecognized key/;
/** `part.path: a sentence`, the sentence starting with a capital letter or a quoted field name. */
const fieldWords = /^(body|query|params)(\.[\w.]+)?: ["A-Z]/;

const uuid = randomUUID();
const routes: Array<[string, () => ReturnType<typeof api>, string[]]> = [
  [
    'a challenge application without a pitch',
    () => api('POST', `/challenges/participants/${uuid}/apply`, token, {}),
    ['body.pitch: Pitch is required'],
  ],
  [
    'a connection request without the profile',
    () => api('POST', '/connections/send/request', token, {}),
    ['body.profileUUID: Profile ID is required'],
  ],
  [
    'platform feedback with a reaction not offered',
    () => api('POST', '/platform-feedback', token, { ratings: 'meh' }),
    ['body.ratings: Ratings must be one of: "below_average", "average", "good", "excellent", "loving_it"'],
  ],
  [
    'a call rating with an unknown field and no reaction',
    () => api('POST', `/meetings/${uuid}/rating`, token, { stars: 5 }),
    ['body.ratings: Ratings is required', 'body: "stars" is not a field here: remove it'],
  ],
  [
    'program answers that are not a set of answers',
    () => api('POST', `/application-programs-management/${uuid}/${uuid}/apply`, token, { answers: 'all of them' }),
    ['body.answers: Answers must be a group of fields'],
  ],
  [
    'a wishlist page past the limit',
    () => v2('GET', '/wishlist?limit=5000'),
    ['query.limit: Limit must be 100 or less'],
  ],
  [
    'a wishlist page that is not a number',
    () => v2('GET', '/wishlist?pageNumber=first'),
    ['query.pageNumber: Page number must be a number'],
  ],
  // A schema's own words are kept.
  [
    'a wishlist add for something that is no id',
    () => v2('POST', '/wishlist/create/not-an-id'),
    ['params.userId: This is not a profile or user id'],
  ],
];

describe('the words of a 400', () => {
  it.each(routes)('%s: names each field and says what to fix', async (_what, send, expected) => {
    const res = await send();
    expect(res.statusCode, res.body).toBe(400);
    const { message, errors } = res.json() as { message: string; errors: string[] };
    expect(errors.length).toBeGreaterThan(0);
    for (const text of [message, ...errors]) expect(text).not.toMatch(zodTexts);
    for (const text of errors) expect(text).toMatch(fieldWords);
    expect(errors).toEqual(expect.arrayContaining(expected));
  });
});
