import { type PitchEventPayload, pitchEvent } from '@ventura/shared';
import { teamUserIds } from '../../platform/identity/organisation.ts';
import type { Context } from '../../platform/request-context.ts';

/** Tells the startup's people (every device) that a clip or compile of theirs changed. */
export const announce = async (
  ctx: Pick<Context, 'db' | 'realtime'>,
  tenantId: string,
  startupId: number,
  payload: PitchEventPayload,
) => {
  ctx.realtime.toUsers(tenantId, await teamUserIds(ctx.db, tenantId, startupId), pitchEvent, payload);
};

/** Removes stored files no row points at any more; a failure is logged, never the caller's problem. */
export const removeKeys = async (ctx: Pick<Context, 'storage' | 'log'>, keys: readonly string[]) => {
  for (const key of keys) {
    await ctx.storage
      .delete(key)
      .catch((error: unknown) => ctx.log.warn({ err: error, key }, 'could not remove a pitch file'));
  }
};
