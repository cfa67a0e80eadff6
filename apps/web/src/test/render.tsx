import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { TenantDetails } from '@ventura/shared';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TenantContext } from '../core/tenant.ts';
import { tenantFixture } from './tenant-fixture.ts';

/** jsdom has no matchMedia; Mantine asks it for the preferred colour scheme. */
export const stubMatchMedia = () => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (media: string) => ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
};

/** jsdom has neither font loading events nor ResizeObserver; Mantine's autosizing Textarea and scroll areas ask for both. */
export const stubAutosize = () => {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', {
      configurable: true,
      value: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
  }
};

/** Renders a page as the app does: Mantine, a fresh query client, the tenant and a router at `path`. */
export const renderPage = (
  element: ReactNode,
  { path = '/', tenant = tenantFixture() }: { path?: string; tenant?: TenantDetails } = {},
) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <TenantContext value={tenant}>
          <RouterProvider router={router} />
        </TenantContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
};
