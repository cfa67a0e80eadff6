import { Anchor, AppShell, Box, Burger, Group, Image, Loader, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { isLimitedAccess, layout, type TenantDetails } from '@ventura/shared';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { Link, Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { implementedPaths, paths } from '../core/paths.ts';
import { publicProfilePath } from '../core/profile-path.ts';
import { type StoredProfile, type StoredUser, useSessionUser, useStoredProfile } from '../core/session.ts';
import { confirmSignOut, signOut } from '../core/sign-out.tsx';
import { useTenant } from '../core/tenant.ts';
import { useRatingModal } from '../features/feedback/use-rating-modal.ts';
import { SearchLauncher } from '../features/search/components/search-launcher.tsx';
import { ColorSchemeToggle } from '../ui/color-scheme-toggle.tsx';
import { SkipLink, skipTargetClass, skipTargetId } from '../ui/skip-link.tsx';
import { MaintenanceBanner } from './maintenance-banner.tsx';
import classes from './nav-menu.module.css';
import { HorizontalNav, VerticalNav } from './nav-menu.tsx';
import { type Viewer, visibleNavigation } from './navigation.ts';
import shellClasses from './shell.module.css';
import { featurePaths } from './signed-in-routes.tsx';
import { useProfileSync } from './use-profile-sync.ts';

const headerHeight = 64;
const pagesThatExist: ReadonlySet<string> = new Set([...implementedPaths, ...featurePaths]);

const RatingModal = lazy(() => import('../features/feedback/components/rating-modal.tsx'));
// Loaded after the first screen: the profile menu, the notifications bell (with its 30 s count refresh)
// and the realtime socket are for signed-in people only, in one chunk (socket.io-client comes with it,
// never with the first load); the phone menu's drawer and the Switch Profile dialog stay closed until
// asked for (each shows once its chunk is in).
const signedInHeader = () => import('./signed-in-header.tsx');
const ProfileMenu = lazy(async () => ({ default: (await signedInHeader()).ProfileMenu }));
const NotificationBell = lazy(async () => ({ default: (await signedInHeader()).NotificationBell }));
const MessagesButton = lazy(async () => ({ default: (await signedInHeader()).MessagesButton }));
const RealtimeConnection = lazy(async () => ({ default: (await signedInHeader()).RealtimeConnection }));
const Drawer = lazy(async () => ({ default: (await import('./overlays.tsx')).Drawer }));
const Modal = lazy(async () => ({ default: (await import('./overlays.tsx')).Modal }));
// Only where the tenant signs rejected profiles out (spec 4): watches the signed-in profile's completeness.
const RejectionWatch = lazy(async () => ({ default: (await import('./rejection-watch.tsx')).RejectionWatch }));

/** The signed-in person as the menu sees them; the profile fills in once it has been fetched. */
const viewerOf = (
  user: StoredUser | null,
  profile: StoredProfile | null,
  features: TenantDetails['features'],
): Viewer | null => {
  if (!user) return null;
  const current = profile?.uuid === user.uuid ? profile : null;
  return {
    accountType: user.accountType,
    approved: current?.approvalStatus === 'approved',
    limitedAccess: isLimitedAccess(features, current?.approvalStatus),
    profilePath: publicProfilePath(user.accountType, user.uuid),
  };
};

type Props = {
  /** The Switch Profile dialog's content: the sign-in feature's, handed in by the router. */
  switchProfilePanel: ComponentType<{ tenant: TenantDetails; user: StoredUser }>;
};

/**
 * The routed app's frame: header with logo, theme toggle and the profile dropdown, the menu at the
 * side or on top as the tenant chooses (a drawer on phones either way), the maintenance notice and
 * the page.
 */
export function Shell({ switchProfilePanel: SwitchProfilePanel }: Props) {
  const tenant = useTenant();
  const user = useSessionUser();
  const profile = useStoredProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [switchOpened, switchProfile] = useDisclosure(false);
  const rating = useRatingModal(user !== null);
  useProfileSync();
  const side = tenant.layout === 'side';
  const viewer = useMemo(() => viewerOf(user, profile, tenant.features), [user, profile, tenant.features]);
  // Public profile pages exist for every profile, under addresses no static list can hold.
  const implemented = useMemo(
    () => (viewer?.profilePath ? new Set([...pagesThatExist, viewer.profilePath]) : pagesThatExist),
    [viewer],
  );
  const items = visibleNavigation({ tenant, viewer, implemented });
  // Global search finds what the visitor may search: members search the directories the matrix opens to
  // them; signed-out visitors only where the tenant shows profiles to everyone.
  const canSearchGlobally =
    tenant.features.show_ecosystem && (user !== null || tenant.profile_settings.public_profiles === 'everyone');
  const logout = () => confirmSignOut(() => void signOut({ queryClient, navigate: (to) => navigate(to) }));
  // The server says what the profile may do; before it has answered, the tenant's flag decides.
  const canSwitchProfile =
    (profile?.uuid === user?.uuid ? profile?.can.switchProfile : undefined) ?? tenant.features.multiple_profiles;

  const logoutItem = (onSidebar: boolean) =>
    user ? (
      <NavLink
        component="button"
        type="button"
        label="Logout"
        leftSection={<IconLogout size={20} aria-hidden />}
        onClick={() => {
          drawer.close();
          logout();
        }}
        className={onSidebar ? classes.sidebarLink : undefined}
      />
    ) : null;

  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={side ? { width: layout.sidebarWidth, breakpoint: 'sm', collapsed: { mobile: true } } : undefined}
      padding="md"
    >
      <SkipLink />
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
            <Image src={tenant.branding.headerLogo} alt={`${tenant.name} logo`} className={shellClasses.logo} />
          </Anchor>
          {side ? null : (
            // A long top menu scrolls within the header rather than pushing the logo or the account menu out.
            <Box component="nav" aria-label="Main" visibleFrom="sm" ml="md" miw={0} style={{ overflowX: 'auto' }}>
              <HorizontalNav items={items} />
            </Box>
          )}
          <Group ml="auto" gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {canSearchGlobally ? <SearchLauncher compact={!side} /> : null}
            <ColorSchemeToggle />
            {user ? (
              <Suspense fallback={null}>
                <MessagesButton />
                <NotificationBell />
              </Suspense>
            ) : null}
            {user ? (
              <Suspense fallback={null}>
                <ProfileMenu
                  profilePath={viewer?.profilePath ?? ''}
                  canSwitchProfile={canSwitchProfile}
                  withAccountSettings={pagesThatExist.has(paths.accountSettings)}
                  onSwitchProfile={switchProfile.open}
                  onRateExperience={rating.openOverall}
                  onLogout={logout}
                />
              </Suspense>
            ) : null}
          </Group>
        </Group>
      </AppShell.Header>

      {side ? (
        <AppShell.Navbar aria-label="Main" p="sm" visibleFrom="sm" className={classes.sidebar}>
          <AppShell.Section grow component={ScrollArea}>
            <VerticalNav items={items} onSidebar />
          </AppShell.Section>
          <AppShell.Section>{logoutItem(true)}</AppShell.Section>
        </AppShell.Navbar>
      ) : null}

      <Suspense fallback={null}>
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
          {logoutItem(side)}
        </Drawer>
      </Suspense>

      {user && canSwitchProfile ? (
        <Suspense fallback={null}>
          <Modal opened={switchOpened} onClose={switchProfile.close} title="Switch Profile" size="lg">
            <Suspense fallback={<Loader aria-label="Loading" />}>
              <SwitchProfilePanel tenant={tenant} user={user} />
            </Suspense>
          </Modal>
        </Suspense>
      ) : null}

      {user ? (
        <Suspense fallback={null}>
          <RealtimeConnection token={user.accessToken} userId={user.userId} />
        </Suspense>
      ) : null}

      {user && tenant.features.logout_on_rejection ? (
        <Suspense fallback={null}>
          <RejectionWatch />
        </Suspense>
      ) : null}

      {rating.kind ? (
        <Suspense fallback={null}>
          <RatingModal kind={rating.kind} onClose={rating.close} />
        </Suspense>
      ) : null}

      <AppShell.Main id={skipTargetId} tabIndex={-1} className={skipTargetClass}>
        <MaintenanceBanner maintenance={tenant.maintenance_mode} />
        <Outlet />
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}
