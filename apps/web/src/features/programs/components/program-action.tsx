import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Program } from '@ventura/shared';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { paths } from '../../../core/paths.ts';
import { rememberProgramArrival } from '../../../core/program-arrival.ts';
import { programPaths } from '../../../core/program-paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useRecordExternalApplication, useStartApplication } from '../api.ts';
import { windowOf } from '../present.ts';

type Props = { program: Program; size?: ButtonProps['size']; fullWidth?: boolean };

/** A refusal of the session (401, 403) is told once by the client; anything else is told here (calls 8). */
const toastUnlessSessionError = (error: unknown) => {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
  notify.error(errorText(error));
};

/** An external program is applied to on its own site, in a new tab; a member's visit is recorded. */
function ExternalApply({ program, size, fullWidth, label }: Props & { label: string }) {
  const user = useSessionUser();
  const record = useRecordExternalApplication();
  if (!program.externalUrl) return null;
  return (
    <Button
      component="a"
      href={program.externalUrl}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      fullWidth={fullWidth}
      rightSection={<IconExternalLink size={16} aria-hidden />}
      onClick={() => {
        if (user) record.mutate(program.uuid, { onError: toastUnlessSessionError });
      }}
    >
      {label}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}

/**
 * What a program offers the viewer: Apply (a visitor signs up first and comes back to apply), Continue
 * application for a draft, View status once sent, or the external program's own site. Applying starts a
 * draft and opens it; an application already started is simply opened (its 409 is silent, calls 8).
 */
export function ProgramAction({ program, size, fullWidth }: Props) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const start = useStartApplication();
  const mine = program.myApplication;
  const open = windowOf(program).state === 'open';

  if (mine?.status === 'external' || (!mine && program.externalUrl)) {
    if (!open && !mine) return null;
    return (
      <ExternalApply
        program={program}
        size={size}
        fullWidth={fullWidth}
        label={mine ? 'Open their site' : 'Apply on their site'}
      />
    );
  }
  if (mine) {
    const draft = mine.status === 'draft';
    return (
      <Button
        component={Link}
        to={
          draft ? programPaths.apply(program.code, program.family) : programPaths.status(program.code, program.family)
        }
        variant={draft ? 'filled' : 'default'}
        size={size}
        fullWidth={fullWidth}
      >
        {draft ? 'Continue application' : 'View status'}
      </Button>
    );
  }
  if (!open) return null;
  if (!user) {
    return (
      <Button
        size={size}
        fullWidth={fullWidth}
        onClick={() => {
          rememberProgramArrival(program.code);
          navigate(paths.signup);
        }}
      >
        Apply
      </Button>
    );
  }
  if (!program.accountTypes.includes(user.accountType)) return null;
  return (
    <Button
      size={size}
      fullWidth={fullWidth}
      loading={start.isPending}
      onClick={() =>
        start.mutate(program, {
          onSuccess: () => navigate(programPaths.apply(program.code, program.family)),
          onError: toastUnlessSessionError,
        })
      }
    >
      Apply
    </Button>
  );
}
