import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../test/render.tsx';
import { holdModalEvents } from './modal-events.ts';
import OverlayHosts from './overlay-hosts.tsx';

beforeAll(stubMatchMedia);
afterEach(cleanup);
// Mantine keeps its toasts in one store per module: files before this one in the worker may have left some.
beforeEach(() => notifications.clean());

const renderHosts = () =>
  render(
    <MantineProvider env="test">
      <OverlayHosts />
    </MantineProvider>,
  );

describe('OverlayHosts', () => {
  it('opens a dialog that was asked for before the hosts had loaded', async () => {
    holdModalEvents();
    modals.openConfirmModal({
      title: 'Logout',
      children: 'Are you sure you want to proceed?',
      labels: { confirm: 'Logout', cancel: 'Cancel' },
    });
    renderHosts();
    expect(await screen.findByRole('dialog', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByText('Are you sure you want to proceed?')).toBeTruthy();
  });

  it('shows a toast that was given before the hosts had loaded', async () => {
    notifications.show({ message: 'Logged in successfully' });
    renderHosts();
    expect(await screen.findByText('Logged in successfully')).toBeTruthy();
  });
});
