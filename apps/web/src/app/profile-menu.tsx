import { Avatar, Badge, Box, Group, Indicator, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconDatabaseExport,
  IconLogout,
  IconMoodSmile,
  IconSettings,
  IconSwitchHorizontal,
  IconUser,
} from '@tabler/icons-react';
import { accountTypeLabels, shortCount } from '@ventura/shared';
import { Link } from 'react-router';
import { type RealtimeStatus, useRealtimeStatus } from '../api/realtime-state.ts';
import { paths } from '../core/paths.ts';
import { useSessionUser, useStoredProfile } from '../core/session.ts';
import { ConsoleMenuItems } from '../features/console/menu-items.tsx';
import classes from './shell.module.css';

/** What the dot says: online while the realtime socket is connected (spec 2: 'green when online'). */
const statusTexts: Record<RealtimeStatus, string> = {
  idle: 'Connecting…',
  connecting: 'Connecting…',
  connected: 'Online',
  offline: 'Offline',
};

type Props = {
  /** The profile's public page; '' for account types without one. */
  profilePath: string;
  canSwitchProfile: boolean;
  withAccountSettings: boolean;
  onSwitchProfile: () => void;
  /** Opens 'Rate your overall experience' (spec 2). */
  onRateExperience: () => void;
  onLogout: () => void;
};

/**
 * The header's profile dropdown (spec 2): name, role label, total profile views and an online dot (green
 * while the realtime socket is connected),
 * with My Profile (the public page), Switch Profile (when the tenant allows several profiles), account settings, the
 * console (operators; a partner's Admin Console), Rate your experience and Logout.
 */
export function ProfileMenu({
  profilePath,
  canSwitchProfile,
  withAccountSettings,
  onSwitchProfile,
  onRateExperience,
  onLogout,
}: Props) {
  const user = useSessionUser();
  const profile = useStoredProfile();
  const realtime = useRealtimeStatus();
  const online = realtime === 'connected';
  if (!user) return null;
  const current = profile?.uuid === user.uuid ? profile : null;
  // The stored profile follows a rename in Account Settings; the stored user keeps the name it signed in with.
  const name = current?.name ?? user.name;
  const roleLabel = current?.accountTypeLabel ?? accountTypeLabels[user.accountType];
  const views = current?.totalProfileViews;
  const status = statusTexts[realtime];

  return (
    // Mantine's initial-focus placeholder is an element role=menu may not contain (axe aria-required-children).
    <Menu position="bottom-end" width={280} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.profileButton} aria-label={`${name}, ${roleLabel}: account menu`}>
          <Group gap="xs" wrap="nowrap">
            <Indicator
              color={online ? 'green' : 'gray'}
              position="bottom-end"
              offset={5}
              size={11}
              withBorder
              aria-hidden
            >
              <Avatar
                src={current?.avatar ?? null}
                name={name}
                color="initials"
                variant="filled"
                radius="xl"
                size={36}
              />
            </Indicator>
            <Box visibleFrom="sm" maw={180}>
              <Text size="sm" fw={600} truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {roleLabel}
              </Text>
            </Box>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* Not actions: a labelled group, so the menu holds only groups, separators and items. */}
        <Stack gap={4} px="sm" py="xs" role="group" aria-label="Your profile">
          <Text fw={600}>{name}</Text>
          <Group gap={6}>
            <Badge variant="light">{roleLabel}</Badge>
            {user.impersonated ? (
              <Badge variant="light" color="orange">
                Signed in by an operator
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            Profile views: {views === undefined ? '…' : shortCount(views)}
          </Text>
          <Group gap={6}>
            <Box className={classes.onlineDot} data-online={online || undefined} aria-hidden />
            <Text size="sm">{status}</Text>
          </Group>
        </Stack>
        <Menu.Divider />
        {profilePath ? (
          <Menu.Item component={Link} to={profilePath} leftSection={<IconUser size={16} aria-hidden />}>
            My Profile
          </Menu.Item>
        ) : null}
        {canSwitchProfile ? (
          <Menu.Item leftSection={<IconSwitchHorizontal size={16} aria-hidden />} onClick={onSwitchProfile}>
            Switch Profile
          </Menu.Item>
        ) : null}
        {withAccountSettings ? (
          <Menu.Item component={Link} to={paths.accountSettings} leftSection={<IconSettings size={16} aria-hidden />}>
            Account Settings
          </Menu.Item>
        ) : null}
        {withAccountSettings ? (
          <Menu.Item component={Link} to={paths.yourData} leftSection={<IconDatabaseExport size={16} aria-hidden />}>
            Your data
          </Menu.Item>
        ) : null}
        <ConsoleMenuItems />
        <Menu.Item leftSection={<IconMoodSmile size={16} aria-hidden />} onClick={onRateExperience}>
          Rate your experience
        </Menu.Item>
        <Menu.Item c="var(--mantine-color-error)" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
