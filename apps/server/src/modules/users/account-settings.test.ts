import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';

let t: TestApp;
const host = 'localhost';
const { api, rows } = testClient(() => t, host);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account settings', () => {
  it('subscribes to the newsletter and leaves it', async () => {
    const { people } = await tenantGraph(t, host, { me: { type: 'mentor' } });
    const on = await api('PATCH', '/users/profile/subscribe-to-newsletter', people.me.token, { subscribed: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.newsletter).toBe(true);
    const off = await api('PATCH', '/users/profile/subscribe-to-newsletter', people.me.token, { subscribed: false });
    expect(off.json().data.newsletter).toBe(false);
  });

  it('turns single email notices off and keeps the rest on', async () => {
    const { people } = await tenantGraph(t, host, { me: { type: 'startup' } });
    const res = await api('PATCH', '/users/profile/notification-settings', people.me.token, { messages: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.notificationSettings).toMatchObject({ messages: false, connectionRequests: true });
    const again = await api('PATCH', '/users/profile/notification-settings', people.me.token, {
      eventReminders: false,
    });
    expect(again.json().data.notificationSettings).toMatchObject({ messages: false, eventReminders: false });
  });

  it('adds social links to the current profile, completing the scheme, and removes one with an empty value', async () => {
    const { people } = await tenantGraph(t, host, { me: { type: 'startup' } });
    const added = await api('PATCH', '/users/profile/social-links', people.me.token, {
      linkedin: 'linkedin.com/company/greenleaf',
      twitter: 'https://x.com/greenleaf',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.socialLinks).toEqual({
      linkedin: 'https://linkedin.com/company/greenleaf',
      twitter: 'https://x.com/greenleaf',
    });
    const removed = await api('PATCH', '/users/profile/social-links', people.me.token, { twitter: '' });
    expect(removed.json().data.socialLinks).toEqual({ linkedin: 'https://linkedin.com/company/greenleaf' });
  });

  it.each([
    ['/users/profile/subscribe-to-newsletter', { subscribed: 'yes' }, 'subscribed'],
    ['/users/profile/subscribe-to-newsletter', { subscribed: true, role: 'operator' }, 'role'],
    ['/users/profile/notification-settings', { messages: 'off' }, 'messages'],
    ['/users/profile/notification-settings', { smsEverything: true }, 'smsEverything'],
    ['/users/profile/notification-settings', {}, 'Nothing to update'],
    ['/users/profile/social-links', { linkedin: 'not a link' }, 'linkedin'],
    ['/users/profile/social-links', { myspace: 'https://myspace.com/x' }, 'myspace'],
  ])('PATCH %s with %j is a 400 naming %s, and nothing changes', async (url, body, named) => {
    const { people } = await tenantGraph(t, host, { me: { type: 'investor' } });
    const res = await api('PATCH', url, people.me.token, body);
    expect(res.statusCode).toBe(400);
    expect(`${res.json().message} ${res.json().errors.join(' ')}`).toContain(named);
    const [user] = await rows(
      `select newsletter, notification_settings, role from users where id = '${people.me.userId}'`,
    );
    expect(user).toEqual({ newsletter: false, notification_settings: {}, role: 'member' });
    const [profile] = await rows(`select social_links from profiles where id = ${people.me.profileId}`);
    expect(profile).toEqual({ social_links: {} });
  });

  it('is closed to signed-out callers', async () => {
    expect(
      (await api('PATCH', '/users/profile/subscribe-to-newsletter', undefined, { subscribed: true })).statusCode,
    ).toBe(401);
  });

  it('answers what the profile may do', async () => {
    const { people } = await tenantGraph(t, host, {
      draft: { type: 'startup' },
      limited: { type: 'startup', approvalStatus: 'limited_access' },
    });
    const draft = (await api('GET', '/users/profile', people.draft.token)).json().data;
    expect(draft.can).toMatchObject({ edit: true, requestApproval: true, connect: true, message: true });
    const limited = (await api('GET', '/users/profile', people.limited.token)).json().data;
    expect(limited.can).toMatchObject({ connect: false, message: false, requestApproval: true });
  });

  it('answers which side of mentorship hours and challenges the profile takes, so pages need not guess', async () => {
    const { people } = await tenantGraph(t, host, {
      startup: { type: 'startup' },
      mentor: { type: 'mentor' },
      corporate: { type: 'corporate' },
      investor: { type: 'investor' },
    });
    const can = async (token: string) => (await api('GET', '/users/profile', token)).json().data.can;
    const sides = { offerMentorHours: false, bookMentorHours: false, postChallenges: false, applyToChallenges: false };
    expect(await can(people.startup.token)).toMatchObject({ ...sides, bookMentorHours: true, applyToChallenges: true });
    expect(await can(people.mentor.token)).toMatchObject({ ...sides, offerMentorHours: true });
    expect(await can(people.corporate.token)).toMatchObject({ ...sides, postChallenges: true });
    expect(await can(people.investor.token)).toMatchObject(sides);
  });
});
