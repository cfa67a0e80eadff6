import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { notify } from '../../../core/notify.ts';
import { paths } from '../../../core/paths.ts';

const fallbackReason = 'Your profile cannot be edited right now.';

/**
 * Where an edit URL leads while the profile may not be edited (spec 4: a submitted startup on a tenant
 * that disables updates): home, with the server's reason as a toast.
 */
export function EditLocked({ reason }: { reason: string | null }) {
  useEffect(() => {
    notify.error(reason ?? fallbackReason, 'profile-edit-locked');
  }, [reason]);
  return <Navigate to={paths.home} replace />;
}
