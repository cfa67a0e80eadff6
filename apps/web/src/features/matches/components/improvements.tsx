import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconBulb } from '@tabler/icons-react';
import type { MatchImprovement, MatchKind } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { kindTexts } from '../kinds.ts';

/**
 * 'Better matches': the member's empty fields that matching reads, each a link to the page that edits it.
 * Nothing when the profile already says all of it.
 */
export function Improvements({ kind, items }: { kind: MatchKind; items: readonly MatchImprovement[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
          <IconBulb size={18} />
        </ThemeIcon>
        <Stack gap={6} miw={0}>
          <Text fw={600} id={headingId}>
            Better matches
          </Text>
          <Text size="sm" c="dimmed">
            {`${kindTexts[kind].tab} are matched on what your profile says. Fill in more for matches that fit better:`}
          </Text>
          <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <li key={item.field}>
                <Anchor component={Link} to={item.page} size="sm" fw={500}>
                  {item.text}
                  <IconArrowRight size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: -2 }} />
                </Anchor>
              </li>
            ))}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
