import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { dashboardPaths } from '@ventura/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { programPaths } from '../../../core/program-paths.ts';
import { type StoredProfile, type StoredUser, useSessionUser, useStoredProfile } from '../../../core/session.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { EditProgramPage, NewProgramPage } from './editor-pages.tsx';
import { PageFrame } from './page-frame.tsx';
import { ProgramsPage } from './programs-page.tsx';

/** Whether the signed-in person may run programs, as far as the session shows: 'loading' until the profile is in. */
export type ManagerStanding = 'loading' | 'manager' | 'not_an_office' | 'not_approved';

/**
 * What the session says about running programs (spec: operators and approved program offices). Checked before
 * any call, so an office that is not approved yet reads why instead of meeting the server's 403 (which sends
 * anyone home). The server decides again on every call.
 */
export const managerStandingOf = (user: StoredUser | null, profile: StoredProfile | null): ManagerStanding => {
  if (user?.role === 'operator' && !user.impersonated) return 'manager';
  if (user?.accountType !== 'program_office') return 'not_an_office';
  if (profile?.uuid !== user.uuid) return 'loading';
  return profile.approvalStatus === 'approved' ? 'manager' : 'not_approved';
};

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageFrame title="Manage programs" description="Programs, calls for applications and video programs you run.">
      <Alert color="yellow" title={title} styles={readableAlertTitle}>
        {children}
      </Alert>
    </PageFrame>
  );
}

/** A program office's page of programs, once the session shows the office may run programs. */
function ManagerGate({ children }: { children: ReactNode }) {
  const standing = managerStandingOf(useSessionUser(), useStoredProfile());
  if (standing === 'manager') return children;
  if (standing === 'loading') {
    return (
      <Stack gap="md" role="status" aria-label="Loading your profile" maw={1280} mx="auto" w="100%">
        <Skeleton h={64} radius="lg" />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  }
  if (standing === 'not_approved') {
    return (
      <Notice title="Your program office is not approved yet">
        <Stack gap={6} align="flex-start">
          <Text size="sm">
            Running programs is open to approved program offices: yours is not approved yet. Once it is, you can create
            programs here, choose their forms and reviewers, and review their applications.
          </Text>
          <Anchor component={Link} to={dashboardPaths.program_office} size="sm">
            See your profile's approval on your dashboard
          </Anchor>
        </Stack>
      </Notice>
    );
  }
  return (
    <Notice title="Running programs is open to program offices">
      <Stack gap={6} align="flex-start">
        <Text size="sm">Your profile is not a program office, so there are no programs for you to manage here.</Text>
        <Anchor component={Link} to={programPaths.list('application')} size="sm">
          Find programs to apply to
        </Anchor>
      </Stack>
    </Notice>
  );
}

/** /programs/manage: the programs a program office runs. */
export function ManageProgramsPage() {
  return (
    <ManagerGate>
      <ProgramsPage />
    </ManagerGate>
  );
}

/** /programs/manage/new: a program office starts a program. */
export function ManageNewProgramPage() {
  return (
    <ManagerGate>
      <NewProgramPage />
    </ManagerGate>
  );
}

/** /programs/manage/:uuid: one of the office's programs, with its reviewers. */
export function ManageEditProgramPage() {
  return (
    <ManagerGate>
      <EditProgramPage />
    </ManagerGate>
  );
}
