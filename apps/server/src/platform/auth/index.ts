export { authenticate, authPlugin, liveSession, signedIn } from './plugin.ts';
export { type AuthContext, openSession, revokeSession, revokeUserSessions } from './sessions.ts';
