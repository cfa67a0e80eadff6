import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type MetricPerson, metricLimits } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { PagedList } from '../../../ui/paged-list.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { candidatesPageSize, candidatesQuery, useSetReviewers } from '../api.ts';
import { personRole } from './person.tsx';

type Props = { current: readonly MetricPerson[]; onClose: () => void };

/**
 * The candidates a startup may choose (connected investors and mentors, its partner's people, reviewers of
 * its programs), searched and paged, ticked as chosen; saving sets exactly the ticked ones. The choice
 * starts from the current reviewers and holds across pages and searches.
 */
function ChooseReviewersForm({ current, onClose }: Props) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(current.map((person) => person.uuid)));
  const [failure, setFailure] = useState<string | null>(null);
  const candidates = useQuery(candidatesQuery(search, page));
  const save = useSetReviewers();
  const full = chosen.size >= metricLimits.reviewers;

  const toggle = (uuid: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(uuid);
      else next.delete(uuid);
      return next;
    });

  const submit = () => {
    setFailure(null);
    save.mutate(
      { reviewersUUIDs: [...chosen] },
      {
        onSuccess: (reviewers) => {
          notify.success(
            reviewers.length === 0
              ? 'No one reviews your metrics now.'
              : `${reviewers.length === 1 ? '1 reviewer' : `${reviewers.length} reviewers`} can see your submitted metrics.`,
          );
          onClose();
        },
        onError: (error) => setFailure(errorText(error, 'Your reviewers could not be saved')),
      },
    );
  };

  return (
    <Stack gap="md">
      <SearchField
        label="Search people"
        placeholder="Name or organisation"
        value={search}
        onSearch={(words) => {
          setSearch(words);
          setPage(1);
        }}
      />
      <PagedList
        query={candidates}
        what="the people you may choose"
        empty={
          search
            ? 'No one matches this search.'
            : 'No one can be chosen yet: connect with investors and mentors, or invite someone by email.'
        }
        pageSize={candidatesPageSize}
        paging={{ label: 'People', page, onPage: setPage }}
      >
        {(data) => (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.items.map((candidate) => {
              const on = chosen.has(candidate.uuid);
              return (
                <li key={candidate.uuid}>
                  <Checkbox
                    label={candidate.name}
                    description={`${personRole(candidate)} · ${candidate.reason}`}
                    checked={on}
                    disabled={!on && full}
                    onChange={(event) => toggle(candidate.uuid, event.currentTarget.checked)}
                  />
                </li>
              );
            })}
          </Stack>
        )}
      </PagedList>
      <Text size="sm" c="dimmed" aria-live="polite">
        {chosen.size === 1 ? '1 chosen' : `${chosen.size} chosen`} (at most {metricLimits.reviewers})
      </Text>
      {failure ? (
        <Alert color="red" role="alert" title="Your reviewers were not saved">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save reviewers
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Choose reviewers' and its dialog. */
export function ChooseReviewersButton({ current }: { current: readonly MetricPerson[] }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Choose reviewers</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Choose reviewers" size="lg">
        {opened ? <ChooseReviewersForm current={current} onClose={() => setOpened(false)} /> : null}
      </Modal>
    </>
  );
}
