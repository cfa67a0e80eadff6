import { Anchor, Badge, Container, Grid, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryView } from '../../../ui/query-view.tsx';
import { eventQuery } from '../api.ts';
import { EventDetails, EventSummary } from '../components/event-details.tsx';
import { RegistrationPanel } from '../components/registration-panel.tsx';
import { statusLabels } from '../labels.ts';
import { eventPaths } from '../paths.ts';

/** /calender/events/:uuid: an event's page, with registering beside it. */
export function EventPage() {
  const { uuid = '' } = useParams();
  const event = useQuery(eventQuery(uuid));
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={eventPaths.list} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            <span>All events</span>
          </Group>
        </Anchor>
        <QueryView query={event} errorTitle="The event could not be loaded" loadingHeight={320}>
          {(data) => (
            <Stack gap="md">
              <Group gap="sm" align="center">
                <Title order={1}>{data.title}</Title>
                {data.status !== 'published' ? (
                  <Badge color={statusLabels[data.status].color}>{statusLabels[data.status].label}</Badge>
                ) : null}
              </Group>
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <Stack gap="lg">
                    <EventSummary event={data} />
                    <EventDetails event={data} />
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <RegistrationPanel key={`${data.uuid}-${data.registration?.uuid ?? 'none'}`} event={data} />
                </Grid.Col>
              </Grid>
            </Stack>
          )}
        </QueryView>
      </Stack>
    </Container>
  );
}
