import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileText, IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type AccountType, accountTypeLabels, type Program, programStageLabels, programStages } from '@ventura/shared';
import type { ReactNode } from 'react';
import { videoTopicsQuery } from '../api.ts';
import { dateText, dateTimeText } from '../present.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** 'Startups', 'Startups and Mentors', 'Startups, Mentors and Corporates'. */
export const whoMayApply = (types: readonly AccountType[]) => {
  const names = types.map((type) => `${accountTypeLabels[type]}s`);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
};

/** A video's longest length in words: '2 min', '90 s', '1 min 30 s'. */
const lengthText = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
};

function VideoTopics({ program }: { program: Program }) {
  const topics = useQuery({ ...videoTopicsQuery(program.family, program.uuid), enabled: program.family === 'video' });
  const list = topics.data ?? program.videoTopics;
  if (list.length === 0) return null;
  return (
    <Section title="Pitch video topics">
      <Text size="sm" c="dimmed">
        You record a short video on each of these topics.
      </Text>
      <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {list.map((topic, index) => (
          <Group component="li" key={topic.id} gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="xl" size={28} aria-hidden>
              <IconVideo size={16} />
            </ThemeIcon>
            <Stack gap={0} miw={0}>
              <Text fw={500}>
                {index + 1}. {topic.title}{' '}
                <Text span size="sm" c="dimmed">
                  (up to {lengthText(topic.seconds)})
                </Text>
              </Text>
              {topic.description ? (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                  {topic.description}
                </Text>
              ) : null}
            </Stack>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

/** The stages an application goes through, and the documents each asks for. */
function Stages({ program }: { program: Program }) {
  return (
    <Section title="How selection works">
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Stages of selection">
        {programStages.map((stage, index) => {
          const documents = program.documents.filter((document) => document.stage === stage);
          return (
            <Paper component="li" key={stage} withBorder radius="md" p="sm">
              <Stack gap={6}>
                <Text fw={600}>
                  {index + 1}. {programStageLabels[stage]}
                </Text>
                {documents.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No documents asked at this stage.
                  </Text>
                ) : (
                  <List size="sm" spacing={4} icon={<IconFileText size={16} aria-hidden />} center>
                    {documents.map((document) => (
                      <List.Item key={document.key}>
                        {document.title}
                        {document.required ? '' : ' (optional)'}
                        {document.description ? (
                          <Text span size="sm" c="dimmed">
                            {' '}
                            · {document.description}
                          </Text>
                        ) : null}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Section>
  );
}

/** Everything a program says about itself: what it is, who may apply, its dates, stages, documents and videos. */
export function ProgramOverview({ program }: { program: Program }) {
  const runs =
    program.startsOn && program.endsOn
      ? `${dateText(program.startsOn)} to ${dateText(program.endsOn)}`
      : program.startsOn
        ? `From ${dateText(program.startsOn)}`
        : null;
  return (
    <Stack gap="lg">
      {program.description ? (
        <Section title="About the program">
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{program.description}</Text>
        </Section>
      ) : null}
      <Section title="Who may apply">
        <Group gap={6}>
          {program.accountTypes.map((type) => (
            <Badge key={type} variant="default" tt="none" fw={500}>
              {accountTypeLabels[type]}
            </Badge>
          ))}
        </Group>
        {program.eligibility ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {program.eligibility}
          </Text>
        ) : null}
      </Section>
      <Section title="Dates">
        <Stack component="dl" gap={4} m={0}>
          <Group gap="xs" wrap="wrap">
            <Text component="dt" size="sm" fw={500}>
              Applications open
            </Text>
            <Text component="dd" size="sm" m={0}>
              <time dateTime={program.opensAt}>{dateTimeText(program.opensAt)}</time>
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text component="dt" size="sm" fw={500}>
              Applications close
            </Text>
            <Text component="dd" size="sm" m={0}>
              <time dateTime={program.closesAt}>{dateTimeText(program.closesAt)}</time>
            </Text>
          </Group>
          {runs ? (
            <Group gap="xs" wrap="wrap">
              <Text component="dt" size="sm" fw={500}>
                The program runs
              </Text>
              <Text component="dd" size="sm" m={0}>
                {runs}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Section>
      {program.externalUrl ? null : <Stages program={program} />}
      {program.family === 'video' || program.videoTopics.length > 0 ? <VideoTopics program={program} /> : null}
    </Stack>
  );
}
