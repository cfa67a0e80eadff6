import { Anchor, Avatar, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { metricLimits, periodLabel, type ReviewedStartup } from '@ventura/shared';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '../../../ui/paged-list.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { reviewedPageSize, reviewedStartupsQuery, startupMetricsQuery } from '../api.ts';
import { visibleTypes } from '../grid.ts';
import { ChartPanel } from './chart-panel.tsx';
import { ComparePanel, type Picked } from './compare-panel.tsx';
import { CommentThread, UpdateRequests } from './conversation.tsx';
import { personRole } from './person.tsx';
import { RequestUpdateForm } from './request-update-form.tsx';
import { RecentValues } from './values-table.tsx';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type ItemProps = { item: ReviewedStartup; picked: boolean; canPick: boolean; onPick: (on: boolean) => void };

function ReviewedItem({ item, picked, canPick, onPick }: ItemProps) {
  const { startup } = item;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar src={startup.avatar} alt="" name={startup.name} color="initials" size={40} />
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={{ search: `?startup=${encodeURIComponent(startup.uuid)}` }} fw={600}>
              {startup.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {personRole(startup)}
            </Text>
            <Text size="sm">
              {item.lastReported ? `Last reported: ${periodLabel(item.lastReported)}` : 'Nothing submitted yet'}
              {' · '}
              {count(item.pending, 'metric pending', 'metrics pending')}
              {' · '}
              {count(item.openRequests, 'open request', 'open requests')}
            </Text>
          </Stack>
        </Group>
        <Checkbox
          label="Compare"
          aria-label={`Compare ${startup.name}`}
          checked={picked}
          disabled={!picked && !canPick}
          onChange={(event) => onPick(event.currentTarget.checked)}
        />
      </Group>
    </Paper>
  );
}

/** The startups the caller reviews, searched and paged, with a comparison of those ticked. */
function ReviewedList() {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Picked>(new Map());
  const list = useQuery(reviewedStartupsQuery(search, page));
  const pick = (uuid: string, name: string, on: boolean) =>
    setPicked((previous) => {
      const next = new Map(previous);
      if (on) next.set(uuid, name);
      else next.delete(uuid);
      return next;
    });

  return (
    <Stack gap="xl">
      <Stack gap="md" component="section" aria-labelledby={headingId}>
        <Title order={2} id={headingId}>
          Startups I review
        </Title>
        <SearchField
          label="Search startups"
          placeholder="Startup name"
          value={search}
          onSearch={(words) => {
            setSearch(words);
            setPage(1);
          }}
        />
        <PagedList
          query={list}
          what="the startups you review"
          empty={
            search
              ? 'No startup you review matches this search.'
              : 'No startup has chosen you as a reviewer yet. When one does, its metrics show here.'
          }
          pageSize={reviewedPageSize}
          paging={{ label: 'Startups', page, onPage: setPage }}
        >
          {(data) => (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {data.items.map((item) => (
                <ReviewedItem
                  key={item.startup.uuid}
                  item={item}
                  picked={picked.has(item.startup.uuid)}
                  canPick={picked.size < metricLimits.compare}
                  onPick={(on) => pick(item.startup.uuid, item.startup.name, on)}
                />
              ))}
            </Stack>
          )}
        </PagedList>
      </Stack>
      {list.data?.items.length ? <ComparePanel picked={picked} onRemove={(uuid) => pick(uuid, '', false)} /> : null}
    </Stack>
  );
}

/** One startup the caller reviews: its submitted values, chart, requests and comments, and asking for an update. */
function StartupReview({ uuid, today, onBack }: { uuid: string; today: Date; onBack: () => void }) {
  const headingId = useId();
  const metrics = useQuery(startupMetricsQuery(uuid));
  return (
    <Stack gap="lg" component="section" aria-labelledby={headingId}>
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
        >
          All startups I review
        </Button>
      </div>
      <QueryView query={metrics} errorTitle="This startup's metrics could not be loaded" loadingHeight={420}>
        {(data) => {
          const types = visibleTypes(data);
          return (
            <Stack gap="xl">
              <Stack gap={4}>
                <Title order={2} id={headingId}>
                  {data.startup.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {data.pending.length
                    ? `${count(data.pending.length, 'metric', 'metrics')} not reported for the last period`
                    : 'Every metric is reported for the last period'}
                </Text>
              </Stack>
              <Stack gap="sm">
                <Title order={3}>Submitted values</Title>
                <RecentValues data={data} today={today} />
              </Stack>
              <ChartPanel types={types} startup={data.startup.uuid} />
              {data.can.requestUpdate ? (
                <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                  <RequestUpdateForm data={data} />
                </Paper>
              ) : null}
              <UpdateRequests requests={data.requests} types={data.types} />
              <CommentThread data={data} />
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}

/**
 * 'Startups I review': the list and comparison, or the startup named in the address (`?startup=uuid`,
 * so a reload or a shared link opens it again).
 */
export function ReviewerArea({ today }: { today: Date }) {
  const [params, setParams] = useSearchParams();
  const startup = params.get('startup');
  const back = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('startup');
      return next;
    });
  return startup ? <StartupReview key={startup} uuid={startup} today={today} onBack={back} /> : <ReviewedList />;
}
