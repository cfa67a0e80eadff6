import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import type { Perk } from '@ventura/shared';
import { useId } from 'react';
import { formatDay } from '../format.ts';

type Claim = NonNullable<Perk['claim']>;

/** What a startup received on claiming a perk: its code to copy, its link to open, or both. */
export function Received({ claim }: { claim: Claim }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={titleId}>
            What you received
          </Title>
          <Text size="sm" c="dimmed">
            Claimed on <time dateTime={claim.claimedAt}>{formatDay(claim.claimedAt)}</time>.
          </Text>
        </Stack>
        {claim.code ? (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Your code"
              value={claim.code}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              style={{ flex: '1 1 220px' }}
            />
            <CopyButton value={claim.code} timeout={2500}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                >
                  {copied ? 'Copied' : 'Copy code'}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : null}
        {claim.link ? (
          <Group>
            <Button
              component="a"
              href={claim.link}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              Open the offer
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
