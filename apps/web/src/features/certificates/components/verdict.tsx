import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type VerdictTone = 'genuine' | 'revoked' | 'unknown';

/*
 * Each verdict in its colour: the icon filled with a dark shade (readable in both schemes), the box a tint of
 * the same colour under text in the scheme's own colour, so contrast holds in light and dark alike.
 */
const tones: Record<VerdictTone, { color: string; icon: typeof IconBan }> = {
  genuine: { color: 'green', icon: IconRosetteDiscountCheck },
  revoked: { color: 'red', icon: IconBan },
  unknown: { color: 'orange', icon: IconAlertTriangle },
};

type Props = { tone: VerdictTone; title: string; children?: ReactNode };

/** The page's answer at the top, as its heading: genuine, revoked, or no certificate has this id. */
export function Verdict({ tone, title, children }: Props) {
  const { color, icon: Icon } = tones[tone];
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderColor: `var(--mantine-color-${color}-9)`, borderWidth: 2 }}
    >
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon color={`${color}.9`} variant="filled" size={48} radius="xl" aria-hidden>
          <Icon size={30} />
        </ThemeIcon>
        <Stack gap={6} miw={0}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

/** A line of the verdict's explanation. */
export function VerdictText({ children }: { children: ReactNode }) {
  return <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>;
}
