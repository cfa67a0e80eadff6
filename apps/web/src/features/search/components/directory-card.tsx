import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { DirectoryCard as Card } from '@ventura/shared';
import { Suspense, useId } from 'react';
import { Link } from 'react-router';
import { CardPlace, CardTags } from '../../../ui/profile-card-parts.tsx';
import type { CardAction } from '../card-action.ts';
import { type CompareKind, compareKindOf } from '../compare-list.ts';
import classes from '../search.module.css';
import { CompareToggle } from './compare-toggle.tsx';

/**
 * A profile in a directory: logo or initials, name (the link to the profile), tagline, stage and whether
 * it raises funds now, its industries and place, for startups, investors and corporates a compare toggle, and
 * another feature's action when the router hands one in (Connect).
 */
export function DirectoryCard({ card, action: Action }: { card: Card; action?: CardAction | undefined }) {
  const headingId = useId();
  const kind: CompareKind | null = compareKindOf(card.accountType);

  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md" className={classes.card}>
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Avatar src={card.logo} name={card.name} color="initials" variant="filled" radius="md" size={48} alt="" />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Anchor
              component={Link}
              to={card.profileUrl}
              id={headingId}
              fw={700}
              size="md"
              c="var(--mantine-color-text)"
              className={classes.cardLink}
            >
              {card.name}
            </Anchor>
            {card.tagline ? (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {card.tagline}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {card.stage || card.raisingFunds ? (
          <Group gap={6}>
            {card.stage ? (
              <Badge variant="light" radius="sm" tt="none">
                {card.stage}
              </Badge>
            ) : null}
            {card.raisingFunds ? (
              <Badge variant="light" color="green" radius="sm" tt="none">
                Raising funds
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <CardTags tags={card.tags} className={classes.tag} />
        <Group justify="space-between" gap="xs" mt="auto" wrap="nowrap">
          {card.location ? <CardPlace location={card.location} /> : <span />}
          {kind ? (
            <CompareToggle
              kind={kind}
              item={{ uuid: card.uuid, name: card.name, logo: card.logo, profileUrl: card.profileUrl }}
            />
          ) : null}
        </Group>
        {Action ? (
          <Suspense fallback={null}>
            <div className={classes.cardAction}>
              <Action card={card} />
            </div>
          </Suspense>
        ) : null}
      </Stack>
    </Paper>
  );
}
