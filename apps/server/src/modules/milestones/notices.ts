import type { Db } from '../../platform/db/index.ts';
import { operatorUserIds } from '../../platform/identity/index.ts';
import { teamUserIds } from '../../platform/identity/organisation.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import type { Context } from '../../platform/request-context.ts';
import * as repo from './repo.ts';

/*
 * Who hears of a milestone, in the app and by email (under the milestoneUpdates notice): its confirmers when
 * the startup gives evidence (the program's reviewers, the partner's people, else the operators); the
 * startup's team when it is confirmed or sent back; the team again, once, when it is overdue (reminders.ts).
 * Nobody hears of their own act.
 */

type Deps = Pick<Context, 'tenant' | 'notifier' | 'origin'>;
const notice = 'milestoneUpdates' as const;

export const startupUrl = '/milestones';
const reviewerUrl = '/milestones?tab=confirm';
const partnerUrl = '/admin/portfolio-milestones?tab=confirm';
const operatorUrl = '/admin/milestones?tab=confirm';

/** Who confirms the milestone, and where they do it. */
const confirmersOf = async (db: Db, tenantId: string, row: repo.MilestoneRow) => {
  if (row.m.programId !== null) {
    const ids = await repo.programReviewerIds(db, tenantId, row.m.programId);
    if (ids.length > 0) return { ids, url: reviewerUrl };
  } else if (row.templatePartnerUuid !== null) {
    const ids = await repo.partnerUserIds(db, tenantId, row.templatePartnerUuid);
    if (ids.length > 0) return { ids, url: partnerUrl };
  }
  // Nobody else confirms it (or the program has no reviewers yet): the operators do.
  return { ids: await operatorUserIds(db, tenantId), url: operatorUrl };
};

const send = async (
  deps: Deps,
  db: Db,
  input: {
    userIds: string[];
    kind: 'milestone_submitted' | 'milestone_reviewed';
    title: string;
    lines: string[];
    url: string;
  },
): Promise<Delivery | null> => {
  if (input.userIds.length === 0) return null;
  const origin = await deps.origin(db);
  return deps.notifier.record(db, {
    tenantId: deps.tenant.id,
    userIds: input.userIds,
    kind: input.kind,
    title: input.title,
    body: input.lines[0] ?? '',
    url: input.url,
    email: { notice, subject: input.title, text: [...input.lines, '', `Open it: ${origin}${input.url}`].join('\n') },
  });
};

/** The startup gave evidence: its confirmers are asked to look. */
export const submitted = async (deps: Deps, db: Db, row: repo.MilestoneRow, actorId: string) => {
  const { ids, url } = await confirmersOf(db, deps.tenant.id, row);
  return send(deps, db, {
    userIds: ids.filter((id) => id !== actorId),
    kind: 'milestone_submitted',
    title: `${row.startupName} completed “${row.m.title}”: confirm it`,
    lines: [
      `${row.startupName} marked the milestone “${row.m.title}” as completed and gave its evidence.`,
      'Look at the evidence, then confirm it or send it back with a note.',
    ],
    url,
  });
};

/** A confirmer confirmed the milestone or sent it back: the startup's team hears of it. */
export const reviewed = async (
  deps: Deps,
  db: Db,
  row: repo.MilestoneRow,
  input: { actorId: string; actorName: string; confirmed: boolean; note: string },
) => {
  const team = await teamUserIds(db, deps.tenant.id, row.m.startupProfileId);
  const title = input.confirmed
    ? `“${row.m.title}” is confirmed`
    : `“${row.m.title}” was sent back: ${input.note.slice(0, 80)}`;
  return send(deps, db, {
    userIds: team.filter((id) => id !== input.actorId),
    kind: 'milestone_reviewed',
    title,
    lines: [
      input.confirmed
        ? `${input.actorName} confirmed your milestone “${row.m.title}”.`
        : `${input.actorName} sent your milestone “${row.m.title}” back. Their note: ${input.note}`,
      ...(input.confirmed ? [] : ['Add what is missing and complete it again.']),
    ],
    url: startupUrl,
  });
};
