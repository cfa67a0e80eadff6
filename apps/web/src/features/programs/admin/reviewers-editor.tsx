import { ActionIcon, Avatar, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { accountTypeLabels, type ProgramPerson, programLimits } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import {
  candidateSearchMinLength,
  reviewerCandidatesQuery,
  reviewerOptionsOf,
  reviewersQuery,
  useSaveReviewers,
} from './api.ts';

type Person = Pick<ProgramPerson, 'profileUuid' | 'name' | 'accountType'>;

const sameList = (a: readonly Person[], b: readonly Person[]) =>
  a.length === b.length && a.every((person, index) => person.profileUuid === b[index]?.profileUuid);

/** Members' profiles found by name, each with a way to add it. */
function MemberResults({
  search,
  chosen,
  onAdd,
}: {
  search: string;
  chosen: readonly Person[];
  onAdd: (p: Person) => void;
}) {
  const found = useQuery(reviewerCandidatesQuery(search));
  if (search.length < candidateSearchMinLength) return null;
  if (found.isPending)
    return (
      <Text size="sm" c="dimmed">
        Searching…
      </Text>
    );
  if (found.isError)
    return (
      <Text size="sm" c="red">
        {errorText(found.error, 'The members could not be searched')}
      </Text>
    );
  const options = reviewerOptionsOf(found.data).filter(
    (option) => !chosen.some((person) => person.profileUuid === option.profileUuid),
  );
  if (options.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No other member matches “{search}”.
      </Text>
    );
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Members found">
      {options.map((option) => (
        <Group component="li" key={option.profileUuid} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" truncate="end" miw={0}>
            {option.label}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            aria-label={`Add ${option.name} as a reviewer`}
            onClick={() => onAdd(option)}
          >
            Add
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

function ReviewerList({ saved, programUuid }: { saved: ProgramPerson[]; programUuid: string }) {
  const save = useSaveReviewers(programUuid);
  const [chosen, setChosen] = useState<Person[]>(saved);
  const [search, setSearch] = useState('');
  const changed = !sameList(chosen, saved);
  const full = chosen.length >= programLimits.reviewers;

  const submit = () =>
    save.mutate(
      chosen.map((person) => person.profileUuid),
      {
        onSuccess: () => notify.success('Reviewers updated successfully'),
        onError: (error) => notify.error(errorText(error, 'The reviewers could not be saved')),
      },
    );

  return (
    <Stack gap="md">
      {chosen.length === 0 ? (
        <Text size="sm" c="dimmed">
          No reviewers yet: only the program's managers review its applications.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Reviewers">
          {chosen.map((person) => (
            <Group component="li" key={person.profileUuid} gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Avatar name={person.name} size={32} radius="xl" variant="default" alt="" />
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600} truncate="end">
                    {person.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {accountTypeLabels[person.accountType]}
                  </Text>
                </Stack>
              </Group>
              <Tooltip label="Remove">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${person.name}`}
                  disabled={save.isPending}
                  onClick={() => setChosen(chosen.filter((other) => other.profileUuid !== person.profileUuid))}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      )}
      <SearchField label="Find a member" placeholder="Name" value={search} onSearch={setSearch} />
      {full ? (
        <Text size="sm" c="dimmed">
          A program has at most {programLimits.reviewers} reviewers.
        </Text>
      ) : (
        <MemberResults search={search} chosen={chosen} onAdd={(person) => setChosen([...chosen, person])} />
      )}
      <Group justify="flex-end" gap="sm">
        {changed ? (
          <Button variant="default" onClick={() => setChosen(saved)} disabled={save.isPending}>
            Undo changes
          </Button>
        ) : null}
        <Button onClick={submit} loading={save.isPending} disabled={!changed}>
          Save reviewers
        </Button>
      </Group>
    </Stack>
  );
}

/** The members assigned to review a program's applications (GET and PUT admin/programs/{uuid}/reviewers). */
export function ReviewersEditor({ programUuid }: { programUuid: string }) {
  const reviewers = useQuery(reviewersQuery(programUuid));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="reviewers-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="reviewers-heading">
            Reviewers
          </Title>
          <Text size="sm" c="dimmed">
            Reviewers read and score applications and comment on them; only managers move them between stages.
          </Text>
        </Stack>
        <QueryView query={reviewers} errorTitle="The reviewers could not be loaded" loadingHeight={120}>
          {(saved) => (
            <ReviewerList
              key={saved.map((person) => person.profileUuid).join()}
              saved={saved}
              programUuid={programUuid}
            />
          )}
        </QueryView>
      </Stack>
    </Paper>
  );
}
