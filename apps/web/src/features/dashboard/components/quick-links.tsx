import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnected, IconSettings, IconUsersGroup } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

type QuickLink = { to: string; label: string; description: string; icon: ReactNode };

type Props = { withConnections: boolean; addMembers: boolean; organizationName: string | null };

/** Ways on to the pages this profile can use; Add/Delete User only when the server says it may. */
export function QuickLinks({ withConnections, addMembers, organizationName }: Props) {
  const headingId = useId();
  const links: QuickLink[] = [
    ...(withConnections
      ? [
          {
            to: '/connections',
            label: 'Connections',
            description: 'Answer requests and see who you are connected with.',
            icon: <IconPlugConnected size={20} aria-hidden />,
          },
        ]
      : []),
    ...(addMembers
      ? [
          {
            to: '/team/list',
            label: 'Add/Delete User',
            description: `Give colleagues access to ${organizationName ?? 'your profile'}.`,
            icon: <IconUsersGroup size={20} aria-hidden />,
          },
        ]
      : []),
    {
      to: '/account/edit/profile',
      label: 'Account Settings',
      description: 'Your name, email, WhatsApp number and account status.',
      icon: <IconSettings size={20} aria-hidden />,
    },
  ];

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        Quick links
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {links.map((link) => (
          <Card key={link.to} component={Link} to={link.to} withBorder radius="md" padding="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                {link.icon}
              </ThemeIcon>
              <Stack gap={2} miw={0}>
                <Text fw={600}>{link.label}</Text>
                <Text size="sm" c="dimmed">
                  {link.description}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
