import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { TenantDetails } from '@ventura/shared';
import { createContext, type Params, RouterContextProvider } from 'react-router';
import type { StoredProfile, StoredUser } from './session.ts';

/*
 * Route loaders that start a page's data while its code loads (issue 36). Without them a navigation loads
 * the page's lazy code, the page mounts, and only then does its query start: two waits one after the other.
 * A route's loader runs beside its `lazy`, so the query it starts is under way while the code arrives, and
 * the page reads the very same query (the same queryOptions factory) when it mounts.
 */

/**
 * What the app lends its routes' loaders at each navigation: its query client, the tenant of this host and
 * the stored session (user and profile, as the login guard reads them).
 */
export type RouteData = {
  queryClient: QueryClient;
  tenant: TenantDetails;
  user: StoredUser | null;
  profile: StoredProfile | null;
};

const routeDataContext = createContext<RouteData | null>(null);

/**
 * The router's context for one navigation (createBrowserRouter's `getContext`, asked afresh each time, so a tenant
 * or session changed meanwhile counts). A router without it (a test's) has loaders that start nothing.
 */
export const routeContextWith = (data: RouteData | null) => {
  const context = new RouterContextProvider();
  context.set(routeDataContext, data);
  return context;
};

/** One visit of a route as its loader sees it: the address with the route data. */
export type RouteVisit = RouteData & { params: Params; url: URL };

/** What a loader is called with (the part of react-router's arguments these loaders read). */
type LoaderArgs = { params: Params; request: Request; context?: Readonly<RouterContextProvider> | undefined };

type MaybePromise<T> = T | Promise<T>;

/**
 * How long a page's data counts as fresh after it was fetched, for the queries that routes prefetch. The
 * page mounts a moment after its loader started the query; should the answer have come first, the page
 * reads it rather than asking again (with no staleTime, mounting refetches anything already answered).
 * Short, so that coming back to the page later still asks afresh; changes still invalidate at once.
 */
export const prefetchedFreshness = 5_000;

/**
 * A loader that calls `start` with the visit and returns at once. Not awaited, on purpose: the navigation
 * waits for the page's code only, as before, and the page shows its own loading and error states from the
 * same query. Awaiting would hold the old page on screen for the data's sake; and data already cached needs
 * no wait either, since the page reads a fresh cache entry as it mounts. A failure (a module that did not
 * load, a refused request) is swallowed: the page asks again and says what went wrong, as it does today.
 * Guards stay with the routes that have them (requireSession on the signed-in area runs beside this):
 * `start` decides itself whether this visit's page would ask, and starts nothing otherwise.
 */
export const startingWith =
  (start: (visit: RouteVisit) => Promise<unknown>) =>
  ({ params, request, context }: LoaderArgs): null => {
    const data = context?.get(routeDataContext) ?? null;
    if (!data) return null;
    start({ ...data, params, url: new URL(request.url) }).catch(() => {});
    return null;
  };

/**
 * A loader that prefetches the query its page reads first: `optionsOf` gives the page's own queryOptions for
 * this visit (it may load them on demand, so that the route table stays out of the first load), or null when
 * the page would not ask (signed out where it needs a session, a feature the tenant has off).
 */
export const prefetching = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  optionsOf: (visit: RouteVisit) => MaybePromise<FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey> | null>,
) =>
  startingWith(async (visit) => {
    const options = await optionsOf(visit);
    if (options) await visit.queryClient.prefetchQuery(options);
  });

/** As `prefetching`, for a page that reads an infinite query: its first page. */
export const prefetchingPages = <TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
  optionsOf: (
    visit: RouteVisit,
  ) => MaybePromise<FetchInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam> | null>,
) =>
  startingWith(async (visit) => {
    const options = await optionsOf(visit);
    if (options) await visit.queryClient.prefetchInfiniteQuery(options);
  });
