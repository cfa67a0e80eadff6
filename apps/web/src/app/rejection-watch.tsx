import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isProfileAccountType, ProfileCompleteness, profileTypes, type TenantFeatures, timing } from '@ventura/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/client.ts';
import { profileKeys } from '../api/profile.ts';
import { notify } from '../core/notify.ts';
import { type StoredUser, useSessionUser } from '../core/session.ts';
import { signOut } from '../core/sign-out.tsx';
import { useTenant } from '../core/tenant.ts';

/** The signed-in profile's completeness, under the profile's own key: refreshing the profile refreshes it. */
const completenessKey = (profileUuid: string) => [...profileKeys.current(profileUuid), 'completeness'] as const;

/**
 * The signed-in profile's completeness and approval (GET {role}/profile_completeness), or null for
 * account types without a profile to complete.
 */
const fetchCompleteness = (accountType: string, signal: AbortSignal) =>
  isProfileAccountType(accountType)
    ? api.get(`/${profileTypes[accountType].rolePath}/profile_completeness`, ProfileCompleteness, { signal })
    : Promise.resolve(null);

/**
 * Whether the profile's completeness is worth watching for a rejection: the tenant signs rejected
 * profiles out, and the session is the member's own (an operator looking through their eyes came to
 * see exactly that).
 */
export const watchesRejection = (
  features: Pick<TenantFeatures, 'logout_on_rejection'>,
  user: Pick<StoredUser, 'impersonated'> | null,
) => features.logout_on_rejection && user !== null && !user.impersonated;

/**
 * Loaded by the shell only where the tenant signs rejected profiles out and someone is signed in.
 * Spec 4 and calls 4: on a tenant with logout_on_rejection, the profile's completeness is read 1.5 s
 * after sign-in (spec 9) on whatever page the person is; when it shows isRejected, the toast 'Your
 * profile is rejected' shows 1 s later and the person is signed out. A dashboard that shows a rejection
 * decided since refreshes the profile, and with it this completeness.
 */
export function RejectionWatch() {
  const { features } = useTenant();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const watching = watchesRejection(features, user);
  const profileUuid = user?.uuid ?? '';
  const accountType = user?.accountType ?? '';
  const [dueFor, setDueFor] = useState<string | null>(null);

  useEffect(() => {
    if (!watching) return;
    const timer = setTimeout(() => setDueFor(profileUuid), timing.completenessFetchDelay);
    return () => clearTimeout(timer);
  }, [watching, profileUuid]);

  const completeness = useQuery({
    queryKey: completenessKey(profileUuid),
    queryFn: ({ signal }) => fetchCompleteness(accountType, signal),
    enabled: watching && dueFor === profileUuid,
  });
  const rejected = watching && completeness.data?.isRejected === true;

  useEffect(() => {
    if (!rejected) return;
    const timer = setTimeout(() => {
      notify.error('Your profile is rejected', 'profile-rejected');
      void signOut({ queryClient, navigate: (to) => navigate(to) });
    }, timing.rejectionLogoutDelay);
    return () => clearTimeout(timer);
  }, [rejected, queryClient, navigate]);
  return null;
}
