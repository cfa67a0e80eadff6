import { Center, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { useTenant } from '../../../core/tenant.ts';

/** A portfolio with nothing in it yet: what it is for and how startups get into it. */
export function EmptyPortfolio({ canAdd }: { canAdd: boolean }) {
  const tenant = useTenant();
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" ta="center" maw={520}>
        <ThemeIcon variant="light" size={56} radius="xl" aria-hidden>
          <IconFolders size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          Your portfolio is empty
        </Title>
        <Text c="dimmed">
          Your portfolio lists the startups you support on {tenant.name}. Each founder gets an invitation by email; once
          they accept, their startup profile is linked to you.
        </Text>
        <List size="sm" c="dimmed" ta="left" spacing={4}>
          {canAdd ? <List.Item>Add a startup by hand, or import many at once from a CSV.</List.Item> : null}
          <List.Item>Founders can also submit their startup on your public profile, for you to invite.</List.Item>
        </List>
      </Stack>
    </Center>
  );
}
