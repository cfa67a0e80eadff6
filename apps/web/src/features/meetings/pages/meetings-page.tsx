import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type MeetingTab, meetingTabs } from '@ventura/shared';
import { Link, useSearchParams } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { PagedList } from '../../../ui/paged-list.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { viewerTimeZone } from '../../../ui/zones.ts';
import { meetingListQuery, meetingPageSize } from '../api.ts';
import { MeetingCard } from '../components/meeting-card.tsx';
import { meetingPaths } from '../paths.ts';
import { meetingTabLabels } from '../present.ts';

const emptyTexts: Record<MeetingTab, string> = {
  pending: 'No meetings are waiting for an answer.',
  upcoming: 'No meetings coming up.',
  past: 'No past meetings yet.',
};

const isTab = (value: string | null): value is MeetingTab =>
  value !== null && (meetingTabs as readonly string[]).includes(value);

/** /meetings: the caller's meetings in tabs (pending, upcoming, past), paged. Signed out: a sign-in prompt. */
export function MeetingsPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  useDocumentTitle(`Meetings | ${tenant.name}`);
  if (!user)
    return (
      <SignInPrompt message="Sign in to see your meetings" intro={`Meetings on ${tenant.name} are for its members.`} />
    );
  return <MeetingList />;
}

function MeetingList() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: MeetingTab = isTab(asked) ? asked : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(meetingListQuery(tab, page));
  const zone = viewerTimeZone();
  const move = (next: { tab?: MeetingTab; page?: number }) => {
    const search = new URLSearchParams(params);
    search.set('tab', next.tab ?? tab);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search);
  };

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Group justify="space-between">
        <Title order={1}>Meetings</Title>
        <Button
          component={Link}
          to={meetingPaths.calendar}
          variant="default"
          leftSection={<IconCalendar size={16} aria-hidden />}
        >
          Calendar
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => move({ tab: isTab(value) ? value : 'upcoming' })}>
        <Tabs.List>
          {meetingTabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {meetingTabLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <PagedList
        query={query}
        what="the meetings"
        empty={emptyTexts[tab]}
        pageSize={meetingPageSize}
        paging={{ label: 'Meeting pages', page, onPage: (next) => move({ page: next }) }}
      >
        {(data) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.items.map((meeting) => (
              <MeetingCard key={meeting.uuid} meeting={meeting} zone={zone} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}
