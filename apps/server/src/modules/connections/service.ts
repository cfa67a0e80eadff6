import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { connectionPolicy } from './policy.ts';
import { findConnection } from './repo.ts';
import { connections } from './tables.ts';

/** Accepts or rejects a pending request addressed to the caller. */
export const respond = async (
  db: Db,
  input: {
    tenantId: string;
    auth: AuthContext;
    uuid: string;
    answer: 'accepted' | 'rejected';
    actionMessage?: string | undefined;
  },
) => {
  const connection = await findConnection(db, input.tenantId, input.uuid);
  const mine =
    connection &&
    (connection.toProfileId === input.auth.profile.id || connection.fromProfileId === input.auth.profile.id);
  if (!connection || !mine) throw notFound('Connection request not found');
  if (!connectionPolicy.respond(input.auth.profile, connection))
    throw forbidden('Only the receiver can answer a pending request');
  const [updated] = await db
    .update(connections)
    .set({ status: input.answer, actionMessage: input.actionMessage ?? null, respondedAt: new Date() })
    .where(
      and(
        eq(connections.tenantId, input.tenantId),
        eq(connections.id, connection.id),
        eq(connections.status, 'pending'),
      ),
    )
    .returning();
  if (!updated) throw notFound('Connection request not found');
  return updated;
};
