import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Program, programFamilyInfo } from '@ventura/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { programPaths } from '../../../core/program-paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { ProgramMissing } from './program-missing.tsx';

type Props = {
  code: string;
  program: UseQueryResult<Program>;
  /** Where the back link leads, once the program is known: its list by default. */
  back?: (program: Program) => { to: string; label: string };
  children: (program: Program) => ReactNode;
};

export const pageWidth = 880;

const listLink = (program: Program) => ({
  to: programPaths.list(program.family),
  label: `All ${programFamilyInfo[program.family].label.toLowerCase()}`,
});

/** A program's page frame: the way back, and the program's loading, missing, members-only and failed states. */
export function ProgramFrame({ code, program, back = listLink, children }: Props) {
  const tenant = useTenant();
  const user = useSessionUser();
  const status = program.error instanceof ApiError ? program.error.status : null;
  if (status === 401 && !user) {
    return (
      <SignInPrompt
        message={errorText(program.error, 'Sign in to see this program')}
        intro={`The programs of ${tenant.name} are open to its members.`}
      />
    );
  }
  const link = program.data ? back(program.data) : null;
  return (
    <Stack gap="md" maw={pageWidth} mx="auto" w="100%">
      {link ? (
        <Anchor component={Link} to={link.to} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            <span>{link.label}</span>
          </Group>
        </Anchor>
      ) : null}
      {program.isPending ? (
        <Skeleton h={420} radius="lg" role="status" aria-label="Loading the program" />
      ) : status === 404 || status === 400 ? (
        <ProgramMissing code={code} />
      ) : program.isError ? (
        <LoadError
          title="The program could not be loaded"
          error={program.error}
          fallback="Please try again."
          onRetry={() => void program.refetch()}
          retrying={program.isFetching}
        />
      ) : (
        children(program.data)
      )}
    </Stack>
  );
}
