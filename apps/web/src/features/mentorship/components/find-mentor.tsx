import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MentorOffer } from '@ventura/shared';
import { useCallback, useState } from 'react';
import { PagedList } from '../../../ui/paged-list.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { mentorsQuery, pageSize } from '../api.ts';
import { hoursText } from '../times.ts';
import { BookSessionModal } from './book-session-modal.tsx';

function MentorCard({ offer, onBook }: { offer: MentorOffer; onBook: () => void }) {
  const mentor = offer.mentor;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <Avatar src={mentor.avatar} alt="" radius="xl" name={mentor.name} />
          <Stack gap={2} miw={0}>
            <Text fw={600}>{mentor.name}</Text>
            {mentor.organizationName ? (
              <Text size="sm" c="dimmed">
                {mentor.organizationName}
              </Text>
            ) : null}
            {offer.topics ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {offer.topics}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              Sessions of {offer.sessionMinutes} minutes
              {offer.monthlyHoursLimit !== null ? ` · up to ${hoursText(offer.monthlyHoursLimit * 60)} a month` : ''}
            </Text>
          </Stack>
        </Group>
        <Button onClick={onBook} disabled={!mentor.profileUuid} aria-label={`Book a session with ${mentor.name}`}>
          Book a session
        </Button>
      </Group>
    </Paper>
  );
}

/** 'Find a mentor' (startups): the mentors offering hours, searched by name or topic, and booking one. */
export function FindMentor() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [booking, setBooking] = useState<MentorOffer | null>(null);
  const mentors = useQuery(mentorsQuery(search, page));
  const onSearch = useCallback((value: string) => {
    setSearch(value);
    setPage(1);
  }, []);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Find a mentor
      </Title>
      <SearchField label="Search mentors" placeholder="Name or topic" value={search} onSearch={onSearch} />
      <PagedList
        query={mentors}
        what="the mentors"
        empty={search ? 'No mentor offering hours matches your search.' : 'No mentor offers hours yet.'}
        pageSize={pageSize}
        paging={{ label: 'Mentor pages', page, onPage: setPage }}
      >
        {(data) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Mentors">
            {data.items.map((offer) => (
              <MentorCard
                key={offer.mentor.profileUuid ?? offer.mentor.name}
                offer={offer}
                onBook={() => setBooking(offer)}
              />
            ))}
          </Stack>
        )}
      </PagedList>
      {booking ? <BookSessionModal offer={booking} onClose={() => setBooking(null)} /> : null}
    </Stack>
  );
}
