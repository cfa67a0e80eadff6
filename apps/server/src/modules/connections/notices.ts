import { isProfileAccountType, limits, publicProfilePath } from '@ventura/shared';
import type { ProfileRow, User } from '../../platform/auth/sessions.ts';
import type { NotifyInput } from '../../platform/notify/notifier.ts';

/*
 * What people are told about connections, in the app and by email. Each function answers the input of
 * notifier.record for one event.
 */

type Party = { profile: ProfileRow; user: User };
type Tenant = { id: string; name: string };

/** How a person reads in a sentence: "Aarav Shah (GreenLeaf Labs)". */
const who = ({ profile, user }: Party) =>
  profile.organizationName && profile.organizationName !== user.name
    ? `${user.name} (${profile.organizationName})`
    : user.name;

/** The web page that answers a request from its email (the token is the only credential it carries). */
export const actionLink = (origin: string, token: string, action: 'accept' | 'reject') =>
  `${origin}/connection-request?token=${encodeURIComponent(token)}&action=${action}`;

/** To the receiver of a request that reached them: in the app, and by email with links to answer at once. */
export const requestedNotice = (input: {
  tenant: Tenant;
  from: Party;
  to: Party;
  message: string | null;
  origin: string;
  token: string;
}): NotifyInput => {
  const { tenant, from, to, message, origin, token } = input;
  const title = `${who(from)} wants to connect with you`;
  const quoted = message ? `\n\nTheir message:\n${message}` : '';
  return {
    tenantId: tenant.id,
    userIds: [to.user.id],
    kind: 'connection_requested',
    title,
    body: message,
    icon: from.profile.avatar,
    url: '/connections?tab=received',
    email: {
      notice: 'connectionRequests',
      subject: `${who(from)} wants to connect on ${tenant.name}`,
      text:
        `Hello ${to.user.name},\n\n${who(from)} asked to connect with you on ${tenant.name}.${quoted}\n\n` +
        `Accept: ${actionLink(origin, token, 'accept')}\n` +
        `Reject: ${actionLink(origin, token, 'reject')}\n\n` +
        `Each link works once, for ${limits.connectionActionDays} days. ` +
        `You can also answer on ${origin}/connections?tab=received`,
    },
  };
};

/** To the sender, once the receiver accepted: a link to the new connection's profile. */
export const acceptedNotice = (input: { tenant: Tenant; from: Party; to: Party; origin: string }): NotifyInput => {
  const { tenant, from, to, origin } = input;
  const type = to.profile.accountType;
  const url = isProfileAccountType(type)
    ? publicProfilePath(type, to.profile.uuid, to.profile.organizationName ?? to.user.name)
    : '/connections';
  return {
    tenantId: tenant.id,
    userIds: [from.user.id],
    kind: 'connection_accepted',
    title: `${who(to)} accepted your connection request`,
    icon: to.profile.avatar,
    url,
    email: {
      notice: 'connectionAccepted',
      subject: `${who(to)} accepted your connection request on ${tenant.name}`,
      text: `Hello ${from.user.name},\n\n${who(to)} accepted your request to connect on ${tenant.name}.\n\nSee their profile: ${origin}${url}`,
    },
  };
};

/** To the tenant's operators: a request waits in the moderation queue (in the app only). */
export const moderationNotice = (input: {
  tenant: Tenant;
  operatorIds: string[];
  from: Party;
  to: Party;
}): NotifyInput => ({
  tenantId: input.tenant.id,
  userIds: input.operatorIds,
  kind: 'connection_moderation',
  title: 'A connection request waits for moderation',
  body: `${who(input.from)} asked to connect with ${who(input.to)}`,
  icon: null,
  url: '/admin/connections',
});

/** To the sender, when the operators stopped their request (in the app only). */
export const declinedNotice = (input: {
  tenant: Tenant;
  from: Party;
  to: Party;
  note: string | null;
}): NotifyInput => ({
  tenantId: input.tenant.id,
  userIds: [input.from.user.id],
  kind: 'connection_rejected',
  title: `Your connection request to ${who(input.to)} was not approved`,
  body: input.note,
  icon: null,
  url: '/connections',
});
