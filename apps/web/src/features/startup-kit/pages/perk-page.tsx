import { Alert, Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Perk } from '@ventura/shared';
import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { fundingStagesQuery, perkQuery } from '../api.ts';
import { ClaimedBadge, KindBadge } from '../components/badges.tsx';
import { PerkCheck } from '../components/perk-check.tsx';
import { Provider } from '../components/provider.tsx';
import { Received } from '../components/received.tsx';
import { eligibilityInWords, formatDay } from '../format.ts';
import { startupKitPaths } from '../paths.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function PerkDetail({ perk }: { perk: Perk }) {
  const tenant = useTenant();
  useDocumentTitle(`${perk.title} | Startup Booster Kit | ${tenant.name}`);
  const stages = useQuery(fundingStagesQuery());
  const stageName = (code: string) => stages.data?.find((stage) => stage.code === code)?.name ?? code;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <KindBadge kind={perk.kind} />
          {perk.claim ? <ClaimedBadge /> : null}
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {perk.title}
        </Title>
        <Provider name={perk.provider} logo={perk.providerLogo} size="md" />
        <Text size="lg" fw={700}>
          {perk.value}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>{perk.summary}</Text>
        {perk.expiresAt ? (
          <Text size="sm" c="dimmed">
            Expires <time dateTime={perk.expiresAt}>{formatDay(perk.expiresAt)}</time>
          </Text>
        ) : null}
      </Stack>
      {perk.description ? (
        <Section title="About this perk">
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{perk.description}</Text>
        </Section>
      ) : null}
      <Section title="Who may claim it">
        <List spacing={4}>
          {eligibilityInWords(perk.eligibility, stageName).map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
      </Section>
      <Section title="Can your startup claim it?">
        <PerkCheck perk={perk} />
      </Section>
      {perk.claim ? <Received claim={perk.claim} /> : null}
    </Stack>
  );
}

/**
 * /startup-booster-kit/:uuid (issue 39): a perk in full, its rules in words, whether the caller's startup
 * qualifies (and why not), the claim, and what a claim gave: the code to copy, the offer's link.
 */
export function PerkPage() {
  const tenant = useTenant();
  const uuid = useParams().uuid ?? '';
  const offered = tenant.features.startup_kit;
  const perk = useQuery({ ...perkQuery(uuid), enabled: offered && uuid !== '' });
  const missing = perk.error instanceof ApiError && perk.error.status === 404;

  return (
    <Stack gap="lg" w="100%" maw={860}>
      <Anchor component={Link} to={startupKitPaths.list} size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          <span>All perks</span>
        </Group>
      </Anchor>
      {!offered ? (
        <Alert color="gray" title="Not offered here">
          {tenant.name} does not offer the booster kit.
        </Alert>
      ) : missing ? (
        <Stack gap="xs">
          <Title order={1}>Perk not found</Title>
          <Text c="dimmed">This perk does not exist, or is no longer offered.</Text>
        </Stack>
      ) : (
        <QueryView query={perk} errorTitle="The perk could not be loaded" loadingHeight={320}>
          {(answer) => <PerkDetail perk={answer} />}
        </QueryView>
      )}
    </Stack>
  );
}
