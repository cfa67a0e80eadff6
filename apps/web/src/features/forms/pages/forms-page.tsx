import { Badge, Button, Center, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Form } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { memberFormsQuery, submissionQuery } from '../api.ts';
import { formPaths } from '../paths.ts';
import { formTexts } from '../present.ts';

const states = {
  none: { label: 'Not started', color: 'gray', action: 'Start' },
  draft: { label: 'Draft', color: 'yellow', action: 'Continue' },
  submitted: { label: 'Submitted', color: 'green', action: 'View answers' },
} as const;

/** One form the member may fill in: what it is, where they are with it, and the way in. */
function FormCard({ form }: { form: Form }) {
  const headingId = useId();
  const submission = useQuery(submissionQuery(form.uuid));
  const state = states[submission.data?.status ?? 'none'];
  return (
    <Paper component="li" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {form.title}
        </Title>
        {submission.isPending ? (
          <Skeleton h={20} w={90} radius="xl" aria-hidden />
        ) : submission.isError ? null : (
          <Badge color={state.color} variant="light" w="fit-content">
            {state.label}
          </Badge>
        )}
        {form.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {form.description}
          </Text>
        ) : null}
        <Button
          component={Link}
          to={formPaths.form(form.uuid)}
          variant={submission.data?.status === 'submitted' ? 'default' : 'filled'}
          mt="auto"
          w="fit-content"
          aria-label={`${state.action}: ${form.title}`}
        >
          {state.action}
        </Button>
      </Stack>
    </Paper>
  );
}

function MemberForms() {
  const forms = useQuery(memberFormsQuery());
  return (
    <QueryView query={forms} errorTitle={formTexts.fetchFailed} loadingHeight={240}>
      {(list) =>
        list.length === 0 ? (
          <Center py="xl">
            <Text c="dimmed">There are no forms for you to fill in right now.</Text>
          </Center>
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Forms"
          >
            {list.map((form) => (
              <FormCard key={form.uuid} form={form} />
            ))}
          </SimpleGrid>
        )
      }
    </QueryView>
  );
}

/** /forms: the forms the signed-in member may fill in, with where they are with each (product.md 2: unguarded). */
export function FormsPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  useDocumentTitle(`Forms | ${tenant.name}`);
  if (!user) {
    return <SignInPrompt message="Sign in to see your forms" intro={`Forms of ${tenant.name} are for its members.`} />;
  }
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>Forms</Title>
        <Text c="dimmed">Forms {tenant.name} asks you to fill in. Drafts are saved as you type.</Text>
      </Stack>
      <MemberForms key={user.uuid} />
    </Stack>
  );
}
