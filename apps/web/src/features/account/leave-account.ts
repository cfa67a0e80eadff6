import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths.ts';
import { sessionStore } from '../../app/session.ts';
import { forgetAccountData } from '../../app/sign-out.tsx';

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
