import { Badge, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type AdminTicketIssueType, helpdeskLimits } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { adminIssueTypesQuery, useAddIssueType, useChangeIssueType, useRemoveIssueType } from '../api.ts';

function AddIssueType({ count }: { count: number }) {
  const add = useAddIssueType();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      aria-label="Add an issue type"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        if (name.trim() === '') {
          setProblem('A name is required');
          return;
        }
        add.mutate(
          { name, sortOrder: (count + 1) * 10 },
          {
            onSuccess: (added) => {
              setName('');
              notify.success(`${added.name} added.`);
            },
            onError: (error) => setProblem(withoutFieldPath(errorText(error, 'The issue type could not be added'))),
          },
        );
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label="New issue type"
          placeholder="Billing"
          maxLength={helpdeskLimits.issueTypeNameLength}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={problem}
          style={{ flex: 1 }}
          maw={360}
        />
        <Button type="submit" mt={25} loading={add.isPending}>
          Add
        </Button>
      </Group>
    </form>
  );
}

function Row({ type }: { type: AdminTicketIssueType }) {
  const change = useChangeIssueType();
  const remove = useRemoveIssueType();
  const busy = change.isPending || remove.isPending;
  const failed = (error: unknown) => notify.error(errorText(error, 'The issue type could not be changed'));
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {type.name}
          </Text>
          {type.retired ? (
            <Badge component="span" size="sm" color="gray.8" variant="filled">
              Retired
            </Badge>
          ) : null}
        </Group>
      </Table.Th>
      <Table.Td>
        <Text size="sm">{type.tickets}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            disabled={busy}
            aria-label={`${type.retired ? 'Offer again' : 'Retire'} ${type.name}`}
            onClick={() => change.mutate({ id: type.id, change: { retired: !type.retired } }, { onError: failed })}
          >
            {type.retired ? 'Offer again' : 'Retire'}
          </Button>
          {type.tickets === 0 ? (
            <Button
              size="compact-sm"
              variant="default"
              color="red"
              disabled={busy}
              aria-label={`Delete ${type.name}`}
              onClick={() =>
                remove.mutate(type.id, {
                  onSuccess: () => notify.success(`${type.name} deleted.`),
                  onError: failed,
                })
              }
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The tenant's issue types: added here, retired when no longer offered (tickets keep theirs), deleted while unused. */
export function IssueTypes() {
  const types = useQuery(adminIssueTypesQuery());
  return (
    <QueryView query={types} errorTitle="The issue types could not be loaded" loadingHeight={160}>
      {(all) => (
        <Stack gap="md">
          {all.length === 0 ? (
            <Text c="dimmed">No issue types yet: add one so that members can raise tickets.</Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table aria-label="Issue types" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Name</Table.Th>
                    <Table.Th scope="col">Tickets</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {all.map((type) => (
                    <Row key={type.id} type={type} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <AddIssueType count={all.length} />
        </Stack>
      )}
    </QueryView>
  );
}
