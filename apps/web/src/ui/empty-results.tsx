import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** A Tabler icon at size 26, shown in a soft circle. */
  icon: ReactNode;
  title: string;
  hint: string;
  /** What to do about it (clear the filters, back to the first page); none when there is nothing to do. */
  action?: { label: string; onClick: () => void } | null | undefined;
};

/** What a search or list shows when a page has nothing: why, what to try, and the one action that helps. */
export function EmptyResults({ icon, title, hint, action }: Props) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" ta="center" maw={420}>
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {hint}
        </Text>
        {action ? (
          <Button variant="light" mt="xs" onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}
