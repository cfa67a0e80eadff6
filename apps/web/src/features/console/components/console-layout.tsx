import { Anchor, AppShell, Badge, Burger, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconArrowLeft,
  IconBuilding,
  IconBulb,
  IconCalendarCheck,
  IconCalendarEvent,
  IconCertificate,
  IconChartBar,
  IconChecklist,
  IconCreditCard,
  IconCrown,
  IconFileText,
  IconFlag,
  IconFolders,
  IconForms,
  IconGift,
  IconLayoutDashboard,
  IconLifebuoy,
  IconLogin,
  IconNews,
  IconPlugConnected,
  IconPresentation,
  IconReceipt,
  IconSchool,
  IconSettings,
  IconTargetArrow,
  IconUsers,
} from '@tabler/icons-react';
import type { FeatureFlagName } from '@ventura/shared';
import type { ComponentType } from 'react';
import { Link, Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { ColorSchemeToggle } from '../../../ui/color-scheme-toggle.tsx';
import { SkipLink, skipTargetClass, skipTargetId } from '../../../ui/skip-link.tsx';
import { type ConsoleAccess, consoleAccessOf, consoleRedirect, requiredAccess } from '../access.ts';
import classes from './console.module.css';

type Item = {
  label: string;
  path: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** The tenant's feature the page belongs to: without it, the page has nothing to show. */
  feature?: FeatureFlagName;
};

/** The console's menu for each kind of access: a partner sees its startups and their growth metrics. */
const menus: Record<ConsoleAccess, Item[]> = {
  operator: [
    { label: 'Overview', path: '/admin', icon: IconLayoutDashboard },
    { label: 'Approvals', path: '/admin/approvals', icon: IconChecklist },
    { label: 'Connection requests', path: '/admin/connections', icon: IconPlugConnected },
    { label: 'Community reports', path: '/admin/community', icon: IconFlag },
    { label: 'Members', path: '/admin/members', icon: IconUsers },
    { label: 'Matching', path: '/admin/matching', icon: IconAdjustmentsHorizontal },
    { label: 'Programs', path: '/admin/programs', icon: IconSchool },
    { label: 'Forms', path: '/admin/forms', icon: IconForms },
    { label: 'Events', path: '/admin/events', icon: IconCalendarEvent },
    { label: 'Growth metrics', path: '/admin/growth-metrics', icon: IconChartBar, feature: 'growth_metrics' },
    { label: 'Pitch topics', path: '/admin/pitch-topics', icon: IconPresentation },
    { label: 'Certificates', path: '/admin/certificates', icon: IconCertificate },
    { label: 'Content', path: '/admin/content', icon: IconNews },
    { label: 'Booster kit', path: '/admin/startup-kit', icon: IconGift, feature: 'startup_kit' },
    { label: 'Helpdesk', path: '/admin/tickets', icon: IconLifebuoy, feature: 'ticket_management' },
    { label: 'Facilities', path: '/admin/facilities', icon: IconBuilding, feature: 'facility_management' },
    {
      label: 'Facility bookings',
      path: '/admin/facility-bookings',
      icon: IconCalendarCheck,
      feature: 'facility_management',
    },
    { label: 'IP requests', path: '/admin/ip-requests', icon: IconBulb, feature: 'ip_management' },
    { label: 'Milestones', path: '/admin/milestones', icon: IconTargetArrow, feature: 'milestone_management' },
    { label: 'Payments', path: '/admin/payments', icon: IconReceipt },
    { label: 'Membership plans', path: '/admin/payments/plans', icon: IconCrown },
    { label: 'Payment settings', path: '/admin/payments/settings', icon: IconCreditCard },
    { label: 'Sign-in from elsewhere', path: '/admin/sign-in-settings', icon: IconLogin },
    { label: 'Settings', path: '/admin/settings', icon: IconSettings },
    { label: 'Audit log', path: '/admin/audit', icon: IconFileText },
  ],
  partner: [
    { label: 'Startups', path: '/admin/startups', icon: IconFolders },
    { label: 'Growth metrics', path: '/admin/portfolio-metrics', icon: IconChartBar, feature: 'growth_metrics' },
    {
      label: 'Milestones',
      path: '/admin/portfolio-milestones',
      icon: IconTargetArrow,
      feature: 'milestone_management',
    },
  ],
};

const isAt = (pathname: string, path: string) =>
  path === '/admin'
    ? pathname === path || pathname === `${path}/`
    : pathname === path || pathname.startsWith(`${path}/`);

/** The item a page belongs to: the longest item path it is at or under (/admin/payments/plans is not Payments). */
const currentPathOf = (pathname: string, items: readonly Item[]) =>
  items
    .map((item) => item.path)
    .filter((path) => isAt(pathname, path))
    .sort((a, b) => b.length - a.length)[0];

/**
 * The console's frame: the tenant's name and a way back to the member site on top, the console's menu on
 * the left (a drawer on phones), the page beside it. Anyone the console is not for goes to the 404 page.
 */
export function ConsoleLayout() {
  const user = useSessionUser();
  const tenant = useTenant();
  const access = consoleAccessOf(user, tenant);
  const redirect = consoleRedirect(access, requiredAccess(useMatches()));
  const { pathname } = useLocation();
  const [opened, menu] = useDisclosure(false);
  if (redirect || !access) return <Navigate to={redirect ?? '/errors/404'} replace />;
  const items = menus[access].filter((item) => item.feature === undefined || tenant.features[item.feature]);
  const currentPath = currentPathOf(pathname, items);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', md: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={menu.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? 'Close the console menu' : 'Open the console menu'}
            aria-expanded={opened}
          />
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text fw={700} truncate>
              {tenant.name}
            </Text>
            <Badge variant="light" visibleFrom="xs">
              {access === 'operator' ? 'Console' : 'Partner console'}
            </Badge>
          </Group>
          <Group ml="auto" gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Anchor component={Link} to="/" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconArrowLeft size={16} aria-hidden />
                <span>Back to the site</span>
              </Group>
            </Anchor>
            <ColorSchemeToggle />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Console">
        {/* The menu scrolls when it is taller than the window (a short laptop screen, many features on). */}
        <AppShell.Section grow style={{ overflowY: 'auto', minHeight: 0 }}>
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => {
              const current = item.path === currentPath;
              return (
                <li key={item.path}>
                  <NavLink
                    component={Link}
                    to={item.path}
                    label={item.label}
                    leftSection={<item.icon size={20} aria-hidden />}
                    active={current}
                    aria-current={current ? 'page' : undefined}
                    onClick={menu.close}
                    className={classes.navLink}
                  />
                </li>
              );
            })}
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={skipTargetId} tabIndex={-1} className={skipTargetClass}>
        <Outlet />
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}
