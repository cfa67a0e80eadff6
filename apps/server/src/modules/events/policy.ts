import type { TenantSettings } from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { events } from './tables.ts';

type EventRow = typeof events.$inferSelect;

export const eventsOn = (settings: TenantSettings) => settings.features.events;

/** Who may do what with events; pure functions of the caller and the event. */
export const eventPolicy = {
  /** Creates, edits and cancels events, and reads their registrations: the tenant's operators. */
  manage: (auth: AuthContext | null) => auth !== null && accountPolicy.useConsole(auth),
  /** Drafts and cancelled events are the operators' alone; a published one is any member's. */
  see: (auth: AuthContext | null, event: Pick<EventRow, 'status'>) =>
    event.status === 'published' || eventPolicy.manage(auth),
  /** A visitor (signed out) sees published public events only. */
  seePublic: (event: Pick<EventRow, 'status' | 'isPublic'>) => event.status === 'published' && event.isPublic,
  /** Registering is open while the event is published and has not ended. */
  register: (event: Pick<EventRow, 'status' | 'endsAt'>, now = new Date()) =>
    event.status === 'published' && event.endsAt > now,
};
