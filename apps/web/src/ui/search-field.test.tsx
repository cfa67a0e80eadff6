import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../test/render.tsx';
import { SearchField } from './search-field.tsx';

/** A list page with the search box and a link to a page whose code arrives when `arrive` is called. */
const renderList = (onSearch: (search: string) => void) => {
  let arrive = () => {};
  const detail = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <>
            <SearchField label="Search" placeholder="Name" value="" onSearch={onSearch} />
            <Link to="/detail">Open the first</Link>
          </>
        ),
      },
      { path: '/detail', lazy: async () => detail.then(() => ({ element: <h1>Detail</h1> })) },
    ],
    { initialEntries: ['/list'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, arrive };
};

const pause = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

describe('SearchField', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('searches once typing pauses, with the text trimmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSearch = vi.fn();
    renderList(onSearch);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ac' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'acme ' } });
    await pause(299);
    expect(onSearch).not.toHaveBeenCalled();
    await pause(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('acme');
  });

  it('drops the pending search when a link is clicked before typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSearch = vi.fn();
    const { router, arrive } = renderList(onSearch);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('link', { name: 'Open the first' }));
    await pause(1_000);
    expect(onSearch).not.toHaveBeenCalled();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Detail' })).toBeTruthy();
    await pause(1_000);
    expect(onSearch).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/detail');
  });
});
