/** The schema of a new session as sign-in, sign-up, switch, create and back-door login return it, loaded on demand. */
export const sessionData = async () => (await import('./schemas.ts')).SessionData;
