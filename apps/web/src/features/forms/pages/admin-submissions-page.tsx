import { Badge, Button, Center, Drawer, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Form } from '@ventura/shared';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FormFill } from '../../../ui/form-fields/form-fill.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageNav } from '../../../ui/page-nav.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { fullTime } from '../../../ui/time.ts';
import { adminFormQuery, adminPageSize, type SubmissionRow, submissionsQuery } from '../api.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { formPaths } from '../paths.ts';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

const whoOf = (row: SubmissionRow, index: number) => row.name ?? row.email ?? `Submission ${index + 1}`;

function Submissions({ form }: { form: Form }) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const submissions = useQuery(submissionsQuery(form.uuid, page));
  const [open, setOpen] = useState<{ row: SubmissionRow; who: string } | null>(null);

  return (
    <AdminFrame
      title={`Submissions: ${form.title}`}
      description="The answers sent, newest first. Drafts members are still writing are not listed."
      back={{ to: formPaths.adminForm(form.uuid), label: 'Back to the form' }}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {submissions.isPending ? (
          <Stack gap="sm" role="status" aria-label="Loading the submissions">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h={44} radius="md" />
            ))}
          </Stack>
        ) : submissions.isError ? (
          <LoadError
            title="The submissions could not be loaded"
            error={submissions.error}
            fallback="Please try again."
            onRetry={() => void submissions.refetch()}
            retrying={submissions.isFetching}
          />
        ) : submissions.data.items.length === 0 ? (
          <Center py="xl">
            <Text c="dimmed">Nobody has submitted this form yet.</Text>
          </Center>
        ) : (
          <Stack gap="md" style={{ opacity: submissions.isPlaceholderData ? 0.6 : 1 }}>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Caption>{submissions.data.total} submitted</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Submitted by</Table.Th>
                    <Table.Th scope="col">Submitted</Table.Th>
                    <Table.Th scope="col">Answered</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Answers</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {submissions.data.items.map((row, index) => {
                    const who = whoOf(row, (page - 1) * adminPageSize + index);
                    return (
                      <Table.Tr key={row.uuid}>
                        <Table.Th scope="row" fw={500}>
                          <Text size="sm" fw={500}>
                            {who}
                          </Text>
                          {row.name && row.email ? (
                            <Text size="xs" c="dimmed">
                              {row.email}
                            </Text>
                          ) : null}
                        </Table.Th>
                        <Table.Td>
                          <Text size="sm">{fullTime(row.submittedAt ?? row.updatedAt)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={row.progress === 100 ? 'green' : 'gray'}>
                            {row.progress}%
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => setOpen({ row, who })}
                            aria-label={`View the answers of ${who}`}
                          >
                            View answers
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <PageNav
              label="Pages of submissions"
              pages={Math.ceil(submissions.data.total / adminPageSize)}
              page={page}
              onChange={(next) => setParams({ page: String(next) })}
            />
          </Stack>
        )}
      </Paper>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="lg"
        title={open ? `Answers of ${open.who}` : ''}
        closeButtonProps={{ 'aria-label': 'Close the answers' }}
      >
        {open ? (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Submitted {fullTime(open.row.submittedAt ?? open.row.updatedAt)}
            </Text>
            <FormFill fields={form.fields} answers={open.row.answers} onChange={() => {}} readOnly />
          </Stack>
        ) : null}
      </Drawer>
    </AdminFrame>
  );
}

/** /admin/forms/{uuid}/submissions: the answers sent to a form, each read in a drawer. */
export function AdminSubmissionsPage() {
  const { uuid = '' } = useParams();
  const form = useQuery(adminFormQuery(uuid));
  return (
    <QueryView query={form} errorTitle="The form could not be loaded" loadingHeight={480}>
      {(loaded) => <Submissions form={loaded} />}
    </QueryView>
  );
}
