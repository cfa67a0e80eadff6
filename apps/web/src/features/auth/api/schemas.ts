import { OtpSent, ProfileTypeEntry, SessionEnvelope, SsoButton } from '@ventura/shared';
import { z } from 'zod';

/*
 * Response schemas of the sign-in calls, loaded beside the first call that needs one: the sign-in page
 * shows before zod has arrived.
 */

/** A new session as sign-in, sign-up, switch, create and back-door login return it (the envelope's data). */
export const SessionData = SessionEnvelope.shape.data;
export const ProfileTypeList = ProfileTypeEntry.array();
/** The sign-in page's single sign-on buttons (GET public/auth/sso/providers). */
export const SsoButtonList = z.object({ items: z.array(SsoButton) });
export { OtpSent };
