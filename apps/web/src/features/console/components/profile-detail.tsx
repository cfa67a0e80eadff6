import { Alert, Anchor, Avatar, Badge, Grid, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ConsoleProfileDetail } from '@ventura/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { loadProfileBody } from '../../public-profiles/index.ts';
import { formatDay } from '../format.ts';
import { ApprovalBadge } from './approval-badge.tsx';
import { Completeness } from './approval-table.tsx';
import { DecisionForm } from './decision-form.tsx';
import { DetailCard } from './detail-card.tsx';
import { HistoryList } from './history-list.tsx';
import { ProfileDocuments } from './profile-documents.tsx';

/** The profile's sections as its public page shows them (to an operator: every field), from that feature. */
const ProfileBody: ComponentType<{ profile: ConsoleProfileDetail['profile'] }> = lazy(async () => ({
  default: await loadProfileBody(),
}));

function Header({ detail }: { detail: ConsoleProfileDetail }) {
  const { row } = detail;
  const dates = [
    `Signed up ${formatDay(row.createdAt)}`,
    row.approvalRequestedAt ? `approval requested ${formatDay(row.approvalRequestedAt)}` : null,
    row.approvalDecidedAt ? `last decided ${formatDay(row.approvalDecidedAt)}` : null,
  ].filter((part) => part !== null);
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Avatar src={row.logo} name={row.name} variant="default" radius="md" size={56} alt="" />
      <Stack gap={4} miw={0}>
        <Group gap="xs">
          <Text fw={700} fz="lg">
            {row.label}
          </Text>
          <ApprovalBadge status={row.approvalStatus} />
          {row.deactivated ? (
            <Badge component="span" color="gray" size="sm">
              Account not active
            </Badge>
          ) : null}
        </Group>
        {row.personName !== row.name ? <Text>{row.personName}</Text> : null}
        {detail.profile.tagline ? <Text c="dimmed">{detail.profile.tagline}</Text> : null}
        <Text size="sm" c="dimmed">
          {dates.join(', ')}
        </Text>
      </Stack>
    </Group>
  );
}

function Contact({ detail }: { detail: ConsoleProfileDetail }) {
  const { email, mobile } = detail.row;
  const website = detail.profile.values.website;
  return (
    <Stack gap={6}>
      {email ? (
        <Anchor href={`mailto:${email}`} style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Anchor>
      ) : null}
      {mobile ? <Anchor href={`tel:${mobile.replace(/[^+0-9]/g, '')}`}>{mobile}</Anchor> : null}
      {typeof website === 'string' && website !== '' ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Website: {website}
        </Text>
      ) : null}
      {!email && !mobile ? <Text c="dimmed">No contact details.</Text> : null}
    </Stack>
  );
}

function Missing({ detail }: { detail: ConsoleProfileDetail }) {
  const { completeness } = detail;
  return (
    <Stack gap="xs">
      <Completeness value={completeness.percentage} />
      {completeness.missing.length === 0 ? (
        <Text size="sm">Every required part is filled in.</Text>
      ) : (
        <>
          <Text size="sm">Still missing:</Text>
          <List size="sm" spacing={4}>
            {completeness.missing.map((part) => (
              <List.Item key={part.key}>
                <Text span fw={600} size="sm">
                  {part.title}
                </Text>
                : {part.fields.join(', ')}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/**
 * All of a profile for a decision: who it is, its sections as filled in, how complete it is and what is
 * missing, how to reach its holder, its documents, the decision with its message, and its history.
 */
export function ProfileDetail({ detail }: { detail: ConsoleProfileDetail }) {
  return (
    <Stack gap="lg">
      <Header detail={detail} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <DetailCard title="Decision">
              {detail.approvalMessage ? (
                <Alert color="gray" title="Message with the last decision" styles={readableAlertTitle}>
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {detail.approvalMessage}
                  </Text>
                </Alert>
              ) : null}
              <DecisionForm row={detail.row} />
            </DetailCard>
            <DetailCard title="Completeness">
              <Missing detail={detail} />
            </DetailCard>
            <DetailCard title="Contact">
              <Contact detail={detail} />
            </DetailCard>
            <ProfileDocuments accountType={detail.row.accountType} uuid={detail.row.uuid} />
            <DetailCard title="History">
              <HistoryList entries={detail.history} />
            </DetailCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              Profile
            </Title>
            <Suspense fallback={<Skeleton h={320} radius="lg" />}>
              <ProfileBody profile={detail.profile} />
            </Suspense>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
