import type { IpListingPage, IpMarketplaceQuery } from '@ventura/shared';
import type { z } from 'zod';
import { countedPage, pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { wordsOf } from '../../platform/db/text-search.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { profilePolicy } from '../../platform/identity/policy.ts';
import { termNames } from '../../platform/reference/repo.ts';
import type { Context } from '../../platform/request-context.ts';
import { presentListing } from './present.ts';
import * as repo from './repo.ts';

/**
 * GET ip-marketplace (signed out too): what the tenant's members offer for licensing, newest first, narrowed by
 * words of the title and summary, a kind and an industry. A signed-in member who may message is offered to ask
 * the owner about licensing, never on their own organisation's IP.
 */
export const listings = async (ctx: Context, query: z.output<typeof IpMarketplaceQuery>): Promise<IpListingPage> => {
  const window = pageWindow(query);
  const { rows, matching } = repo.marketplace(
    ctx.db,
    ctx.tenant.id,
    { words: wordsOf(query.q), kind: query.kind, industry: query.industry || undefined },
    window,
  );
  const counted = await countedPage(ctx.db, await rows, window, matching);
  const codes = [...new Set(counted.rows.flatMap((row) => row.industries))];
  const industryNames = await termNames(ctx.db, ctx.tenant.id, 'industries', codes);
  const auth = ctx.auth;
  const mayMessage = auth !== null && profilePolicy.messageAtAll(auth.profile, ctx.tenant.settings);
  const items = counted.rows.map((row) =>
    presentListing(row, industryNames, mayMessage && auth !== null && organisationOf(auth.profile) !== row.profileId),
  );
  return pageAnswer(items, counted.total, query);
};
