import type { AdminPerk, Perk, PerkCheck, PerkClaim, PerkInput } from '@ventura/shared';
import { countedPage, pageAnswer } from '../../platform/db/paging.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import { termNames } from '../../platform/reference/repo.ts';
import type { Member } from '../../platform/request-context.ts';
import * as repo from './repo.ts';

type StartupFacts = Awaited<ReturnType<typeof repo.startupFacts>>;

const perkNotFound = 'Perk not found';
const notForStartups = 'Perks are for startups';

const present = (row: repo.PerkRow, tenantName: string): Omit<Perk, 'claim'> => ({
  uuid: row.uuid,
  title: row.title,
  kind: row.kind,
  provider: row.partnerName ?? tenantName,
  providerLogo: row.partnerLogo,
  summary: row.summary,
  description: row.description,
  value: row.value,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  eligibility: row.eligibility,
});

/** The startup the caller acts for, or undefined for a profile of another kind. */
const startupOf = (m: Member) =>
  m.auth.profile.accountType === 'startup' ? organisationOf(m.auth.profile) : undefined;

const claimOf = (row: repo.PerkRow, claimedAt: Date | undefined): Perk['claim'] =>
  claimedAt ? { claimedAt: claimedAt.toISOString(), code: row.code, link: row.link } : null;

const withClaims = async (m: Member, rows: repo.PerkRow[]): Promise<Perk[]> => {
  const startupId = startupOf(m);
  const claims = startupId
    ? await repo.claimsOf(
        m.db,
        m.tenant.id,
        startupId,
        rows.map((row) => row.id),
      )
    : new Map<number, Date>();
  return rows.map((row) => ({ ...present(row, m.tenant.name), claim: claimOf(row, claims.get(row.id)) }));
};

/** GET startup-kit: the published perks that have not expired. */
export const list = async (m: Member) => withClaims(m, await repo.listPublished(m.db, m.tenant.id));

/** A published, unexpired perk, or 404 (a draft or an expired perk is not there for members). */
const publishedPerk = async (m: Member, uuid: string) => {
  const row = await repo.findPerk(m.db, m.tenant.id, uuid);
  if (!row?.published || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) throw notFound(perkNotFound);
  return row;
};

export const detail = async (m: Member, uuid: string) => {
  const [perk] = await withClaims(m, [await publishedPerk(m, uuid)]);
  if (!perk) throw notFound(perkNotFound);
  return perk;
};

/** Each rule of the perk the startup misses, in words; none when it qualifies. */
const missedRules = async (m: Member, row: repo.PerkRow, startupId: number, facts: StartupFacts | undefined) => {
  if (facts?.accountType !== 'startup') return [notForStartups];
  const rules = row.eligibility;
  const reasons: string[] = [];
  if (rules.approvedOnly && facts.approvalStatus !== 'approved') reasons.push('Only approved startups can claim it');
  if (rules.fundingStages.length > 0 && !rules.fundingStages.includes(facts.fundingStage ?? '')) {
    const names = await termNames(m.db, m.tenant.id, 'funding-stages', [
      ...rules.fundingStages,
      facts.fundingStage ?? '',
    ]);
    const wanted = rules.fundingStages.map((code) => names.get(code) ?? code).join(' or ');
    const yours = facts.fundingStage
      ? `yours is ${names.get(facts.fundingStage) ?? facts.fundingStage}`
      : 'your profile gives none';
    reasons.push(`For startups at ${wanted}; ${yours}`);
  }
  if (rules.maxCompanyAgeYears !== null) {
    const from = new Date().getUTCFullYear() - rules.maxCompanyAgeYears;
    if (facts.foundedYear === null || facts.foundedYear < from) {
      const yours =
        facts.foundedYear === null
          ? 'your profile does not say when yours was'
          : `yours was founded in ${facts.foundedYear}`;
      reasons.push(`For startups founded in ${from} or later; ${yours}`);
    }
  }
  if (rules.programUuids.length > 0) {
    const found = await repo.programsOf(m.db, m.tenant.id, startupId, rules.programUuids);
    if (found.selected.size === 0) {
      reasons.push(
        `For startups selected to ${[...found.titles.values()].join(' or ') || 'one of the tenant’s programs'}`,
      );
    }
  }
  return reasons;
};

/** GET startup-kit/{uuid}/check: whether the caller's startup qualifies, and each rule it misses. */
export const check = async (m: Member, uuid: string): Promise<PerkCheck> => {
  const row = await publishedPerk(m, uuid);
  const startupId = startupOf(m);
  if (!startupId) return { eligible: false, claimed: false, reasons: [notForStartups] };
  const claimed = (await repo.claimsOf(m.db, m.tenant.id, startupId, [row.id])).has(row.id);
  const reasons = await missedRules(m, row, startupId, await repo.startupFacts(m.db, m.tenant.id, startupId));
  return { eligible: reasons.length === 0, claimed, reasons };
};

/**
 * POST startup-kit/{uuid} (empty body): records the startup's claim once and answers the perk with its code
 * or link; the partner's people are told. Refused when the startup does not qualify (422, each rule it
 * misses) or claimed it already (409).
 */
export const claim = async (m: Member, uuid: string): Promise<Perk> => {
  const row = await publishedPerk(m, uuid);
  const startupId = startupOf(m);
  if (!startupId) throw forbidden(notForStartups);
  const facts = await repo.startupFacts(m.db, m.tenant.id, startupId);
  const reasons = await missedRules(m, row, startupId, facts);
  // 422, not 403: the caller may claim perks, this one's rules do not hold for their startup yet.
  if (reasons.length > 0) throw new HttpError(422, 'Your startup does not qualify for this perk', reasons);
  const stored = await repo.insertClaim(m.db, {
    tenantId: m.tenant.id,
    perkId: row.id,
    startupProfileId: startupId,
    claimedByUserId: m.auth.user.id,
  });
  if (!stored) throw conflict('You have claimed this perk already');
  if (row.partnerUuid) {
    const userIds = await repo.partnerUserIds(m.db, m.tenant.id, row.partnerUuid);
    if (userIds.length > 0) {
      await m.notifier.notify(m.db, {
        tenantId: m.tenant.id,
        userIds,
        kind: 'perk_claimed',
        title: `${facts?.name ?? 'A startup'} claimed ${row.title}`,
        body: `Through ${m.tenant.name}'s startup booster kit.`,
        url: facts ? `/startups/public/${facts.uuid}` : null,
      });
    }
  }
  return { ...present(row, m.tenant.name), claim: claimOf(row, stored.at) };
};

// ---- The console ----

const assertOperator = (m: Member) => {
  if (!accountPolicy.useConsole(m.auth)) throw forbidden('The booster kit is managed by the tenant’s operators');
};

const presentAdmin = (row: repo.PerkRow, tenantName: string, claims: number): AdminPerk => ({
  ...present(row, tenantName),
  partnerUuid: row.partnerUuid,
  code: row.code,
  link: row.link,
  published: row.published,
  claims,
});

export const adminList = async (m: Member) => {
  assertOperator(m);
  const [rows, counts] = await Promise.all([repo.listAll(m.db, m.tenant.id), repo.claimCounts(m.db, m.tenant.id)]);
  return rows.map((row) => presentAdmin(row, m.tenant.name, counts.get(row.id) ?? 0));
};

const fieldsOf = async (m: Member, input: PerkInput) => {
  if (input.partnerUuid && !(await repo.partnerExists(m.db, m.tenant.id, input.partnerUuid))) {
    throw badRequest('Choose a partner of this tenant', ['body.partnerUuid: Choose a partner of this tenant']);
  }
  return { ...input, expiresAt: input.expiresAt ? new Date(input.expiresAt) : null };
};

const adminPerk = async (m: Member, uuid: string) => {
  const row = await repo.findPerk(m.db, m.tenant.id, uuid);
  if (!row) throw notFound(perkNotFound);
  const counts = await repo.claimCounts(m.db, m.tenant.id);
  return presentAdmin(row, m.tenant.name, counts.get(row.id) ?? 0);
};

export const create = async (m: Member, input: PerkInput) => {
  assertOperator(m);
  const stored = await repo.insertPerk(m.db, { tenantId: m.tenant.id, ...(await fieldsOf(m, input)) });
  if (!stored) throw conflict('The perk could not be stored: try again');
  return adminPerk(m, stored.uuid);
};

export const update = async (m: Member, uuid: string, input: PerkInput) => {
  assertOperator(m);
  const stored = await repo.updatePerk(m.db, m.tenant.id, uuid, await fieldsOf(m, input));
  if (!stored) throw notFound(perkNotFound);
  return adminPerk(m, uuid);
};

export const claims = async (m: Member, query: { pageNumber: number; limit: number }) => {
  assertOperator(m);
  const window = { limit: query.limit, offset: (query.pageNumber - 1) * query.limit };
  const { rows, matching } = repo.claimsPage(m.db, m.tenant.id, window);
  const counted = await countedPage(m.db, await rows, window, matching);
  const items: PerkClaim[] = counted.rows.map((row) => ({ ...row, claimedAt: row.claimedAt.toISOString() }));
  return pageAnswer(items, counted.total, query);
};
