import type { RouteVisit } from '../../core/prefetch.ts';
import { jobListQuery } from './api.ts';
import { readJobFilters } from './filters.ts';
import { jobsOn } from './present.ts';

/** The query the job search's route starts before its page mounts: the page of open jobs its address asks for. */
export const searchData = ({ url, user, tenant }: RouteVisit) =>
  jobsOn(tenant) ? jobListQuery('public', readJobFilters(url.searchParams), user?.uuid ?? null) : null;
