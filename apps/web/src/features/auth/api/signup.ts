import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type AccountType,
  ContactLookupResult,
  InviteCodeInfo,
  OtpSent,
  type RegisterRequest,
  type SignupOtpSend,
  type SignupOtpVerify,
} from '@ventura/shared';
import { ApiError, api } from '../../../api/client.ts';
import { authKeys } from './keys.ts';
import { sessionData } from './session.ts';

export type CodeChannel = 'sms' | 'whatsapp';

const otpPath = (channel: CodeChannel, step: 'send' | 'verify') =>
  channel === 'whatsapp' ? `/public/otp_verifications/whatsapp/${step}` : `/public/otp_verifications/${step}`;

/** Sends a sign-up code (409 when the contact already has an account). WhatsApp codes carry the name. */
export const useSendSignupCode = () =>
  useMutation({
    mutationFn: ({ body, channel }: { body: SignupOtpSend; channel: CodeChannel }) =>
      api.post(otpPath(channel, 'send'), OtpSent, { body }),
  });

export type Registration = { registrationToken: string; expiresInSeconds: number };

/** The verify answer: a registration token for the registration call. */
const RegistrationData = {
  parse: (data: unknown): Registration => {
    if (typeof data !== 'object' || data === null || !('registrationToken' in data)) {
      throw new TypeError('The answer carries no registration token');
    }
    const { registrationToken } = data;
    if (typeof registrationToken !== 'string') throw new TypeError('The registration token is not text');
    const expiresInSeconds =
      'expiresInSeconds' in data && typeof data.expiresInSeconds === 'number' ? data.expiresInSeconds : 0;
    return { registrationToken, expiresInSeconds };
  },
};

export const useVerifySignupCode = () =>
  useMutation({
    mutationFn: ({ body, channel }: { body: SignupOtpVerify; channel: CodeChannel }) =>
      api.post(otpPath(channel, 'verify'), RegistrationData, { body }),
  });

/** Creates the account and its first profile; the answer is the session. */
export const useRegister = () =>
  useMutation({
    mutationFn: ({ type, body }: { type: AccountType; body: RegisterRequest }) =>
      api.post(`/public/auth/register/${type}`, sessionData, { body }),
  });

export type ContactLookup =
  | { kind: 'email'; value: string; userType: AccountType }
  | { kind: 'mobile'; value: string; countryCode: string; userType: AccountType };

/** Is this email address or mobile number already registered? Asked early, to point to sign-in. */
export const contactLookupQuery = (lookup: ContactLookup) =>
  queryOptions({
    queryKey: authKeys.contact(lookup.kind, lookup.value, lookup.userType),
    staleTime: 60_000,
    retry: false,
    queryFn: ({ signal }) => {
      const query =
        lookup.kind === 'mobile'
          ? { userType: lookup.userType, countryCode: lookup.countryCode }
          : { userType: lookup.userType };
      return api.get(`/public/auth/verify/${lookup.kind}/${encodeURIComponent(lookup.value)}`, ContactLookupResult, {
        query,
        signal,
      });
    },
  });

/** The answer of the last look-up asked for (see contactLookupQuery); nothing while there is none. */
export const useContactLookup = (lookup: ContactLookup | null) =>
  useQuery({
    ...contactLookupQuery(lookup ?? { kind: 'email', value: '', userType: 'startup' }),
    enabled: lookup !== null,
  });

/** What an invite code opens; a 404 means 'This invite code is not valid'. */
export const inviteCodeQuery = (code: string) =>
  queryOptions({
    queryKey: authKeys.invite(code),
    staleTime: 5 * 60_000,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
    queryFn: ({ signal }) => api.get(`/verify-invite-code/${encodeURIComponent(code)}`, InviteCodeInfo, { signal }),
  });

export const useInviteCode = (code: string) => useQuery({ ...inviteCodeQuery(code), enabled: code.length >= 3 });
