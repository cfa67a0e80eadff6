import { Anchor, AppShell, Box, Burger, Drawer, Group, Image, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { layout } from '@ventura/shared';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { MaintenanceBanner } from './maintenance-banner.tsx';
import classes from './nav-menu.module.css';
import { HorizontalNav, VerticalNav } from './nav-menu.tsx';
import { visibleNavigation } from './navigation.ts';
import { implementedPaths, paths } from './paths.ts';
import shellClasses from './shell.module.css';
import { useTenant } from './tenant.ts';

const headerHeight = 64;

/**
 * The routed app's frame: header with logo and theme toggle, the menu at the side or on top as the
 * tenant chooses (a drawer on phones either way), the maintenance notice and the page.
 */
export function Shell() {
  const tenant = useTenant();
  const [drawerOpened, drawer] = useDisclosure(false);
  const side = tenant.layout === 'side';
  const items = visibleNavigation({ tenant, viewer: null, implemented: implementedPaths });

  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={side ? { width: layout.sidebarWidth, breakpoint: 'sm', collapsed: { mobile: true } } : undefined}
      padding="md"
    >
      <a href="#main-content" className={shellClasses.skipLink}>
        Skip to content
      </a>
      <AppShell.Header className={shellClasses.header}>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={drawerOpened}
          />
          <Anchor component={Link} to={paths.home} aria-label={`${tenant.name} home`} className={shellClasses.logoLink}>
            <Image src={tenant.branding.headerLogo} alt={`${tenant.name} logo`} h={36} w="auto" fit="contain" />
          </Anchor>
          {side ? null : (
            <Box component="nav" aria-label="Main" visibleFrom="sm" ml="md">
              <HorizontalNav items={items} />
            </Box>
          )}
          <Box ml="auto">
            <ColorSchemeToggle />
          </Box>
        </Group>
      </AppShell.Header>

      {side ? (
        <AppShell.Navbar aria-label="Main" p="sm" visibleFrom="sm" className={classes.sidebar}>
          <AppShell.Section grow component={ScrollArea}>
            <VerticalNav items={items} onSidebar />
          </AppShell.Section>
        </AppShell.Navbar>
      ) : null}

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={layout.mobileDrawerWidth}
        title="Menu"
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
        classNames={
          side ? { content: classes.sidebar, header: classes.sidebar, close: classes.sidebarClose } : undefined
        }
      >
        <Box component="nav" aria-label="Main">
          <VerticalNav items={items} onNavigate={drawer.close} onSidebar={side} />
        </Box>
      </Drawer>

      <AppShell.Main id="main-content" tabIndex={-1} className={shellClasses.main}>
        <MaintenanceBanner maintenance={tenant.maintenance_mode} />
        <Outlet />
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}
