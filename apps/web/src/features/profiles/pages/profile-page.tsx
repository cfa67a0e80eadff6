import { isProfileAccountType, profileTypes } from '@ventura/shared';
import { useLocation } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { CompleteProfilePage } from './complete-profile-page.tsx';
import { EditPage } from './edit-page.tsx';

/** Every route of the feature: the guided flow of a type that has one at its address, else the edit pages. */
export function ProfilePage() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  const type = user && isProfileAccountType(user.accountType) ? profileTypes[user.accountType] : null;
  if (type?.guidedPage && pathname.replace(/\/+$/, '') === type.guidedPage) return <CompleteProfilePage />;
  return <EditPage />;
}
