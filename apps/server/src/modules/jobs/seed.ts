import type { EmploymentType, WorkMode } from '@ventura/shared';
import type { Db } from '../../platform/db/index.ts';
import { demoProfileId } from '../users/seed.ts';
import * as repo from './repo.ts';
import { hiringProfiles } from './tables.ts';

type DemoJob = {
  title: string;
  description: string;
  employmentType: EmploymentType;
  workMode: WorkMode;
  city: string;
  salary: [number, number];
  skills: string[];
  openings: number;
  closesInDays: number;
};
type DemoEmployer = { email: string; companyName: string; about: string; website: string; jobs: DemoJob[] };

/** Open jobs on the demo's first start, posted by the demo's startup and corporate (README names them). */
const demoEmployers: Record<string, DemoEmployer[]> = {
  ventura: [
    {
      email: 'aarav@greenleaf.demo',
      companyName: 'GreenLeaf Agritech',
      about: 'Soil sensors and crop advice for smallholder farmers; 18 people in Bengaluru.',
      website: 'https://greenleaf.example.com',
      jobs: [
        {
          title: 'Backend engineer (IoT data)',
          description:
            'Own the pipeline that takes hourly readings from 10,000 soil probes to the advice farmers get on WhatsApp. ' +
            'TypeScript and PostgreSQL today; you will choose what comes next.\n\nYou will work with the CTO and two engineers.',
          employmentType: 'full_time',
          workMode: 'hybrid',
          city: 'Bengaluru',
          salary: [1_800_000, 2_800_000],
          skills: ['backend', 'data-engineering'],
          openings: 2,
          closesInDays: 30,
        },
        {
          title: 'Field operations intern',
          description:
            'Six months with our field team in Mandya: install probes, train farmers and bring their questions back to the product team.',
          employmentType: 'part_time',
          workMode: 'on_site',
          city: 'Mandya',
          salary: [180_000, 240_000],
          skills: ['community'],
          openings: 3,
          closesInDays: 14,
        },
      ],
    },
    {
      email: 'meera@tatvasteel.demo',
      companyName: 'Tatva Steel',
      about: 'An integrated steel maker whose innovation office works with startups on energy and safety.',
      website: 'https://tatvasteel.example.com',
      jobs: [
        {
          title: 'Startup partnerships manager',
          description:
            'Find startups whose products can cut energy use in our plants, run the pilots with them and take the winners to scale.',
          employmentType: 'full_time',
          workMode: 'remote',
          city: 'Pune',
          salary: [2_400_000, 3_600_000],
          skills: ['product-management', 'growth'],
          openings: 1,
          closesInDays: 45,
        },
      ],
    },
  ],
};

const day = 24 * 60 * 60 * 1000;
const dateIn = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

export const seedTenantJobs = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  for (const employer of demoEmployers[tenant.slug] ?? []) {
    const profileId = await demoProfileId(db, tenant.tenantId, employer.email);
    const [hiring] = await db
      .insert(hiringProfiles)
      .values({
        tenantId: tenant.tenantId,
        profileId,
        companyName: employer.companyName,
        about: employer.about,
        website: employer.website,
      })
      .returning({ id: hiringProfiles.id });
    if (!hiring) throw new Error(`Could not seed the hiring profile of ${employer.email}`);
    for (const job of employer.jobs) {
      await repo.insertJob(db, {
        tenantId: tenant.tenantId,
        hiringProfileId: hiring.id,
        title: job.title,
        description: job.description,
        employmentType: job.employmentType,
        workMode: job.workMode,
        countryCode: 'IN',
        city: job.city,
        salaryMin: job.salary[0],
        salaryMax: job.salary[1],
        salaryCurrency: 'INR',
        skills: job.skills,
        openings: job.openings,
        deadline: dateIn(job.closesInDays),
      });
    }
  }
};
