import { type AdminIpFilter, type AdminIpPage, type IpStage, ipOpenStages, ipStages, pageSizes } from '@ventura/shared';
import { countedPage, pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import * as notices from './notices.ts';
import { ipPolicy } from './policy.ts';
import { presentSummary } from './present.ts';
import * as repo from './repo.ts';
import { detail, type IpMember, visibleRequest } from './service.ts';

/* The console's IP requests: the queue, its counts, and who facilitates a request. Operators only. */

const assertOperator = (m: IpMember) => {
  if (!ipPolicy.assign(m.caller)) throw forbidden('IP requests are managed by the tenant’s operators');
};

const stagesOf = (stage: AdminIpFilter['stage']) => {
  if (stage === 'all') return null;
  if (stage === 'open') return ipOpenStages;
  return [stage];
};

/** GET admin/ip-requests: the queue, filtered, recently changed first, with how many are in each stage. */
export const queue = async (m: IpMember, query: AdminIpFilter): Promise<AdminIpPage> => {
  assertOperator(m);
  const window = pageWindow(query);
  const { rows, matching } = repo.queue(
    m.db,
    m.tenant.id,
    { stages: stagesOf(query.stage), kind: query.kind, facilitator: query.facilitator, q: query.q || undefined },
    window,
  );
  const [counted, byStage] = [
    await countedPage(m.db, await rows, window, matching),
    await repo.stageCounts(m.db, m.tenant.id),
  ];
  const counts = Object.fromEntries(ipStages.map((stage) => [stage, 0])) as Record<IpStage, number>;
  for (const row of byStage)
    if ((ipStages as readonly string[]).includes(row.stage)) counts[row.stage as IpStage] = row.count;
  return { ...pageAnswer(counted.rows.map(presentSummary), counted.total, query), counts };
};

/** PUT admin/ip-requests/{uuid}/facilitator: an approved member of the tenant, who hears of it; or nobody. */
export const assignFacilitator = async (m: IpMember, uuid: string, userUuid: string | null) => {
  assertOperator(m);
  const row = await visibleRequest(m, uuid);
  const chosen = userUuid === null ? null : await repo.findFacilitator(m.db, m.tenant.id, userUuid);
  if (userUuid !== null && !chosen) {
    throw badRequest('Choose an approved member of the platform', [
      'body.userUuid: Choose an approved member of the platform',
    ]);
  }
  const delivery = await m.db.transaction(async (tx) => {
    await repo.updateRequest(tx, m.tenant.id, row.id, { facilitatorUserId: userUuid });
    await repo.insertEvent(tx, {
      tenantId: m.tenant.id,
      ipRequestId: row.id,
      authorUserId: m.caller.userId,
      note: chosen ? `${chosen.name} is the facilitator now.` : 'Nobody facilitates the request now.',
      internal: true,
    });
    return chosen && chosen.id !== row.facilitatorUserId
      ? notices.assigned(m, tx, row, {
          actorId: m.caller.userId,
          actorName: m.auth.user.name,
          facilitatorId: chosen.id,
        })
      : null;
  });
  if (delivery) m.notifier.publish(delivery);
  return detail(m, uuid);
};

/** GET admin/ip-facilitators?q=: approved members whose name or organisation has the words. */
export const facilitatorChoices = async (m: IpMember, q: string) => {
  assertOperator(m);
  const rows = await repo.facilitatorChoices(m.db, m.tenant.id, q, pageSizes.picker.max);
  return rows.map((row) => ({
    userUuid: row.userId,
    name: row.name,
    organization: row.organization,
    accountType: row.accountType,
  }));
};
