import { Anchor, Avatar, Badge, Divider, Group, Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { type Applicant, type ApplicantProfile, accountTypeLabels } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { dayText } from '../present.ts';
import { InterviewLine } from './interview-line.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { ResumeFile } from './resume-file.tsx';
import { ScheduleInterviewButton } from './schedule-interview.tsx';
import { StatusBadge } from './status-badge.tsx';

/** What the job seeker's profile says: headline, place, skills, experience, education, LinkedIn. */
function ProfileSummary({ profile }: { profile: ApplicantProfile }) {
  return (
    <Stack gap="xs">
      {profile.headline ? <Text fw={500}>{profile.headline}</Text> : null}
      {profile.location ? (
        <Text size="sm" c="dimmed">
          {profile.location}
        </Text>
      ) : null}
      {profile.about ? (
        <Spoiler maxHeight={72} showLabel="Show more" hideLabel="Show less">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {profile.about}
          </Text>
        </Spoiler>
      ) : null}
      {profile.skills.length > 0 ? (
        <Group gap={6}>
          {profile.skills.map((skill) => (
            <Badge key={skill.code} variant="default" size="sm" fw={500} tt="none">
              {skill.name}
            </Badge>
          ))}
        </Group>
      ) : null}
      <History
        title="Experience"
        items={profile.experience.map((item) => ({ what: `${item.title}, ${item.organization}`, period: item.period }))}
      />
      <History
        title="Education"
        items={profile.education.map((item) => ({ what: `${item.degree}, ${item.institution}`, period: item.period }))}
      />
      {profile.linkedin ? (
        <Anchor href={profile.linkedin} target="_blank" rel="noopener noreferrer" size="sm">
          LinkedIn profile
        </Anchor>
      ) : null}
    </Stack>
  );
}

/**
 * An applicant as the hiring side sees them: who they are and how to reach them, their letter, resume and
 * profile, their interviews, and the moves the server allows.
 */
export function ApplicantCard({
  applicant,
  jobUuid,
  viewerZone,
}: {
  applicant: Applicant;
  jobUuid: string;
  viewerZone: string;
}) {
  const nameId = useId();
  const who = applicant.accountType ? accountTypeLabels[applicant.accountType] : 'Applied without an account';
  return (
    <Paper component="article" aria-labelledby={nameId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar src={applicant.avatar} alt="" radius="xl" color="initials" name={applicant.name} aria-hidden />
            <Stack gap={0} miw={0}>
              <Title order={3} size="h5" id={nameId}>
                {applicant.profileUrl ? (
                  <Anchor component={Link} to={applicant.profileUrl} inherit>
                    {applicant.name}
                  </Anchor>
                ) : (
                  applicant.name
                )}
              </Title>
              <Text size="xs" c="dimmed">
                {who} · applied {dayText(applicant.appliedAt)}
              </Text>
            </Stack>
          </Group>
          <StatusBadge status={applicant.status} />
        </Group>

        <Group gap="md">
          <Anchor href={`mailto:${applicant.email}`} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconMail size={14} aria-hidden />
              <span>{applicant.email}</span>
            </Group>
          </Anchor>
          {applicant.phone ? (
            <Anchor href={`tel:${applicant.phone.replace(/[^\d+]/g, '')}`} size="sm">
              <Group gap={4} wrap="nowrap">
                <IconPhone size={14} aria-hidden />
                <span>{applicant.phone}</span>
              </Group>
            </Anchor>
          ) : null}
        </Group>

        {applicant.profile ? <ProfileSummary profile={applicant.profile} /> : null}

        {applicant.coverLetter ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Cover letter
            </Text>
            <Spoiler maxHeight={96} showLabel="Read all" hideLabel="Show less">
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {applicant.coverLetter}
              </Text>
            </Spoiler>
          </Stack>
        ) : null}

        {applicant.resume ? (
          <ResumeFile file={applicant.resume} />
        ) : (
          <Text size="sm" c="dimmed">
            No resume attached
          </Text>
        )}

        {applicant.interviews.length > 0 ? (
          <Stack gap="xs">
            <Divider />
            {applicant.interviews.map((interview, index) => (
              <InterviewLine
                key={interview.uuid}
                interview={interview}
                viewerZone={viewerZone}
                label={applicant.interviews.length > 1 ? `Interview ${index + 1}` : 'Interview'}
              />
            ))}
          </Stack>
        ) : null}

        {applicant.moves.length > 0 || applicant.canScheduleInterview ? (
          <Group gap="xs">
            {applicant.canScheduleInterview ? (
              <ScheduleInterviewButton applicant={applicant} jobUuid={jobUuid} />
            ) : null}
            <MoveButtons applicant={applicant} jobUuid={jobUuid} />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A titled list of what someone did and when (experience, education); nothing when it is empty. */
function History({ title, items }: { title: string; items: { what: string; period: string }[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {items.map((item) => (
        <Text key={`${item.what}-${item.period}`} size="sm">
          {item.what}{' '}
          <Text span c="dimmed" size="sm">
            · {item.period}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
