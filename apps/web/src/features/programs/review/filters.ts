import {
  type ProgramApplicationStatus,
  type ProgramStage,
  programApplicationStatuses,
  programStages,
} from '@ventura/shared';
import type { ReviewCall } from './api.ts';
import { reviewPageSize } from './api.ts';
import { oneOf, pageOf, wordsOf } from './url-filter.ts';

export const reviewSorts = ['submitted', 'score', 'name'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const reviewSortLabels: Record<ReviewSort, string> = {
  submitted: 'Submitted, newest first',
  score: 'Average score, highest first',
  name: 'Applicant name',
};

/** The review list as its address holds it (?stage=screening&status=in_review&q=agri&sort=score&page=2). */
export type ReviewFilter = {
  stage: ProgramStage | null;
  status: ProgramApplicationStatus | null;
  q: string;
  sort: ReviewSort;
  page: number;
};

export const reviewDefaults: ReviewFilter = { stage: null, status: null, q: '', sort: 'submitted', page: 1 };

export const readReviewFilter = (params: URLSearchParams): ReviewFilter => ({
  stage: oneOf(programStages, params.get('stage'), null),
  status: oneOf(programApplicationStatuses, params.get('status'), null),
  q: wordsOf(params.get('q')),
  sort: oneOf(reviewSorts, params.get('sort'), 'submitted'),
  page: pageOf(params.get('page')),
});

/** GET programs-management/{uuid}/applications for a filter: what is unset stays out. */
export const reviewQueryOf = (filter: ReviewFilter): ReviewCall => ({
  stage: filter.stage ?? undefined,
  status: filter.status ?? undefined,
  q: filter.q || undefined,
  sort: filter.sort,
  pageNumber: filter.page,
  limit: reviewPageSize,
});
