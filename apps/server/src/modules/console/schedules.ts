import type { InviteCodeBody, MaintenanceBody, MaintenancePatch } from '@ventura/shared';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/index.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { findPartnerByUuid } from '../../platform/identity/partners.ts';
import type { MaintenanceWindow } from '../../platform/tenancy/repo.ts';
import { presentInviteCode, presentMaintenance } from './present.ts';
import * as repo from './repo.ts';
import type { Operator } from './service.ts';

/*
 * What the console schedules for a tenant: maintenance windows (the banner and the blocking page) and
 * invite codes (who signs up with them). Every change is audited with before and after.
 */

const audit = (operator: Operator, action: string, subjectId: string, detail: Record<string, unknown>) =>
  recordAudit(operator.db, {
    tenantId: operator.tenant.id,
    actorUserId: operator.auth.user.id,
    action,
    subjectType: action.split('.')[0] ?? 'tenant',
    subjectId,
    detail,
    ip: operator.ip,
  });

const brief = (window: MaintenanceWindow) => ({ active: window.active, maintenanceOn: window.maintenanceOn });

export const maintenanceWindows = async ({ db, tenant }: Operator) =>
  (await repo.listMaintenance(db, tenant.id)).map((window) => presentMaintenance(window));

/** Announces a window: members see the banner from now until it ends. */
export const scheduleMaintenance = async (operator: Operator, body: z.output<typeof MaintenanceBody>) => {
  const { db, tenant } = operator;
  const window = await db.transaction(async (tx) => {
    const row = await repo.insertMaintenance(tx, {
      tenantId: tenant.id,
      title: body.title,
      message: body.message,
      startsAt: new Date(body.startsAt),
      endsAt: new Date(body.endsAt),
      maintenanceOnTitle: body.onTitle ?? null,
      maintenanceOnMessage: body.onMessage ?? null,
    });
    if (!row) throw new Error('maintenance insert returned nothing');
    await audit({ ...operator, db: tx }, 'maintenance.schedule', String(row.id), { after: body });
    return row;
  });
  return presentMaintenance(window);
};

/** Switches a window on or off, or withdraws its announcement; a window that is on stays announced. */
export const changeMaintenance = async (operator: Operator, id: number, patch: z.output<typeof MaintenancePatch>) => {
  const { db, tenant } = operator;
  const current = await repo.findMaintenance(db, tenant.id, id);
  if (!current) throw notFound('Maintenance window not found');
  const next = { active: patch.active ?? current.active, maintenanceOn: patch.maintenanceOn ?? current.maintenanceOn };
  if (next.maintenanceOn && !next.active) {
    throw badRequest('Switch maintenance off before withdrawing its notice', [
      'body.active: Switch maintenance off before withdrawing its notice',
    ]);
  }
  const window = await db.transaction(async (tx) => {
    const row = await repo.updateMaintenance(tx, tenant.id, id, next);
    if (!row) throw notFound('Maintenance window not found');
    await audit({ ...operator, db: tx }, 'maintenance.change', String(id), { before: brief(current), after: next });
    return row;
  });
  return presentMaintenance(window);
};

export const inviteCodes = async ({ db, tenant }: Operator) =>
  (await repo.listInviteCodes(db, tenant.id)).map(presentInviteCode);

export const createInviteCode = async (operator: Operator, body: z.output<typeof InviteCodeBody>) => {
  const { db, tenant } = operator;
  const partner = body.partnerId ? await findPartnerByUuid(db, tenant.id, body.partnerId) : undefined;
  if (body.partnerId && !partner)
    throw badRequest('Partner not found', ['body.partnerId: No partner of yours has this id']);
  if (body.expiresAt && Date.parse(body.expiresAt) <= Date.now()) {
    throw badRequest('The code would have expired already', ['body.expiresAt: Choose a moment in the future']);
  }
  if (await repo.findInviteCode(db, tenant.id, body.code)) throw conflict(`The code ${body.code} exists already`);
  const created = await db.transaction(async (tx) => {
    const row = await repo.insertInviteCode(tx, {
      tenantId: tenant.id,
      code: body.code,
      accountType: body.accountType ?? null,
      partnerId: body.partnerId ?? null,
      program: body.program ?? null,
      maxUses: body.maxUses ?? null,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    });
    if (!row) throw new Error('invite code insert returned nothing');
    await audit({ ...operator, db: tx }, 'invite_code.create', body.code, { after: body });
    return row;
  });
  return presentInviteCode({ code: created, partner: partner ? { uuid: partner.uuid, name: partner.name } : null });
};

/** Retires a code: sign-ups with it stop; the people who used it keep their accounts. */
export const deleteInviteCode = async (operator: Operator, id: number) => {
  const { db, tenant } = operator;
  await db.transaction(async (tx) => {
    const removed = await repo.deleteInviteCode(tx, tenant.id, id);
    if (!removed) throw notFound('Invite code not found');
    await audit({ ...operator, db: tx }, 'invite_code.delete', removed.code, {
      before: { code: removed.code, uses: removed.uses, accountType: removed.accountType },
    });
  });
};
