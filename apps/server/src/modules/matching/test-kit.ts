import type { AccountType } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { Person } from '../../../test/factory.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { profiles } from '../../platform/identity/tables.ts';
import { taxonomyTerms } from '../../platform/reference/tables.ts';
import { connectionMatrix } from '../../platform/tenancy/tables.ts';
import { saveValues } from '../profiles/index.ts';

/* What the matching tests share: handmade profiles, filled as their holders' sections would fill them. */

/** An approved profile of a type, named `name` (its organisation too): `makePerson`'s input. */
export const approved = (type: AccountType, name: string) => ({
  type,
  name,
  organizationName: name,
  approvalStatus: 'approved' as const,
});

/** Saves profile values as its holder's sections would (the card and the type's own row). */
export const fill = async (t: TestApp, person: Person, values: Record<string, unknown>) => {
  const [card] = await t.database.db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, person.tenantId), eq(profiles.id, person.profileId)));
  if (!card) throw new Error('no card');
  await saveValues(t.database.db, person.tenantId, card, values);
};

/** A test file's own taxonomy terms on a tenant, so that no demo profile shares them. */
export const addTerms = (
  t: TestApp,
  tenantId: string,
  terms: ReadonlyArray<{ kind: string; code: string; name: string }>,
) => t.database.db.insert(taxonomyTerms).values(terms.map((term) => ({ ...term, tenantId }) as never));

/** Whether the tenant's profiles of one type may search those of another (the connection matrix), live. */
export const setCanSearch = async (
  t: TestApp,
  tenantId: string,
  from: AccountType,
  to: AccountType,
  canSearch: boolean,
) => {
  await t.database.db
    .update(connectionMatrix)
    .set({ canSearch })
    .where(
      and(
        eq(connectionMatrix.tenantId, tenantId),
        eq(connectionMatrix.profileType, from),
        eq(connectionMatrix.otherProfileType, to),
      ),
    );
  t.app.tenants.clear();
};
