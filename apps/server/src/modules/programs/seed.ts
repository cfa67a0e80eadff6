import { type FormField, type FormFieldInput, FormFields, progressOf } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { users } from '../../platform/identity/tables.ts';
import { forms } from '../forms/tables.ts';
import { demoProfileId } from '../users/seed.ts';
import {
  programApplicationEvents,
  programApplications,
  programDocuments,
  programReviewers,
  programs,
} from './tables.ts';

const day = 24 * 60 * 60 * 1000;

/** The demo's application form: three sections, a condition, a file. */
const intakeFields: FormFieldInput[] = [
  { key: 'company', type: 'section', label: 'Your company' },
  { key: 'one_liner', type: 'short_text', label: 'What does your company do, in one line?', required: true },
  {
    key: 'stage',
    type: 'choice',
    label: 'Stage',
    options: ['Idea', 'Prototype', 'Revenue'],
    required: true,
  },
  {
    key: 'monthly_revenue',
    type: 'number',
    label: 'Monthly revenue (₹)',
    min: 0,
    required: true,
    showIf: { field: 'stage', equals: 'Revenue' },
  },
  { key: 'website', type: 'url', label: 'Website', prefill: 'website' },
  { key: 'impact', type: 'section', label: 'Climate impact' },
  {
    key: 'impact_story',
    type: 'long_text',
    label: 'How does your product cut emissions or help people adapt?',
    help: 'Numbers help: tonnes of CO₂ avoided, hectares irrigated, homes cooled.',
    required: true,
  },
  { key: 'sectors', type: 'multi_choice', label: 'Sectors', options: ['Energy', 'Agriculture', 'Water', 'Mobility'] },
  { key: 'team', type: 'section', label: 'Team and pitch' },
  { key: 'team_size', type: 'number', label: 'People on the team', min: 1, max: 500, required: true },
  { key: 'deck', type: 'file', label: 'Pitch deck', accept: ['pdf', 'pptx'] },
  { key: 'readiness', type: 'rating', label: 'How ready are you to pilot with a customer?', max: 5 },
];

type DemoProgram = {
  code: string;
  family: 'program' | 'application' | 'video';
  title: string;
  summary: string;
  description: string;
  eligibility: string;
  industries: string[];
  opensInDays: number;
  closesInDays: number;
  externalUrl?: string;
  withForm: boolean;
};

const demoPrograms: Record<string, { reviewer: string; applicant: string; programs: DemoProgram[] }> = {
  ventura: {
    reviewer: 'david@mentors.demo',
    applicant: 'sara@finlytics.demo',
    programs: [
      {
        code: 'CLIMATE-27',
        family: 'application',
        title: 'Climate Accelerator 2027',
        summary: 'Twelve weeks of mentoring, pilots with state utilities and a ₹20 lakh grant for climate startups.',
        description:
          'The mission’s flagship call. Selected startups work from the Bengaluru hub for twelve weeks, meet two ' +
          'utilities and three corporates for pilots, and present at demo day.\n\nApplications are read by the ' +
          'mission’s team and its mentors; shortlisted startups are interviewed online.',
        eligibility: 'Incorporated in India, under 7 years old, with a working prototype.',
        industries: ['clean-energy', 'climate'],
        opensInDays: -5,
        closesInDays: 30,
        withForm: true,
      },
      {
        code: 'AGRI-SPRING',
        family: 'program',
        title: 'AgriTech Spring Cohort',
        summary: 'A six-week incubation program for farm-to-market startups.',
        description: 'Weekly clinics with agronomists and buyers; opens for applications next month.',
        eligibility: 'Startups working with farmers or food supply chains.',
        industries: [],
        opensInDays: 20,
        closesInDays: 50,
        withForm: true,
      },
      {
        code: 'GLOBAL-IMPACT',
        family: 'application',
        title: 'Global Impact Challenge (external)',
        summary: 'A partner foundation’s open call, taken on its own site.',
        description: 'Apply on the foundation’s site; record it here so the mission can follow up.',
        eligibility: 'Impact startups worldwide.',
        industries: [],
        opensInDays: -10,
        closesInDays: 60,
        externalUrl: 'https://example.org/global-impact',
        withForm: false,
      },
    ],
  },
};

/**
 * On the demo's first start: a published three-section application form, a call for applications on it
 * (CLIMATE-27, README names it) reviewed by the demo mentor, with one sent application from the demo
 * fintech, an upcoming program and an external call.
 */
export const seedTenantPrograms = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  const demo = demoPrograms[tenant.slug];
  if (!demo) return;
  const fields: FormField[] = FormFields.parse(intakeFields);
  const [form] = await db
    .insert(forms)
    .values({
      tenantId: tenant.tenantId,
      code: 'climate-intake',
      title: 'Climate Accelerator application',
      description: 'Tell us about your company, its climate impact and your team.',
      fields,
      status: 'published',
    })
    .returning({ id: forms.id });
  if (!form) throw new Error('the demo form was not stored');
  const now = Date.now();
  for (const item of demo.programs) {
    const [program] = await db
      .insert(programs)
      .values({
        tenantId: tenant.tenantId,
        family: item.family,
        code: item.code,
        title: item.title,
        summary: item.summary,
        description: item.description,
        industries: item.industries,
        eligibility: item.eligibility,
        accountTypes: ['startup'],
        opensAt: new Date(now + item.opensInDays * day),
        closesAt: new Date(now + item.closesInDays * day),
        externalUrl: item.externalUrl ?? null,
        formId: item.withForm ? form.id : null,
        documents: item.withForm
          ? [
              {
                key: 'incorporation',
                stage: 'application',
                title: 'Certificate of incorporation',
                description: '',
                required: true,
              },
              { key: 'financials', stage: 'screening', title: 'Last year’s accounts', description: '', required: true },
            ]
          : [],
        rubric: item.withForm
          ? [
              { key: 'team', label: 'Team', description: 'Can this team build and sell it?', max: 10, weight: 2 },
              {
                key: 'impact',
                label: 'Climate impact',
                description: 'Size and evidence of impact',
                max: 10,
                weight: 2,
              },
              { key: 'market', label: 'Market', description: '', max: 5, weight: 1 },
            ]
          : [],
        status: 'published',
      })
      .returning({ id: programs.id });
    if (!program || item.code !== 'CLIMATE-27') continue;
    const [reviewer] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.tenantId), eq(users.email, demo.reviewer)));
    if (reviewer)
      await db
        .insert(programReviewers)
        .values({ tenantId: tenant.tenantId, programId: program.id, userId: reviewer.id });
    const applicantProfile = await demoProfileId(db, tenant.tenantId, demo.applicant);
    const [applicant] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.tenantId), eq(users.email, demo.applicant)));
    if (!applicant) continue;
    const answers = {
      one_liner: 'Credit scoring for smallholder solar loans',
      stage: 'Revenue',
      monthly_revenue: 850000,
      impact_story: 'Our loans have financed 4,200 solar pumps, replacing diesel on 9,000 acres.',
      sectors: ['Energy', 'Agriculture'],
      team_size: 14,
      readiness: 4,
    };
    const sentAt = new Date(now - 2 * day);
    const [application] = await db
      .insert(programApplications)
      .values({
        tenantId: tenant.tenantId,
        programId: program.id,
        profileId: applicantProfile,
        userId: applicant.id,
        status: 'in_review',
        answers,
        progress: progressOf(fields, answers),
        submittedAt: sentAt,
        createdAt: new Date(now - 3 * day),
        updatedAt: sentAt,
      })
      .returning({ id: programApplications.id });
    if (!application) continue;
    await db.insert(programDocuments).values({
      tenantId: tenant.tenantId,
      applicationId: application.id,
      key: 'incorporation',
      stage: 'application',
      title: 'Certificate of incorporation',
    });
    await db.insert(programApplicationEvents).values({
      tenantId: tenant.tenantId,
      applicationId: application.id,
      stage: 'application',
      status: 'in_review',
      createdAt: sentAt,
    });
    await db
      .update(programs)
      .set({ applicationCount: 1 })
      .where(and(eq(programs.tenantId, tenant.tenantId), eq(programs.id, program.id)));
  }
};
