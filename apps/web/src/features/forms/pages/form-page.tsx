import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Form } from '@ventura/shared';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { accessQuery, formQuery } from '../api.ts';
import { MemberForm } from '../components/member-form.tsx';
import { PublicForm } from '../components/public-form.tsx';
import { formTexts } from '../present.ts';

function FormHeading({ form }: { form: Form }) {
  const tenant = useTenant();
  useDocumentTitle(`${form.title} | ${tenant.name}`);
  return (
    <Stack gap={4}>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {form.title}
      </Title>
      {form.description ? (
        <Text c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {form.description}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A member's way in: whether they may fill it in (the server says), then their draft or their answers. */
function MemberFill({ form, profileUuid }: { form: Form; profileUuid: string }) {
  const access = useQuery(accessQuery(form.uuid));
  return (
    <QueryView query={access} errorTitle={formTexts.fetchFailed} loadingHeight={320}>
      {(may) =>
        may.allowed || may.submitted ? (
          <MemberForm form={form} profileUuid={profileUuid} />
        ) : (
          <Alert color="yellow" title="This form is not for you" role="alert">
            {may.reason ?? 'Your account type cannot fill in this form.'}
          </Alert>
        )
      }
    </QueryView>
  );
}

/** A visitor who is not signed in: a public form opens, any other asks them to sign in. */
function VisitorFill({ uuid }: { uuid: string }) {
  const form = useQuery(formQuery(uuid, null));
  if (form.isError && form.error instanceof ApiError && [401, 403, 404].includes(form.error.status)) {
    return <SignInPrompt message="Sign in to fill in this form" intro="This form is for members." />;
  }
  return (
    <QueryView query={form} errorTitle={formTexts.fetchFailed} loadingHeight={480}>
      {(loaded) =>
        loaded.audience === 'public' ? (
          <Stack gap="lg">
            <FormHeading form={loaded} />
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <PublicForm form={loaded} />
            </Paper>
          </Stack>
        ) : (
          <SignInPrompt message="Sign in to fill in this form" intro="This form is for members." />
        )
      }
    </QueryView>
  );
}

function SignedInFill({ uuid, profileUuid }: { uuid: string; profileUuid: string }) {
  const form = useQuery(formQuery(uuid, profileUuid));
  return (
    <QueryView query={form} errorTitle={formTexts.fetchFailed} loadingHeight={480}>
      {(loaded) => (
        <Stack gap="lg">
          <FormHeading form={loaded} />
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <MemberFill form={loaded} profileUuid={profileUuid} />
          </Paper>
        </Stack>
      )}
    </QueryView>
  );
}

/** /forms/{uuid}: one form to fill in, by a member (drafts kept) or, for a public form, by anyone. */
export function FormPage() {
  const { uuid = '' } = useParams();
  const user = useSessionUser();
  return (
    <Stack maw={760} mx="auto" w="100%">
      {user ? <SignedInFill key={user.uuid} uuid={uuid} profileUuid={user.uuid} /> : <VisitorFill uuid={uuid} />}
    </Stack>
  );
}
