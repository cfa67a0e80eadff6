import { Anchor, Paper, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AnswerValue, EventRegistrant, FormField } from '@ventura/shared';
import { Link, useParams, useSearchParams } from 'react-router';
import { PagedList } from '../../../ui/paged-list.tsx';
import { eventQuery, registrantsPageSize, registrantsQuery } from '../api.ts';
import { responseLabels } from '../labels.ts';
import { eventPaths } from '../paths.ts';
import { timeRange } from '../time.ts';
import { AdminFrame } from './admin-frame.tsx';

const answerText = (value: AnswerValue | undefined) => {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return value.name ?? 'File';
  return String(value);
};

function Answers({ registrant, questions }: { registrant: EventRegistrant; questions: readonly FormField[] }) {
  const given = questions.filter((field) => registrant.answers[field.key] !== undefined);
  if (given.length === 0 && !registrant.meetingAgenda) return <Text c="dimmed">—</Text>;
  return (
    <dl style={{ margin: 0 }}>
      {given.map((field) => (
        <div key={field.key}>
          <Text component="dt" size="xs" c="dimmed">
            {field.label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {answerText(registrant.answers[field.key])}
          </Text>
        </div>
      ))}
      {registrant.meetingAgenda ? (
        <div>
          <Text component="dt" size="xs" c="dimmed">
            To discuss
          </Text>
          <Text component="dd" size="sm" m={0}>
            {registrant.meetingAgenda}
          </Text>
        </div>
      ) : null}
    </dl>
  );
}

/** /admin/events/:uuid/registrations: who registered, how they answered, a page at a time. */
export function RegistrationsPage() {
  const { uuid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const event = useQuery(eventQuery(uuid));
  const registrants = useQuery(registrantsQuery(uuid, page));
  const questions = event.data?.questions ?? [];
  return (
    <AdminFrame
      title={event.data ? `Registrations: ${event.data.title}` : 'Registrations'}
      actions={
        <Anchor component={Link} to={eventPaths.adminEdit(uuid)} size="sm">
          Back to the event
        </Anchor>
      }
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <PagedList
          query={registrants}
          what="the registrations"
          empty="Nobody has registered yet."
          pageSize={registrantsPageSize}
          paging={{ label: 'Registration pages', page, onPage: (next) => setParams({ page: String(next) }) }}
        >
          {(data) => (
            <Table.ScrollContainer minWidth={760}>
              <Table striped aria-label="Registrations">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Answer</Table.Th>
                    <Table.Th>Slot</Table.Th>
                    <Table.Th>Questions</Table.Th>
                    <Table.Th>Registered</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((registrant) => (
                    <Table.Tr key={registrant.uuid}>
                      <Table.Td>{registrant.name}</Table.Td>
                      <Table.Td>{registrant.email ?? '—'}</Table.Td>
                      <Table.Td>{responseLabels[registrant.responseAction]}</Table.Td>
                      <Table.Td>
                        {registrant.slot ? timeRange(registrant.slot.startsAt, registrant.slot.endsAt) : '—'}
                      </Table.Td>
                      <Table.Td>
                        <Answers registrant={registrant} questions={questions} />
                      </Table.Td>
                      <Table.Td>
                        <time dateTime={registrant.createdAt}>{new Date(registrant.createdAt).toLocaleString()}</time>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </PagedList>
      </Paper>
    </AdminFrame>
  );
}
