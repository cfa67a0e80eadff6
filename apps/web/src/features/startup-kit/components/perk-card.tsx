import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Perk } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../format.ts';
import { perkPath } from '../paths.ts';
import { ClaimedBadge, KindBadge } from './badges.tsx';
import { Provider } from './provider.tsx';

/** One perk of the kit: what, by whom, its kind and worth, when it ends, whether claimed; its title opens it. */
export function PerkCard({ perk }: { perk: Perk }) {
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <KindBadge kind={perk.kind} />
          {perk.claim ? <ClaimedBadge /> : null}
        </Group>
        <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={perkPath(perk.uuid)} inherit>
            {perk.title}
          </Anchor>
        </Title>
        <Provider name={perk.provider} logo={perk.providerLogo} />
        <Text fw={700} c="var(--mantine-color-text)">
          {perk.value}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {perk.summary}
        </Text>
        {perk.expiresAt ? (
          <Text size="sm" c="dimmed" mt="auto">
            Expires <time dateTime={perk.expiresAt}>{formatDay(perk.expiresAt)}</time>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
