import { infiniteQueryOptions, QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenantFixture } from '../test/tenant-fixture.ts';
import { prefetchedFreshness, prefetching, prefetchingPages, type RouteVisit, routeContextWith } from './prefetch.ts';
import type { StoredUser } from './session.ts';

/** A promise settled from outside: a page's code, or an answer, that arrives when the test says. */
const deferred = <T>() => {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
};

const Page = () => null;
const tenant = tenantFixture();

const asha: StoredUser = {
  userId: 'u1',
  id: 7,
  uuid: 'p1',
  name: 'Asha',
  accountType: 'startup',
  role: 'member',
  impersonated: false,
  accessToken: 'token-1',
};

/**
 * A router at '/' whose '/page' route has the loader and code given, with the app's route data (a signed-out
 * visitor unless a user is given) or, without a client, none.
 */
const routerWith = (page: RouteObject, queryClient: QueryClient | null, user: StoredUser | null = null) =>
  createMemoryRouter(
    [
      { path: '/', Component: Page },
      { path: '/page', ...page },
    ],
    {
      initialEntries: ['/'],
      getContext: () => routeContextWith(queryClient ? { queryClient, tenant, user, profile: null } : null),
    },
  );

/** The page's own query, as its api.ts would define it once for loader and page. */
const pageQuery = (queryFn: () => Promise<string[]>) =>
  queryOptions({ queryKey: ['things', 'list'], queryFn, staleTime: prefetchedFreshness });

/** Paging starts without a cursor, as the features' feeds do. */
const newest = (): string | null => null;

/** Lets the router and the query client run what they have queued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('route loaders that prefetch', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("starts the page's query while the page's code is still loading", async () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(() => Promise.resolve(['first']));
    const code = deferred<{ Component: () => null }>();
    const router = routerWith({ loader: prefetching(() => pageQuery(queryFn)), lazy: () => code.promise }, queryClient);

    const navigation = router.navigate('/page');
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.navigation.state).toBe('loading');

    code.resolve({ Component: Page });
    await navigation;
    expect(router.state.location.pathname).toBe('/page');
    expect(queryClient.getQueryData(['things', 'list'])).toEqual(['first']);
  });

  it('lets the navigation finish without waiting for the answer', async () => {
    const queryClient = new QueryClient();
    const answer = deferred<string[]>();
    const router = routerWith(
      { loader: prefetching(() => pageQuery(() => answer.promise)), Component: Page },
      queryClient,
    );

    await router.navigate('/page');
    expect(router.state.location.pathname).toBe('/page');
    expect(queryClient.getQueryState(['things', 'list'])?.fetchStatus).toBe('fetching');
    answer.resolve(['late']);
  });

  it('gives the page the answer it started: mounting reads it and asks no second time', async () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(() => Promise.resolve(['first']));
    const router = routerWith({ loader: prefetching(() => pageQuery(queryFn)), Component: Page }, queryClient);
    await router.navigate('/page');
    await settle();

    // What useQuery does as the page mounts, with the same options.
    const observer = new QueryObserver(queryClient, pageQuery(queryFn));
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().data).toEqual(['first']);
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('swallows a failing prefetch: the navigation ends without an error, and the page asks again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const refused = vi.fn(() => Promise.reject(new Error('Forbidden')));
    const failing = routerWith({ loader: prefetching(() => pageQuery(refused)), Component: Page }, queryClient);
    await failing.navigate('/page');
    await settle();
    expect(failing.state.location.pathname).toBe('/page');
    expect(failing.state.errors).toBeNull();
    expect(queryClient.getQueryState(['things', 'list'])?.status).toBe('error');

    // Options that could not be had (their module failed to load) stop nothing either.
    const unloadable = routerWith(
      {
        loader: prefetching(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))),
        Component: Page,
      },
      new QueryClient(),
    );
    await unloadable.navigate('/page');
    await settle();
    expect(unloadable.state.location.pathname).toBe('/page');
    expect(unloadable.state.errors).toBeNull();
  });

  it('hands the options the visit: address, parameters, stored session and tenant', async () => {
    const queryClient = new QueryClient();
    const seen: RouteVisit[] = [];
    const router = routerWith(
      {
        path: '/page/:tab',
        loader: prefetching((visit) => {
          seen.push(visit);
          return null;
        }),
        Component: Page,
      },
      queryClient,
      asha,
    );
    await router.navigate('/page/sent?view=all');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.params.tab).toBe('sent');
    expect(seen[0]?.url.searchParams.get('view')).toBe('all');
    expect(seen[0]?.user?.uuid).toBe('p1');
    expect(seen[0]?.tenant).toBe(tenant);
    expect(seen[0]?.queryClient).toBe(queryClient);
    // null: this visit's page would not ask, so nothing is in the cache.
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('starts nothing in a router that lends no route data (as in tests of pages)', async () => {
    const optionsOf = vi.fn(() => pageQuery(() => Promise.resolve(['first'])));
    const router = routerWith({ loader: prefetching(optionsOf), Component: Page }, null);
    await router.navigate('/page');
    expect(router.state.location.pathname).toBe('/page');
    expect(optionsOf).not.toHaveBeenCalled();
  });

  it("starts the first page of a page's infinite query", async () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(({ pageParam }: { pageParam: string | null }) =>
      Promise.resolve({ items: [pageParam ?? 'newest'], nextCursor: 'c2' }),
    );
    const feed = infiniteQueryOptions({
      queryKey: ['things', 'feed'],
      queryFn,
      initialPageParam: newest(),
      getNextPageParam: (last) => last.nextCursor,
    });
    const router = routerWith({ loader: prefetchingPages(() => feed), Component: Page }, queryClient);
    await router.navigate('/page');
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(feed.queryKey)?.pages).toEqual([{ items: ['newest'], nextCursor: 'c2' }]);
  });
});
