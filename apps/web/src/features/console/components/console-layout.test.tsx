import { MantineProvider, Menu } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Session } from '@ventura/shared';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { TenantContext } from '../../../core/tenant.ts';
import { operatorSession } from '../../../test/console-fixture.ts';
import { partnerProfileFixture, partnerSession } from '../../../test/profile-fixture.ts';
import { stubMatchMedia } from '../../../test/render.tsx';
import { signInFixture } from '../../../test/session-fixture.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { ConsoleMenuItems, notYetApprovedText } from '../menu-items.tsx';
import { ConsoleLayout } from './console-layout.tsx';

const tenant = tenantFixture();

const withApp = (children: ReactNode, on = tenant) => (
  <MantineProvider env="test">
    <QueryClientProvider client={new QueryClient()}>
      <TenantContext value={on}>{children}</TenantContext>
    </QueryClientProvider>
  </MantineProvider>
);

/** The console's frame at a path, with a page for the operators and one for partners, and the 404 page. */
const openConsole = (path: string, on = tenant) => {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        Component: ConsoleLayout,
        children: [
          { index: true, handle: { console: 'operator' }, element: <h1>Overview</h1> },
          { path: 'startups', handle: { console: 'partner' }, element: <h1>Startup Portfolio</h1> },
        ],
      },
      { path: '/errors/404', element: <h1>Page not found</h1> },
    ],
    { initialEntries: [path] },
  );
  render(withApp(<RouterProvider router={router} />, on));
  return router;
};

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Console' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const signIn = (session: Session) => sessionStore.signIn(session);

describe('the console frame', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('gives an operator every section, the tenant’s name and the way back', async () => {
    signIn(operatorSession);
    openConsole('/admin');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Approvals',
      'Connection requests',
      'Community reports',
      'Members',
      'Matching',
      'Programs',
      'Forms',
      'Events',
      'Growth metrics',
      'Pitch topics',
      'Certificates',
      'Content',
      'Booster kit',
      'Helpdesk',
      'Facilities',
      'Facility bookings',
      'IP requests',
      'Milestones',
      'Payments',
      'Membership plans',
      'Payment settings',
      'Sign-in from elsewhere',
      'Settings',
      'Audit log',
    ]);
    expect(within(menu).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(tenant.name)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the site' }).getAttribute('href')).toBe('/');
  });

  it('gives a partner its startups, their growth metrics and milestones alone, even when it asks for an operator’s page', async () => {
    signIn(partnerSession);
    const router = openConsole('/admin');
    expect(await screen.findByRole('heading', { name: 'Startup Portfolio' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/startups');
    const menu = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Startups', 'Growth metrics', 'Milestones']);
  });

  it('leaves growth metrics out of the menus while the tenant has them off', async () => {
    const off = { ...tenant, features: { ...tenant.features, growth_metrics: false } };
    signIn(operatorSession);
    openConsole('/admin', off);
    await screen.findByRole('heading', { name: 'Overview' });
    expect(menuLinks()).not.toContain('Growth metrics');
    expect(menuLinks()).toContain('Events');
    cleanup();
    signIn(partnerSession);
    openConsole('/admin', off);
    await screen.findByRole('heading', { name: 'Startup Portfolio' });
    expect(menuLinks()).toEqual(['Startups', 'Milestones']);
  });

  it('sends any other member to the 404 page', async () => {
    signInFixture();
    const router = openConsole('/admin');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/errors/404');
  });
});

describe('the profile menu’s way in', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  const openMenu = () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <Menu opened>
              <Menu.Target>
                <button type="button">menu</button>
              </Menu.Target>
              <Menu.Dropdown>
                <ConsoleMenuItems />
              </Menu.Dropdown>
            </Menu>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(withApp(<RouterProvider router={router} />));
  };

  it('links an operator to the console', async () => {
    signIn(operatorSession);
    openMenu();
    expect((await screen.findByRole('menuitem', { name: 'Admin console' })).getAttribute('href')).toBe('/admin');
  });

  it('offers a partner the Admin Console, held back until its profile is approved', async () => {
    signIn(partnerSession);
    sessionStore.setProfile(partnerProfileFixture({ approvalStatus: 'submitted' }));
    openMenu();
    const item = await screen.findByRole('menuitem', { name: /^Admin Console/ });
    // The reason is read out with the item; sighted people get it as the tooltip.
    expect(item.textContent).toBe(`Admin Console (${notYetApprovedText})`);
    expect(item.getAttribute('aria-disabled')).toBe('true');
  });

  it('opens an approved partner’s console in a new tab at the address the server gives', async () => {
    signIn(partnerSession);
    sessionStore.setProfile(partnerProfileFixture());
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: 'http://localhost/admin' }), { status: 200 }),
    );
    openMenu();
    (await screen.findByRole('menuitem', { name: 'Admin Console' })).click();
    await vi.waitFor(() => expect(tab.location.href).toBe('http://localhost/admin'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
  });

  it('offers a program-office member with a partner id the Admin Console too, held back until approved', async () => {
    const office = { ...partnerSession, user: { ...partnerSession.user, accountType: 'program_office' as const } };
    const member = (changes: Parameters<typeof partnerProfileFixture>[0]) =>
      partnerProfileFixture({ accountType: 'program_office', accountTypeLabel: 'Program Office', ...changes });
    const partnerId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    signIn(office);
    sessionStore.setProfile(member({ partnerId, approvalStatus: 'submitted' }));
    openMenu();
    const held = await screen.findByRole('menuitem', { name: /^Admin Console/ });
    expect(held.textContent).toBe(`Admin Console (${notYetApprovedText})`);
    expect(held.getAttribute('aria-disabled')).toBe('true');
    cleanup();
    sessionStore.setProfile(member({ partnerId, approvalStatus: 'approved' }));
    openMenu();
    expect((await screen.findByRole('menuitem', { name: 'Admin Console' })).getAttribute('aria-disabled')).toBeNull();
    cleanup();
    // Without a partner id, a program office has no Admin Console.
    sessionStore.setProfile(member({ partnerId: null, approvalStatus: 'approved' }));
    openMenu();
    expect(screen.queryByRole('menuitem')).toBeNull();
  });

  it('offers nothing to other members', () => {
    signInFixture();
    openMenu();
    expect(screen.queryByRole('menuitem')).toBeNull();
  });
});
