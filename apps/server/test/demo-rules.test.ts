import {
  type ApprovalStatus,
  checkAnswers,
  isProfileAccountType,
  programFamilies,
  programFamilyInfo,
  programStages,
} from '@ventura/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../src/modules/forms/tables.ts';
import { profileCards } from '../src/modules/profiles/repo.ts';
import { profileForOperator } from '../src/modules/profiles/service.ts';
import { programApplications, programDocuments, programs } from '../src/modules/programs/tables.ts';
import { fillProfile } from '../src/modules/users/demo-fill.ts';
import { profiles } from '../src/platform/identity/tables.ts';
import { findTenantByHost } from '../src/platform/tenancy/repo.ts';
import { demoTenants } from '../src/seed/tenants.ts';
import { makePerson } from './factory.ts';
import { createTestApp, type TestApp, testClient } from './helpers.ts';

/*
 * The demo a newcomer meets on first start shows the product keeping its own rules: what it holds is what
 * the product's own calls could have made. The database every test starts from is the seeded demo.
 */

let t: TestApp;
const { api, signIn } = testClient(() => t, 'localhost');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A holder asks for approval only with a complete profile, and operators decide on what was asked. */
const askedOrDecided: readonly ApprovalStatus[] = ['submitted', 'approved', 'limited_access'];

describe('the seeded demo', () => {
  it('holds no profile approved or waiting for approval that is not complete', async () => {
    const db = t.database.db;
    const checked: string[] = [];
    const incomplete: string[] = [];
    for (const demo of demoTenants) {
      const tenant = await findTenantByHost(db, demo.hosts[0] ?? '');
      if (!tenant) throw new Error(`No demo tenant ${demo.slug}`);
      for (const card of await profileCards(db, tenant.id)) {
        if (!isProfileAccountType(card.accountType) || !askedOrDecided.includes(card.approvalStatus)) continue;
        const read = await profileForOperator(db, tenant, card.uuid);
        if (!read) throw new Error(`profile ${card.uuid} not found`);
        const name = `${demo.slug}: ${read.profile.name} (${card.accountType}, ${card.approvalStatus})`;
        checked.push(name);
        // The console's own figure: complete means every required part, the threshold of an approval request.
        if (!read.completeness.complete) {
          const missing = read.completeness.missing.map((part) => `${part.title}: ${part.fields.join(', ')}`);
          incomplete.push(`${name} at ${read.completeness.percentage}%, missing ${missing.join('; ')}`);
        }
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(15);
    expect(incomplete).toEqual([]);
  });

  it('holds only applications whose state agrees with their answers and documents', async () => {
    const db = t.database.db;
    const applications = await db.select().from(programApplications).orderBy(asc(programApplications.id));
    expect(applications.length).toBeGreaterThan(0);
    for (const application of applications) {
      const [program] = await db.select().from(programs).where(eq(programs.id, application.programId));
      if (!program) throw new Error('an application without its program');
      const [form] = program.formId ? await db.select().from(forms).where(eq(forms.id, program.formId)) : [];
      const documents = await db
        .select()
        .from(programDocuments)
        .where(eq(programDocuments.applicationId, application.id));
      const what = `${program.code}: application ${application.uuid} (${application.status})`;
      if (application.status === 'draft') expect(application.submittedAt, what).toBeNull();
      if (['in_review', 'selected', 'rejected'].includes(application.status)) {
        expect(application.submittedAt, what).not.toBeNull();
        // Sending needs every required answer and every required document of the application stage.
        expect(checkAnswers(form?.fields ?? [], application.answers, { complete: true }).errors, what).toEqual([]);
        const owed = documents.filter((doc) => doc.stage === 'application' && doc.required && doc.status === 'pending');
        expect(
          owed.map((doc) => doc.title),
          what,
        ).toEqual([]);
      }
      // A document counts as sent only with its file; each stage reached asks for its documents.
      for (const doc of documents)
        if (doc.status !== 'pending') expect(doc.fileKey, `${what}: ${doc.title}`).not.toBeNull();
      const reached = programStages.slice(0, programStages.indexOf(application.stage) + 1);
      const asked = program.documents.filter((doc) => reached.includes(doc.stage)).map((doc) => doc.key);
      expect(documents.map((doc) => doc.key).sort(), what).toEqual(asked.sort());
    }
    // A program counts the applications sent to it.
    for (const program of await db.select().from(programs)) {
      const own = applications.filter((row) => row.programId === program.id);
      const sentCount = own.filter((row) => row.submittedAt !== null && row.status !== 'external').length;
      expect(program.applicationCount, program.code).toBe(sentCount);
    }
  });

  it('tells Sara what README says: her CLIMATE-27 application still wants her certificate, and cannot be sent', async () => {
    const sara = await signIn('sara@finlytics.demo');
    const program = (await api('GET', '/application-programs-management/code/CLIMATE-27', sara)).json().data;
    expect(program.myApplication).toMatchObject({ status: 'draft', stage: 'application' });
    const base = `/application-programs-management/${program.uuid}/check_application_status/${program.myApplication.uuid}`;
    const details = await api('POST', `${base}/details`, sara);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().data.documents).toEqual([
      expect.objectContaining({ title: 'Certificate of incorporation', status: 'pending', required: true }),
    ]);
    const send = await api('POST', `/application-programs-management/${program.uuid}/submit`, sara, {});
    expect(send.statusCode).toBe(400);
    expect(send.json().errors).toContain('documents.incorporation: Upload Certificate of incorporation');
    const after = await api('POST', base, sara);
    expect(after.json().data.status).toBe('draft');
    // David reviews the call's applications (README): it is in his queue.
    const queue = await api('GET', '/programs-management/review/list', await signIn('david@mentors.demo'));
    expect(queue.json().data.map((item: { code: string }) => item.code)).toContain('CLIMATE-27');
  });

  it('refuses to seed a profile that breaks a rule: approved while incomplete, or naming what the tenant lacks', async () => {
    const db = t.database.db;
    const tenant = await findTenantByHost(db, 'localhost');
    if (!tenant) throw new Error('No demo tenant on localhost');
    const cardOf = async (approvalStatus: ApprovalStatus) => {
      const person = await makePerson(t, tenant, { type: 'mentor', approvalStatus, organizationName: null });
      const [card] = await db.select().from(profiles).where(eq(profiles.id, person.profileId));
      if (!card) throw new Error('no card');
      return card;
    };
    await expect(
      fillProfile(db, tenant.id, await cardOf('approved'), {
        type: 'mentor',
        status: 'approved',
        details: { designation: 'Mentor' },
      }),
    ).rejects.toThrow(/it is approved, but approval needs a complete profile; missing Mentor information: About you/);
    await expect(
      fillProfile(db, tenant.id, await cardOf('draft'), { type: 'mentor', details: { industries: ['alchemy'] } }),
    ).rejects.toThrow(/'alchemy' is not one of the industries offered here/);
    await expect(
      fillProfile(db, tenant.id, await cardOf('draft'), { type: 'mentor', details: { ticketMin: 5 } }),
    ).rejects.toThrow('ticketMin: not fields of a mentor profile');
  });

  it('lists at least one program in every family the web lists, to anyone', async () => {
    for (const family of programFamilies) {
      const { apiPath, webPath } = programFamilyInfo[family];
      const res = await api('GET', `/${apiPath}/list`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.total, `${webPath} lists nothing`).toBeGreaterThanOrEqual(1);
    }
  });
});
