import type { PaymentAlert, PaymentAlertKind, PaymentProvider } from '@ventura/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { users } from '../../platform/identity/index.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { paymentAlerts } from './tables.ts';

/**
 * Notes something refused for the tenant's operators (admin/payments/alerts) and the server's log: who,
 * from where, and what, never a key or a signature.
 */
export const recordAlert = async (
  ctx: Context,
  alert: { kind: PaymentAlertKind; detail: string; provider?: PaymentProvider | null },
) => {
  ctx.log.warn({ paymentAlert: alert.kind, tenant: ctx.tenant.id, detail: alert.detail }, 'payment refused');
  await ctx.db.insert(paymentAlerts).values({
    tenantId: ctx.tenant.id,
    kind: alert.kind,
    detail: alert.detail.slice(0, 500),
    provider: alert.provider ?? null,
    userId: ctx.auth?.user.id ?? null,
    ip: ctx.ip,
  });
};

/** GET admin/payments/alerts: newest first. */
export const alertPage = async (m: Member, page: { pageNumber: number; limit: number }) => {
  const where = eq(paymentAlerts.tenantId, m.tenant.id);
  const [rows, [total]] = await Promise.all([
    m.db
      .select({ alert: paymentAlerts, userName: users.name })
      .from(paymentAlerts)
      .leftJoin(users, and(eq(users.tenantId, paymentAlerts.tenantId), eq(users.id, paymentAlerts.userId)))
      .where(where)
      .orderBy(desc(paymentAlerts.createdAt), desc(paymentAlerts.id))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
    m.db.select({ value: count() }).from(paymentAlerts).where(where),
  ]);
  const items = rows.map(
    ({ alert, userName }): PaymentAlert => ({
      uuid: alert.uuid,
      kind: alert.kind,
      detail: alert.detail,
      provider: alert.provider,
      userName: userName ?? null,
      ip: alert.ip,
      createdAt: alert.createdAt.toISOString(),
    }),
  );
  return pageAnswer(items, total?.value ?? 0, page);
};
