import { forbidden, notFound } from '../../platform/errors.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { Member } from '../../platform/request-context.ts';
import * as people from './people-repo.ts';
import { metricsPolicy } from './policy.ts';
import * as repo from './repo.ts';

export const notApproved = 'Growth metrics are open to approved profiles';
const notFoundText = 'Startup not found';

export type Startup = NonNullable<Awaited<ReturnType<typeof repo.findStartup>>>;

/** How the caller stands to a startup's metrics: its own team, a reviewer, its partner, an operator. */
export type Standing = { startup: Startup; own: boolean; reviewer: boolean; partner: boolean; operator: boolean };

/** Refuses a caller who may not take part at all (an unapproved profile). */
export const assertTakesPart = (m: Member) => {
  if (!metricsPolicy.takePart(m.auth)) throw forbidden(notApproved);
};

/** The caller's own startup: the organisation its profile acts for, which must be an approved startup. */
export const ownStartup = async (m: Member): Promise<Startup> => {
  assertTakesPart(m);
  if (!metricsPolicy.report(m.auth.profile)) throw forbidden('Growth metrics are reported by approved startups');
  const startup = await repo.findStartupById(m.db, m.tenant.id, organisationOf(m.auth.profile));
  if (!startup) throw notFound(notFoundText);
  return startup;
};

/**
 * A startup's metrics as the caller may see them: its own team always; a reviewer it chose, its
 * partner's people and operators see what it submitted. Anyone else gets the same 404 as a startup
 * that does not exist, so a uuid tells nothing.
 */
export const standingTo = async (m: Member, uuid: string | undefined): Promise<Standing> => {
  assertTakesPart(m);
  if (uuid === undefined) {
    const startup = await ownStartup(m);
    return { startup, own: true, reviewer: false, partner: false, operator: false };
  }
  const startup = await repo.findStartup(m.db, m.tenant.id, uuid);
  if (!startup) throw notFound(notFoundText);
  const own = metricsPolicy.owns(m.auth, startup.profile);
  const operator = accountPolicy.useConsole(m.auth);
  const partner = metricsPolicy.partnerOf(m.auth, startup.profile);
  const reviewer = !own && (await people.isReviewer(m.db, m.tenant.id, startup.profile.id, m.auth.profile.id));
  if (!own && !operator && !partner && !reviewer) throw notFound(notFoundText);
  if (own && !metricsPolicy.report(m.auth.profile)) throw forbidden(notApproved);
  return { startup, own, reviewer, partner, operator };
};
