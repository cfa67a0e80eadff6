import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginVerify } from '@ventura/shared';
import { api } from '../../../api/client.ts';
import { sessionData } from './session.ts';

/** Sends a sign-in code to a mobile number or an email address (404 when no account uses it). */
export const useRequestLoginCode = () =>
  useMutation({
    mutationFn: (body: LoginRequest) =>
      api.post('/public/auth/mobile/login', async () => (await import('./schemas.ts')).OtpSent, { body }),
  });

/** Checks the code; the answer is the session. */
export const useVerifyLoginCode = () =>
  useMutation({
    mutationFn: (body: LoginVerify) => api.post('/public/auth/mobile/login/verify', sessionData, { body }),
  });
