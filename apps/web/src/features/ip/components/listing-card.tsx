import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogin, IconMessage } from '@tabler/icons-react';
import type { IpListing } from '@ventura/shared';
import { Link } from 'react-router';
import { rememberAttemptedUrl } from '../../../core/after-login.ts';
import { chatPathFor } from '../../../core/chat-entry.ts';
import { paths } from '../../../core/paths.ts';
import { KindBadge, StageBadge } from './stage-badge.tsx';

/** One offer of the marketplace: what is licensed, by whom, and a way to ask them about it. */
export function ListingCard({ listing, signedIn }: { listing: IpListing; signedIn: boolean }) {
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={listing.title}>
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <KindBadge kind={listing.kind} />
          <StageBadge stage={listing.stage} />
        </Group>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {listing.title}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {listing.licensingSummary}
        </Text>
        <Group gap={6}>
          {listing.industries.map((industry) => (
            <Badge key={industry.code} component="span" variant="light" color="gray" tt="none">
              {industry.name}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed" mt="auto">
          Offered by{' '}
          {listing.owner.url ? (
            <Anchor component={Link} to={listing.owner.url} size="sm">
              {listing.owner.name}
            </Anchor>
          ) : (
            listing.owner.name
          )}
        </Text>
        {listing.can.message ? (
          <Button
            component={Link}
            to={chatPathFor(listing.owner.uuid)}
            variant="default"
            leftSection={<IconMessage size={16} aria-hidden />}
            aria-label={`Ask ${listing.owner.name} about licensing ${listing.title}`}
          >
            Ask about licensing
          </Button>
        ) : signedIn ? null : (
          <Button
            component={Link}
            to={paths.login}
            onClick={() => rememberAttemptedUrl(`${window.location.pathname}${window.location.search}`)}
            variant="default"
            leftSection={<IconLogin size={16} aria-hidden />}
          >
            Sign in to ask about licensing
          </Button>
        )}
      </Stack>
    </Card>
  );
}
