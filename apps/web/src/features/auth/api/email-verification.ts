import { useQuery, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../../../api/profile.ts';
import { authKeys } from './keys.ts';
import { fetchJson, messageOf } from './raw.ts';

/** The success text when the server sends none (spec 4). */
export const emailVerifiedText = 'Your email has been verified';

/**
 * Verifies the address of an email link once per page (a query, so React's double effects in
 * development do not send it twice). Resolves to the server's message. A verified link may have
 * switched the sign-in email, so the profile is read afresh afterwards.
 */
export const useEmailVerification = (verificationId: string, emailAddress: string) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: authKeys.emailVerification(verificationId, emailAddress),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }) => {
      const body = await fetchJson('/api/v1/public/auth/verify/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailAddress, verificationId }),
        signal,
      });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      return messageOf(body) || emailVerifiedText;
    },
  });
};
