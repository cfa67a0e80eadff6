import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { DashboardPage } from './dashboard-page.tsx';

const openDashboard = (showDashboard: boolean) => {
  const tenant = tenantFixture();
  renderPage(
    <Routes>
      <Route path="/startups/dashboard" element={<DashboardPage />} />
      <Route path="/startups/edit/startup-information" element={<h1>Startup information</h1>} />
    </Routes>,
    {
      path: '/startups/dashboard',
      tenant: { ...tenant, features: { ...tenant.features, show_dashboard: showDashboard } },
    },
  );
};

describe('DashboardPage', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it("opens the startup's information page instead when the tenant turns dashboards off", async () => {
    serve({});
    signInFixture();
    openDashboard(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Startup information' })).toBeTruthy();
  });

  it('greets the member when dashboards are on', async () => {
    serve({});
    signInFixture();
    openDashboard(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Asha$/ }),
    ).toBeTruthy();
  });
});
