import { Anchor, Badge, Button, Center, Group, Paper, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageNav } from '../../../ui/page-nav.tsx';
import { fullTime } from '../../../ui/time.ts';
import { adminFormsQuery, adminPageSize } from '../api.ts';
import { statusColors, statusLabels } from '../builder.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { formPaths } from '../paths.ts';
import { formTexts } from '../present.ts';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** /admin/forms: every form of the tenant, drafts included, a page at a time, with a way to build one. */
export function AdminFormsPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = pageOf(params.get('page'));
  const [typed, setTyped] = useState(q);
  const [search] = useDebouncedValue(typed.trim(), 300);
  const forms = useQuery(adminFormsQuery(q, page));

  useEffect(() => {
    if (search !== q) setParams(search ? { q: search } : {}, { replace: true });
  }, [search, q, setParams]);

  return (
    <AdminFrame
      title="Forms"
      description="Forms members (or anyone with the link) fill in: intake forms, surveys, custom profile pages, program applications."
      actions={
        <Button component={Link} to={formPaths.adminNew} leftSection={<IconPlus size={18} aria-hidden />}>
          New form
        </Button>
      }
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <TextInput
            label="Search"
            placeholder="Title or code"
            type="search"
            maw={420}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          {forms.isPending ? (
            <Stack gap="sm" role="status" aria-label="Loading the forms">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} h={44} radius="md" />
              ))}
            </Stack>
          ) : forms.isError ? (
            <LoadError
              title={formTexts.fetchFailed}
              error={forms.error}
              fallback="Please try again."
              onRetry={() => void forms.refetch()}
              retrying={forms.isFetching}
            />
          ) : forms.data.items.length === 0 ? (
            <Center py="xl">
              <Text c="dimmed">{q ? 'No form matches this search.' : 'No forms yet. Build the first one.'}</Text>
            </Center>
          ) : (
            <Stack gap="md" style={{ opacity: forms.isPlaceholderData ? 0.6 : 1 }}>
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Caption>
                    {forms.data.total} {forms.data.total === 1 ? 'form' : 'forms'}
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Title</Table.Th>
                      <Table.Th scope="col">Code</Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col">Submissions</Table.Th>
                      <Table.Th scope="col">Updated</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {forms.data.items.map((form) => (
                      <Table.Tr key={form.uuid}>
                        <Table.Th scope="row" fw={500}>
                          <Anchor component={Link} to={formPaths.adminForm(form.uuid)}>
                            {form.title}
                          </Anchor>
                        </Table.Th>
                        <Table.Td>
                          <Text size="sm" ff="monospace">
                            {form.code}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            <Badge color={statusColors[form.status]} variant="light">
                              {statusLabels[form.status]}
                            </Badge>
                            {form.audience === 'public' ? (
                              <Badge color="gray" variant="outline">
                                Public
                              </Badge>
                            ) : null}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={formPaths.adminSubmissions(form.uuid)}
                            aria-label={`${form.submissionCount ?? 0} submissions of ${form.title}`}
                          >
                            {form.submissionCount ?? 0}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{fullTime(form.updatedAt)}</Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <PageNav
                label="Pages of forms"
                pages={Math.ceil(forms.data.total / adminPageSize)}
                page={page}
                onChange={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
              />
            </Stack>
          )}
        </Stack>
      </Paper>
    </AdminFrame>
  );
}
