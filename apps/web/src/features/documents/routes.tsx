import type { PublicProfile } from '@ventura/shared';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { GuardHandle } from '../../core/guards.tsx';

/** Signed-in routes of this feature: the application documents of startups and program offices. */
export const routes: RouteObject[] = [
  {
    path: '/documents',
    handle: { expectedType: ['startup', 'program_office'] } satisfies GuardHandle,
    lazy: async () => ({ Component: (await import('./pages/documents-page.tsx')).DocumentsPage }),
  },
];

/** What a startup's public profile shows a program office below its sections: ask it for a document. */
export const StartupProfileAddition: ComponentType<{ profile: PublicProfile }> = lazy(async () => ({
  default: (await import('./components/request-document.tsx')).RequestDocumentCard,
}));
