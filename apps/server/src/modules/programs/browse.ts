import type { ProgramFamily, ProgramListQuery } from '@ventura/shared';
import type { z } from 'zod';
import { pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { wordsOf } from '../../platform/db/text-search.ts';
import { createMemo } from '../../platform/http/memo.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { termNames } from '../../platform/reference/repo.ts';
import type { Context } from '../../platform/request-context.ts';
import { programNotFound } from './common.ts';
import { programPolicy } from './policy.ts';
import { type ProgramView, presentProgram } from './present.ts';
import * as repo from './repo.ts';

// ---- Reading programs ----

/** Industry names change only when operators edit the lookups: kept a minute per tenant and set of codes. */
const industryNames = createMemo<Map<string, string>>(60);

/** What presenting these programs needs: industry names, the caller's applications, what they manage and review. */
export const viewOf = async (ctx: Context, rows: repo.ProgramWithParts[]): Promise<ProgramView> => {
  const codes = [...new Set(rows.flatMap((row) => row.program.industries))].sort();
  const ids = rows.map((row) => row.program.id);
  const auth = ctx.auth;
  const [names, { mine, reviewed }] = await Promise.all([
    codes.length === 0
      ? new Map<string, string>()
      : industryNames.remember(`${ctx.tenant.id}:${codes.join(',')}`, () =>
          termNames(ctx.db, ctx.tenant.id, 'industries', codes),
        ),
    auth
      ? repo.callerView(ctx.db, ctx.tenant.id, { profileId: organisationOf(auth.profile), userId: auth.user.id }, ids)
      : { mine: new Map<number, repo.ApplicationRow>(), reviewed: new Set<number>() },
  ]);
  return {
    industryNames: names,
    mine,
    canManage: (row) => programPolicy.manages(auth, row.program),
    canReview: (row) => programPolicy.reviews(auth, row.program, reviewed.has(row.program.id)),
    now: new Date(),
  };
};

export const presentOne = async (ctx: Context, row: repo.ProgramWithParts) =>
  presentProgram(row, await viewOf(ctx, [row]));

/**
 * A program as the caller may see it: a published one of this family to anyone; a draft only to its
 * managers. Another family's program, or another tenant's, is not found.
 */
export const visibleProgram = async (
  ctx: Context,
  family: ProgramFamily | null,
  by: { uuid: string } | { code: string },
) => {
  const row = await repo.findProgram(ctx.db, ctx.tenant.id, by);
  if (!row || (family !== null && !programPolicy.inFamily(row.program, family))) throw programNotFound();
  if (row.program.status !== 'published' && !programPolicy.manages(ctx.auth, row.program)) throw programNotFound();
  return row;
};

/** GET {family}/{uuid} and {family}/code/{code}. */
export const getProgram = async (ctx: Context, family: ProgramFamily, by: { uuid: string } | { code: string }) =>
  presentOne(ctx, await visibleProgram(ctx, family, by));

/** GET {family}/list: published programs, open ones first (closing soonest), external ones only when asked. */
export const listPrograms = async (ctx: Context, family: ProgramFamily, query: z.output<typeof ProgramListQuery>) => {
  const { rows, total } = await repo.listPrograms(ctx.db, ctx.tenant.id, {
    family,
    status: 'published',
    includeExternal: query.includeExternal === 'true',
    words: wordsOf(query.q),
    industry: query.industry,
    when: query.when,
    now: new Date(),
    ...pageWindow(query),
  });
  const view = await viewOf(ctx, rows);
  const items = rows.map((row) => presentProgram(row, view));
  return pageAnswer(items, total, query);
};

/** GET {family}/{uuid}/video-topics?order_by=id: the topics a video program asks pitches on. */
export const videoTopics = async (ctx: Context, family: ProgramFamily, uuid: string) => {
  const row = await visibleProgram(ctx, family, { uuid });
  return [...row.program.videoTopics].sort((a, b) => a.id - b.id);
};
