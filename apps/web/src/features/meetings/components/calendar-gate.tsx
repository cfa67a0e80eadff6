import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { useTenant } from '../../../core/tenant.ts';

/** The calendar's pages exist only where the tenant has the calendar on (flag `calendar`); elsewhere a 404. */
export function CalendarGate({ children }: { children: ReactNode }) {
  const tenant = useTenant();
  if (!tenant.features.calendar) return <Navigate to={paths.notFound} replace />;
  return children;
}
