import { horizontalIndustryCode, type TaxonomyKind } from '@ventura/shared';
import type { Db } from '../../platform/db/index.ts';
import { listTerms, type TermOrder } from '../../platform/reference/repo.ts';

/** Lists keep the tenant's order, but for pitch video topics, which the spec orders by id. */
const defaultOrder = (kind: TaxonomyKind): TermOrder => (kind === 'pitch-video-topics' ? 'id' : 'position');

/** Puts the horizontal industry first, keeping the order of the rest. */
export const horizontalFirst = <T extends { code: string }>(terms: T[]) => [
  ...terms.filter((term) => term.code === horizontalIndustryCode),
  ...terms.filter((term) => term.code !== horizontalIndustryCode),
];

/** The terms of a tenant's taxonomy as lists show them: industries start with the horizontal one. */
export const taxonomyList = async (db: Db, tenantId: string, kind: TaxonomyKind, order?: TermOrder) => {
  const terms = await listTerms(db, tenantId, kind, order ?? defaultOrder(kind));
  return kind === 'industries' ? horizontalFirst(terms) : terms;
};
