import { type IpStage, ipKindLabels, ipStageLabels } from '@ventura/shared';
import type { Db } from '../../platform/db/index.ts';
import { operatorUserIds } from '../../platform/identity/index.ts';
import { teamUserIds } from '../../platform/identity/organisation.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import type { Context } from '../../platform/request-context.ts';
import type * as repo from './repo.ts';

/*
 * Who hears of what happens to an IP request, in the app and by email (the ipUpdates notice): the owner's side
 * (everyone who acts for the owning profile) of the team's moves and notes; the facilitator, or while there is
 * none every operator, of a new request and of the owner's notes, edits and withdrawal. Internal notes are told
 * to nobody. Nobody hears of their own act.
 */

export type NoticeDeps = Pick<Context, 'tenant' | 'notifier' | 'origin'>;
type Request = Pick<repo.RequestRow, 'uuid' | 'title' | 'kind' | 'profileId' | 'facilitatorUserId'>;

export const memberUrl = (uuid: string) => `/ip-request/${uuid}`;
export const consoleUrl = (uuid: string) => `/admin/ip-requests/${uuid}`;

const notice = 'ipUpdates' as const;

const record = async (
  deps: NoticeDeps,
  db: Db,
  input: { userIds: string[]; request: Request; title: string; lines: string[]; url: string },
): Promise<Delivery | null> => {
  if (input.userIds.length === 0) return null;
  const kind = ipKindLabels[input.request.kind as keyof typeof ipKindLabels] ?? 'IP';
  const subject = `${kind} request: ${input.request.title}`;
  const origin = await deps.origin(db);
  return deps.notifier.record(db, {
    tenantId: deps.tenant.id,
    userIds: input.userIds,
    kind: 'ip_stage',
    title: input.title,
    body: subject,
    url: input.url,
    email: { notice, subject, text: [...input.lines, '', `Open the request: ${origin}${input.url}`].join('\n') },
  });
};

const without = (ids: readonly string[], actorId: string) => [...new Set(ids)].filter((id) => id !== actorId);

/** The owner's side: everyone who acts for the owning profile. */
const ownerSide = async (db: Db, tenantId: string, request: Request, actorId: string) =>
  without(await teamUserIds(db, tenantId, request.profileId), actorId);

/** The team to tell of the owner's act: the facilitator, else every operator. */
const teamSide = async (db: Db, tenantId: string, request: Request, actorId: string) =>
  without(request.facilitatorUserId ? [request.facilitatorUserId] : await operatorUserIds(db, tenantId), actorId);

/** The team's member URL: the facilitator works in /ip-request, operators in the console. */
const teamUrl = (request: Request) => (request.facilitatorUserId ? memberUrl : consoleUrl)(request.uuid);

export const newRequest = async (
  deps: NoticeDeps,
  db: Db,
  request: Request,
  input: { actorId: string; by: string; owner: string },
) =>
  record(deps, db, {
    userIds: await teamSide(db, deps.tenant.id, request, input.actorId),
    request,
    title: `New IP request from ${input.owner}: ${request.title}`,
    lines: [`${input.by} of ${input.owner} asked for help with "${request.title}".`],
    url: consoleUrl(request.uuid),
  });

/** A stage move: the owner hears of the team's, the team of the owner's (and the facilitator of an operator's). */
export const moved = async (
  deps: NoticeDeps,
  db: Db,
  request: Request,
  input: { actorId: string; actorName: string; to: IpStage; note: string; byOwner: boolean },
) => {
  const label = ipStageLabels[input.to].toLowerCase();
  const lines = [`${input.actorName} moved "${request.title}" to ${label}.`, ...(input.note ? ['', input.note] : [])];
  if (input.byOwner) {
    return [
      await record(deps, db, {
        userIds: await teamSide(db, deps.tenant.id, request, input.actorId),
        request,
        title: `${input.actorName} moved "${request.title}" to ${label}`,
        lines,
        url: teamUrl(request),
      }),
    ];
  }
  const owners = await ownerSide(db, deps.tenant.id, request, input.actorId);
  const facilitator =
    request.facilitatorUserId && !owners.includes(request.facilitatorUserId)
      ? without([request.facilitatorUserId], input.actorId)
      : [];
  return [
    await record(deps, db, {
      userIds: owners,
      request,
      title: `Your IP request "${request.title}" is ${label}`,
      lines,
      url: memberUrl(request.uuid),
    }),
    await record(deps, db, {
      userIds: facilitator,
      request,
      title: `${input.actorName} moved "${request.title}" to ${label}`,
      lines,
      url: memberUrl(request.uuid),
    }),
  ];
};

/** A note told to the other side; an internal note to nobody. */
export const noted = async (
  deps: NoticeDeps,
  db: Db,
  request: Request,
  input: { actorId: string; actorName: string; note: string; byOwner: boolean; internal: boolean },
) => {
  if (input.internal) return null;
  const lines = [`${input.actorName} wrote on "${request.title}":`, '', input.note];
  if (input.byOwner) {
    return record(deps, db, {
      userIds: await teamSide(db, deps.tenant.id, request, input.actorId),
      request,
      title: `${input.actorName} wrote on "${request.title}"`,
      lines,
      url: teamUrl(request),
    });
  }
  return record(deps, db, {
    userIds: await ownerSide(db, deps.tenant.id, request, input.actorId),
    request,
    title: `${input.actorName} wrote on your IP request "${request.title}"`,
    lines,
    url: memberUrl(request.uuid),
  });
};

/** The owner changed the request: the team hears. */
export const edited = async (
  deps: NoticeDeps,
  db: Db,
  request: Request,
  input: { actorId: string; actorName: string },
) =>
  record(deps, db, {
    userIds: await teamSide(db, deps.tenant.id, request, input.actorId),
    request,
    title: `${input.actorName} updated "${request.title}"`,
    lines: [`${input.actorName} updated the IP request "${request.title}".`],
    url: teamUrl(request),
  });

/** An operator gave the request to a facilitator: they hear of it. */
export const assigned = async (
  deps: NoticeDeps,
  db: Db,
  request: Request,
  input: { actorId: string; actorName: string; facilitatorId: string },
) =>
  record(deps, db, {
    userIds: without([input.facilitatorId], input.actorId),
    request,
    title: `You are the facilitator of the IP request "${request.title}"`,
    lines: [`${input.actorName} asked you to facilitate the IP request "${request.title}".`],
    url: memberUrl(request.uuid),
  });
