import { SessionEnvelope } from '@ventura/shared';

/** A new session as sign-in, sign-up, switch, create and back-door login return it (the envelope's data). */
export const SessionData = SessionEnvelope.shape.data;
