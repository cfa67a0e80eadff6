import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';

type Props = { label: string; value: number; hint: string; link?: { to: string; text: string } };

/** One figure of the overview, with what it counts and, where there is one, where to act on it. */
export function StatCard({ label, value, hint, link }: Props) {
  const labelId = useId();
  return (
    <Paper component="section" aria-labelledby={labelId} withBorder radius="lg" p="lg">
      <Stack gap={6}>
        <Text id={labelId} size="sm" fw={600} c="dimmed">
          {label}
        </Text>
        <Text fz={36} fw={700} lh={1}>
          {value}
        </Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {link ? (
          <Anchor component={Link} to={link.to} size="sm" fw={600}>
            {link.text}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
