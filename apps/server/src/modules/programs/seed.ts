import {
  type Answers,
  checkAnswers,
  type FieldDef,
  type FormField,
  type FormFieldInput,
  FormFields,
  ProgramInput,
  programLimits,
  progressOf,
} from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { parseInput } from '../../platform/errors.ts';
import { demoProfileId } from '../../platform/identity/demo.ts';
import { users } from '../../platform/identity/tables.ts';
import { forms } from '../forms/tables.ts';
import { checkReferences } from '../profiles/index.ts';
import { programPolicy } from './policy.ts';
import { programApplications, programDocuments, programReviewers, programs } from './tables.ts';

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
  videoTopics?: { title: string; description: string; seconds: number }[];
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
      {
        code: 'PITCH-VIDEO-27',
        family: 'video',
        title: 'Two-Minute Pitch 2027',
        summary: 'Record a short pitch on each of three topics; the ten best pitch live at the mission’s demo day.',
        description:
          'Founders record their pitch videos on the topics below, from a phone or a laptop. The mission’s ' +
          'investors watch them and invite the ten best startups to pitch on stage.',
        eligibility: 'Startups of every stage on this platform.',
        industries: [],
        opensInDays: -3,
        closesInDays: 45,
        withForm: false,
        videoTopics: [
          { title: 'The problem', description: 'Who hurts, how much, and how they cope today', seconds: 120 },
          { title: 'Your solution', description: 'What you built and why it is better', seconds: 120 },
          { title: 'The ask', description: 'How much you raise and what it buys', seconds: 60 },
        ],
      },
    ],
  },
};

/** The industries field of a program, checked against the tenant's list as the console's save checks it. */
const industryField: FieldDef[] = [
  { key: 'industries', label: 'Industries', kind: 'terms', taxonomy: 'industries', maxItems: programLimits.industries },
];

/** Sara's answers to the CLIMATE-27 form: every required question, before the document that lets her send it. */
const finlyticsAnswers: Answers = {
  one_liner: 'Credit scoring for smallholder solar loans',
  stage: 'Revenue',
  monthly_revenue: 850000,
  website: 'https://finlytics.example.com',
  impact_story: 'Our loans have financed 4,200 solar pumps, replacing diesel on 9,000 acres.',
  sectors: ['Energy', 'Agriculture'],
  team_size: 14,
  readiness: 4,
};

/**
 * On the demo's first start: a published three-section application form, a call for applications on it
 * (CLIMATE-27, README names it) reviewed by the demo mentor, with the demo fintech's application started
 * (answered, still owing its certificate), an upcoming program, an external call and a video startup
 * program, so that each family's list shows something. Each program passes the console's own checks.
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
    // The program as the console's create sends it, checked by the same schema and lists.
    const input = parseInput(ProgramInput, {
      family: item.family,
      code: item.code,
      title: item.title,
      summary: item.summary,
      description: item.description,
      industries: item.industries,
      eligibility: item.eligibility,
      accountTypes: ['startup'],
      opensAt: new Date(now + item.opensInDays * day).toISOString(),
      closesAt: new Date(now + item.closesInDays * day).toISOString(),
      externalUrl: item.externalUrl ?? null,
      documents: item.withForm
        ? [
            { key: 'incorporation', stage: 'application', title: 'Certificate of incorporation', required: true },
            { key: 'financials', stage: 'screening', title: 'Last year’s accounts', required: true },
          ]
        : [],
      rubric: item.withForm
        ? [
            { key: 'team', label: 'Team', description: 'Can this team build and sell it?', max: 10, weight: 2 },
            { key: 'impact', label: 'Climate impact', description: 'Size and evidence of impact', max: 10, weight: 2 },
            { key: 'market', label: 'Market', max: 5, weight: 1 },
          ]
        : [],
      videoTopics: item.videoTopics ?? [],
      status: 'published',
    });
    await checkReferences(db, tenant.tenantId, industryField, input, { industries: input.industries });
    const [program] = await db
      .insert(programs)
      .values({
        tenantId: tenant.tenantId,
        family: input.family,
        code: input.code,
        title: input.title,
        summary: input.summary,
        description: input.description,
        industries: input.industries,
        eligibility: input.eligibility,
        accountTypes: input.accountTypes,
        opensAt: new Date(input.opensAt),
        closesAt: new Date(input.closesAt),
        externalUrl: input.externalUrl ?? null,
        formId: item.withForm ? form.id : null,
        documents: input.documents,
        rubric: input.rubric,
        videoTopics: input.videoTopics.map((topic, index) => ({ id: index + 1, ...topic })),
        status: input.status,
      })
      .returning();
    if (!program || item.code !== 'CLIMATE-27') continue;
    const [reviewer] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.tenantId), eq(users.email, demo.reviewer)));
    if (reviewer)
      await db
        .insert(programReviewers)
        .values({ tenantId: tenant.tenantId, programId: program.id, userId: reviewer.id });
    await seedDraftApplication(db, { tenantId: tenant.tenantId, program, fields, applicant: demo.applicant });
  }
};

/**
 * Sara's application as the product leaves it after she started it and answered every question: a draft
 * that still owes the application stage's documents (the certificate of incorporation), which the API
 * asks for before it lets her send it. Started the way POST {family}/{uuid}/apply starts one, with its
 * answers checked by the form's rules.
 */
const seedDraftApplication = async (
  db: Db,
  input: { tenantId: string; program: typeof programs.$inferSelect; fields: FormField[]; applicant: string },
) => {
  const { tenantId, program, fields } = input;
  if (!programPolicy.isOpen(program)) throw new Error(`${program.code} is not open: nobody could apply to it`);
  const checked = checkAnswers(fields, finlyticsAnswers, { complete: false });
  if (checked.errors.length > 0) throw new Error(`The demo answers to ${program.code}: ${checked.errors.join('; ')}`);
  const profileId = await demoProfileId(db, tenantId, input.applicant);
  const [applicant] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, input.applicant)));
  if (!applicant) throw new Error(`No demo applicant ${input.applicant}`);
  const startedAt = new Date(Date.now() - 3 * day);
  const [application] = await db
    .insert(programApplications)
    .values({
      tenantId,
      programId: program.id,
      profileId,
      userId: applicant.id,
      status: 'draft',
      answers: checked.answers,
      progress: progressOf(fields, checked.answers),
      createdAt: startedAt,
      updatedAt: new Date(Date.now() - 2 * day),
    })
    .returning({ id: programApplications.id });
  if (!application) throw new Error('the demo application was not stored');
  const asked = program.documents.filter((doc) => doc.stage === 'application');
  if (asked.length === 0) return;
  await db.insert(programDocuments).values(
    asked.map((doc) => ({
      tenantId,
      applicationId: application.id,
      key: doc.key,
      stage: doc.stage,
      title: doc.title,
      description: doc.description,
      required: doc.required,
    })),
  );
};
