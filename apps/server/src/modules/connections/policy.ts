import type { ProfileRow } from '../../platform/auth/sessions.ts';
import type { ConnectionRow } from './repo.ts';

/** Only the receiver answers a pending request. */
export const connectionPolicy = {
  respond: (me: ProfileRow, c: ConnectionRow) => c.toProfileId === me.id && c.status === 'pending',
};
