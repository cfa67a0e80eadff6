/** What other features may use of auth: its public face (docs/architecture.md). */
export { countAttempt } from './attempts.ts';
export { confirmHolder, sendConfirmationCode } from './confirm.ts';
export { registerInvitationRoutes } from './invitation-routes.ts';
export { consumeCode, sendCode } from './otp.ts';
export {
  assertMaySignIn,
  assertSignupType,
  assertVerificationAllowed,
  sendEmailVerification,
  tellOldAddress,
} from './service.ts';
