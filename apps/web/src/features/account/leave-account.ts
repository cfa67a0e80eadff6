import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../core/paths.ts';
import { sessionStore } from '../../core/session.ts';
import { forgetAccountData } from '../../core/sign-out.tsx';

/**
 * After the account was deactivated or deleted its sessions are gone on the server: forget the
 * session and everything cached for it on this device, and go to '/'.
 */
export const leaveAccount = ({
  queryClient,
  navigate,
}: {
  queryClient: QueryClient;
  navigate: (to: string) => void;
}) => {
  sessionStore.clear();
  forgetAccountData(queryClient);
  navigate(paths.home);
};
