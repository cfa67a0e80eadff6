import { defaultErrorText } from '../../api/client.ts';

/**
 * The spec's default texts (calls 8) for sign-in and sign-up failures. Each shows only when the
 * server's answer has no text of its own (errorText: first of `errors`, else the message).
 */
export const authErrorTexts = {
  /** Asking for a sign-in code; the server's message ('No account uses this email address…') wins. */
  login: 'Error logging in',
  loginCode: 'Error verifying the OTP!',
  signupCode: 'Error while verifying OTP',
  verifyMobile: 'Error while verifying mobile number',
  verifyEmail: 'Error while verifying email address',
  generic: defaultErrorText,
} as const;
