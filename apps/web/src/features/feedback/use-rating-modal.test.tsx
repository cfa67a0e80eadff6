import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useRatingModal } from './use-rating-modal.ts';

function Probe({ signedIn }: { signedIn: boolean }) {
  const rating = useRatingModal(signedIn);
  const location = useLocation();
  return (
    <div>
      <p>kind: {rating.kind ?? 'none'}</p>
      <p>search: {location.search}</p>
      <button type="button" onClick={rating.openOverall}>
        open
      </button>
      <button type="button" onClick={rating.close}>
        close
      </button>
    </div>
  );
}

const renderAt = (path: string, signedIn = true) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <Probe signedIn={signedIn} /> }], { initialEntries: [path] })}
    />,
  );

describe('useRatingModal', () => {
  afterEach(cleanup);

  it('opens the call rating from the address and takes the parameter out on close', async () => {
    renderAt('/connections?tab=sent&rating-modal=1');
    expect(await screen.findByText('kind: call')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(await screen.findByText('kind: none')).toBeTruthy();
    expect(screen.getByText('search: ?tab=sent')).toBeTruthy();
  });

  it('opens the overall rating from the menu and closes it', async () => {
    renderAt('/startups/dashboard');
    expect(await screen.findByText('kind: none')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByText('kind: overall')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.getByText('kind: none')).toBeTruthy();
  });

  it('ignores the parameter for a signed-out visitor', async () => {
    renderAt('/auth/login?rating-modal=1', false);
    expect(await screen.findByText('kind: none')).toBeTruthy();
  });
});
