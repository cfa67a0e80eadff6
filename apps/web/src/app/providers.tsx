import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TenantDetails } from '@ventura/shared';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { holdModalEvents } from './modal-events.ts';
import { brandCssVariables, brandOf, brandTheme, neutralBrand } from './theme.ts';

/** The visitor's light/dark choice, remembered per origin (so per tenant). */
const colorSchemeManager = localStorageColorSchemeManager({ key: 'ventura-color-scheme' });
/** The last tenant's default scheme, so the loading screen already has the right background. */
const tenantThemeKey = 'ventura-tenant-theme';

const storedTenantTheme = () => (localStorage.getItem(tenantThemeKey) === 'dark' ? 'dark' : 'light');

/**
 * The hosts of toasts and dialogs are not part of the first screen: they load beside the tenant request.
 * Toasts wait in Mantine's store and dialogs asked for meanwhile are held, so both show once loaded.
 * Should the chunk fail to load (a deploy replaced it), the app goes on without them rather than failing.
 */
const OverlayHosts = lazy<ComponentType>(() => import('./overlay-hosts.tsx').catch(() => ({ default: () => null })));
holdModalEvents();

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Mantine with the tenant's brand: generated palette, readable text colours, default colour scheme
 * and favicon. Before the tenant is known it uses neutral colours; once it is, the provider is
 * mounted afresh so the tenant's default scheme applies (the visitor's own choice still wins).
 */
export function BrandProvider({ tenant, children }: { tenant: TenantDetails | null; children: ReactNode }) {
  const { primary, secondary, sidebar } = tenant ? brandOf(tenant) : neutralBrand;
  const theme = useMemo(() => brandTheme({ primary, secondary, sidebar }), [primary, secondary, sidebar]);
  const cssVariablesResolver = useMemo(
    () => brandCssVariables({ primary, secondary, sidebar }),
    [primary, secondary, sidebar],
  );
  useFavicon(tenant?.branding.favicon);
  useEffect(() => {
    if (tenant) localStorage.setItem(tenantThemeKey, tenant.theme);
  }, [tenant]);

  return (
    <MantineProvider
      key={tenant ? tenant.id : 'neutral'}
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={tenant ? tenant.theme : storedTenantTheme()}
    >
      <Suspense fallback={null}>
        <OverlayHosts />
      </Suspense>
      {children}
    </MantineProvider>
  );
}

const useFavicon = (href: string | undefined) => {
  useEffect(() => {
    if (!href) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.type = href.endsWith('.svg') ? 'image/svg+xml' : '';
    link.href = href;
  }, [href]);
};
