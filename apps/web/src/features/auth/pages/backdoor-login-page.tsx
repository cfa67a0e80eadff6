import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { BackdoorLogin, dashboardPaths } from '@ventura/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { completeSignIn } from '../../../api/sign-in.ts';
import { rememberAttemptedUrl } from '../../../core/after-login.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { BrandCard } from '../../../ui/brand-card.tsx';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useBackdoorLogin } from '../api/backdoor.ts';

const title = 'Sign in as a user';
const backdoorFieldOf = (path: string) => (path === 'profileUuid' || path === 'reason' ? path : undefined);

/** Operators only: open a session as another profile of this tenant, for a reason that is audited. */
export function BackdoorLoginPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  useDocumentTitle(`${title} | ${tenant.name}`);

  if (!user) {
    return (
      <BrandCard title={title}>
        <Stack gap="md" align="center" ta="center">
          <Text>Only platform operators can use this page. Sign in with your operator account first.</Text>
          <Button component={Link} to={paths.login} onClick={() => rememberAttemptedUrl(paths.backdoorLogin)}>
            Sign in
          </Button>
        </Stack>
      </BrandCard>
    );
  }
  if (user.role !== 'operator') {
    return (
      <BrandCard title={title}>
        <Stack gap="md" align="center" ta="center">
          <Alert color="red" role="alert" w="100%">
            Only platform operators can sign in as another user.
          </Alert>
          <Button component={Link} to={paths.home} variant="default">
            Back to home
          </Button>
        </Stack>
      </BrandCard>
    );
  }
  return (
    <BrandCard title={title} intro="You will see the platform as this user does. Your reason is kept in the audit log.">
      <BackdoorLoginForm />
    </BrandCard>
  );
}

function BackdoorLoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const backdoor = useBackdoorLogin();
  const form = useForm({
    initialValues: { profileUuid: searchParams.get('profileUuid') ?? '', reason: '' },
    validate: (values) => schemaFieldErrors(BackdoorLogin, values),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const session = await backdoor.mutateAsync({
        profileUuid: values.profileUuid.trim(),
        reason: values.reason.trim(),
      });
      completeSignIn(session, {
        queryClient,
        navigate,
        message: `Signed in as ${session.user.name}`,
        to: dashboardPaths[session.user.accountType],
      });
    } catch (error) {
      const errors = serverFieldErrors(error, backdoorFieldOf);
      if (hasErrors(errors)) {
        form.setErrors(errors);
        return;
      }
      const field = error instanceof ApiError && error.status === 404 ? 'profileUuid' : 'reason';
      form.setFieldError(field, errorText(error, 'Error logging in'));
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('profileUuid')}
          label="Profile UUID"
          placeholder="00000000-0000-0000-0000-000000000000"
          autoComplete="off"
          spellCheck={false}
          required
        />
        <Textarea
          {...form.getInputProps('reason')}
          label="Reason"
          description="For example, the support ticket you are working on."
          autosize
          minRows={3}
          required
        />
        <Button type="submit" fullWidth loading={backdoor.isPending || backdoor.isSuccess}>
          Sign in as this user
        </Button>
      </Stack>
    </form>
  );
}
