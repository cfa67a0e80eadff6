import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { accountTypes, type ConnectionMatrixEntry, TenantUsers } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { settingsFixture } from '../../../test/console-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { BrandSection } from './brand-section.tsx';
import { CommunitySection } from './community-section.tsx';
import { MatrixSection } from './matrix-section.tsx';

const saved = settingsFixture();
const sent = (fetch: ReturnType<typeof serve>, method: string, url: string) =>
  fetch.mock.calls
    .filter(([called, init]) => String(called) === url && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('settings sections', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  describe('Brand', () => {
    const open = (answer: Answer) => {
      const fetch = serve({ 'PATCH /api/v1/admin/settings': answer });
      renderPage(<BrandSection saved={saved} />);
      return fetch;
    };

    it('saves only what changed, then says so', async () => {
      const show = vi.spyOn(notifications, 'show');
      const next = settingsFixture({
        settings: {
          ...saved.settings,
          layout: 'top',
          branding: { ...saved.settings.branding, colors: { primary: '#0f766e', secondary: '#f59e0b' } },
        },
      });
      const fetch = open({ status: 200, body: { data: next, message: 'Settings saved' } });
      const save = screen.getByRole('button', { name: 'Save changes' });
      expect(save).toHaveProperty('disabled', true);
      fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#0f766e' } });
      fireEvent.click(screen.getByRole('radio', { name: 'Top menu' }));
      fireEvent.click(save);
      await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Settings saved' })));
      expect(sent(fetch, 'PATCH', '/api/v1/admin/settings')).toEqual([
        { branding: { colors: { primary: '#0f766e' } }, layout: 'top' },
      ]);
    });

    it('checks a colour before sending it', async () => {
      const fetch = open({ status: 200, body: { data: saved } });
      fireEvent.change(screen.getByLabelText('Secondary colour'), { target: { value: 'orange' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Colour must be a #rrggbb value')).toBeTruthy();
      expect(sent(fetch, 'PATCH', '/api/v1/admin/settings')).toEqual([]);
    });

    it('puts the server’s problems on their fields', async () => {
      open({
        status: 400,
        body: {
          message: 'Invalid input',
          errors: ['body.branding.logo: Use an https:// address or a path on this site, such as /brands/logo.svg'],
        },
      });
      fireEvent.change(screen.getByLabelText('Logo'), { target: { value: '/brands/new.svg' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(
        await screen.findByText('Use an https:// address or a path on this site, such as /brands/logo.svg'),
      ).toBeTruthy();
    });
  });

  describe('Connection rules', () => {
    const rules: ConnectionMatrixEntry[] = [
      { profileType: 'startup', otherProfileType: 'investor', canSearch: true, canConnect: true },
    ];
    const withTwoTypes = settingsFixture({
      matrix: rules,
      settings: {
        ...saved.settings,
        users: TenantUsers.parse(
          Object.fromEntries(accountTypes.map((type) => [type, type === 'startup' || type === 'investor'])),
        ),
      },
    });

    it('shows a cell per pair of the open types and saves the whole grid', async () => {
      const fetch = serve({
        'PUT /api/v1/admin/connection-matrix': {
          status: 200,
          body: { data: withTwoTypes, message: 'Connection rules saved' },
        },
      });
      renderPage(<MatrixSection saved={withTwoTypes} />);
      expect(screen.getAllByRole('checkbox')).toHaveLength(8);
      expect(screen.getByRole('checkbox', { name: 'Startups may find investors' })).toHaveProperty('checked', true);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Investors may connect with startups' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save connection rules' }));
      await waitFor(() => expect(sent(fetch, 'PUT', '/api/v1/admin/connection-matrix')).toHaveLength(1));
      const [body] = sent(fetch, 'PUT', '/api/v1/admin/connection-matrix');
      expect(body.entries).toContainEqual({
        profileType: 'investor',
        otherProfileType: 'startup',
        canSearch: false,
        canConnect: true,
      });
      expect(body.entries).toHaveLength(4);
    });
  });

  describe('Community wall', () => {
    it('offers the open account types once posting is limited to some, and saves the rule with them', async () => {
      const fetch = serve({
        'PATCH /api/v1/admin/settings': { status: 200, body: { data: saved, message: 'Settings saved' } },
      });
      const twoTypes = settingsFixture({
        settings: {
          ...saved.settings,
          users: TenantUsers.parse(
            Object.fromEntries(accountTypes.map((type) => [type, type === 'startup' || type === 'mentor'])),
          ),
        },
      });
      renderPage(<CommunitySection saved={twoTypes} />);
      expect(screen.queryByRole('checkbox', { name: 'Startup' })).toBeNull();
      fireEvent.click(screen.getByRole('radio', { name: /Certain account types/ }));
      expect(screen.getAllByRole('checkbox')).toHaveLength(2);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Mentor' }));
      fireEvent.click(
        screen.getByRole('switch', { name: /Shared post links open for visitors who are not signed in/ }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(sent(fetch, 'PATCH', '/api/v1/admin/settings')).toHaveLength(1));
      expect(sent(fetch, 'PATCH', '/api/v1/admin/settings')).toEqual([
        { community: { who_may_post: 'account_types', posting_account_types: ['mentor'], public_posts: true } },
      ]);
    });
  });
});
