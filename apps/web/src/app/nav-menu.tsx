import { Button, Menu, NavLink, Stack } from '@mantine/core';
import {
  IconBook,
  IconBriefcase,
  IconCalendarEvent,
  IconChecklist,
  IconChevronDown,
  IconCrown,
  IconFileText,
  IconFolders,
  IconHeadset,
  IconLayoutDashboard,
  IconLogin,
  IconMessages,
  IconPresentation,
  IconReceipt,
  IconRocket,
  IconSettings,
  IconUser,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './nav-menu.module.css';
import type { NavIcon, VisibleItem, VisibleLink } from './navigation.ts';

const icons: Record<NavIcon, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  dashboard: IconLayoutDashboard,
  connect: IconUsersGroup,
  community: IconMessages,
  actions: IconChecklist,
  programs: IconPresentation,
  events: IconCalendarEvent,
  jobs: IconBriefcase,
  kit: IconRocket,
  resources: IconBook,
  helpdesk: IconHeadset,
  settings: IconSettings,
  team: IconUsers,
  portfolio: IconFolders,
  documents: IconFileText,
  profile: IconUser,
  membership: IconCrown,
  orders: IconReceipt,
  login: IconLogin,
};

const ItemIcon = ({ icon }: { icon: NavIcon | undefined }) => {
  if (!icon) return null;
  const Icon = icons[icon];
  return <Icon size={20} aria-hidden />;
};

/**
 * The item the page belongs to: the longest item path the address is at or under, so that
 * /calender/events is Events and not also My Meetings (/calender).
 */
const activePathOf = (pathname: string, items: VisibleItem[]) =>
  items
    .flatMap((item) => (item.kind === 'link' ? [item.path] : item.children.map((child) => child.path)))
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];

type Props = { items: VisibleItem[]; onNavigate?: () => void };

/** The menu as a vertical list: the side menu and the phone drawer. */
export function VerticalNav({ items, onNavigate, onSidebar }: Props & { onSidebar?: boolean }) {
  const { pathname } = useLocation();
  const activePath = activePathOf(pathname, items);
  const linkClass = onSidebar ? classes.sidebarLink : undefined;
  const renderLink = (item: VisibleLink) => (
    <NavLink
      key={item.path}
      component={Link}
      to={item.path}
      label={item.label}
      leftSection={<ItemIcon icon={item.icon} />}
      active={item.path === activePath}
      aria-current={pathname === item.path ? 'page' : undefined}
      onClick={onNavigate}
      className={linkClass}
    />
  );
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.label}>
          {item.kind === 'link' ? (
            renderLink(item)
          ) : (
            <NavLink
              label={item.label}
              leftSection={<ItemIcon icon={item.icon} />}
              defaultOpened={item.children.some((child) => child.path === activePath)}
              className={linkClass}
            >
              {item.children.map(renderLink)}
            </NavLink>
          )}
        </li>
      ))}
    </Stack>
  );
}

/** The menu as a row in the header: the top layout on wider screens. */
export function HorizontalNav({ items }: Props) {
  const { pathname } = useLocation();
  const activePath = activePathOf(pathname, items);
  return (
    <ul style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item.label}>
          {item.kind === 'link' ? (
            <Button
              component={Link}
              to={item.path}
              variant="subtle"
              color="gray"
              c="var(--mantine-color-text)"
              leftSection={<ItemIcon icon={item.icon} />}
              data-active={item.path === activePath || undefined}
              aria-current={pathname === item.path ? 'page' : undefined}
              className={classes.topLink}
            >
              {item.label}
            </Button>
          ) : (
            <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
              <Menu.Target>
                <Button
                  variant="subtle"
                  color="gray"
                  c="var(--mantine-color-text)"
                  leftSection={<ItemIcon icon={item.icon} />}
                  rightSection={<IconChevronDown size={16} aria-hidden />}
                  data-active={item.children.some((child) => child.path === activePath) || undefined}
                  className={classes.topLink}
                >
                  {item.label}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {item.children.map((child) => (
                  <Menu.Item key={child.path} component={Link} to={child.path}>
                    {child.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </li>
      ))}
    </ul>
  );
}
