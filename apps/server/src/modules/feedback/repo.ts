import type { PlatformFeedback } from '@ventura/shared';
import type { Db } from '../../platform/db/index.ts';
import { platformFeedback } from './tables.ts';

export const insertFeedback = async (
  db: Db,
  tenantId: string,
  feedback: PlatformFeedback & { userId?: string | null },
) => {
  const [row] = await db
    .insert(platformFeedback)
    .values({ tenantId, userId: feedback.userId ?? null, ratings: feedback.ratings, comments: feedback.comments })
    .returning();
  if (!row) throw new Error('Feedback was not stored');
  return row;
};
