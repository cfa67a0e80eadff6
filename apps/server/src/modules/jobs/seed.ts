import type { EmploymentType, WorkMode } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { demoProfileId } from '../../platform/identity/demo.ts';
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

/**
 * `count` open jobs for load tests (npm run seed -- --jobs N, and the bench): posted by hiring profiles made
 * for the tenant's first 200 approved profiles, of every kind and skill, in set-based inserts.
 */
export const seedScaleJobs = async (db: Db, tenantId: string, count: number) => {
  await db.execute(sql`
    insert into hiring_profiles (tenant_id, profile_id, company_name)
    select p.tenant_id, p.id, coalesce(p.organization_name, 'Employer ' || p.id)
      from profiles p
     where p.tenant_id = ${tenantId} and p.approval_status = 'approved'
       and not exists (select 1 from hiring_profiles h where h.tenant_id = p.tenant_id and h.profile_id = p.id)
     order by p.id
     limit 200`);
  const batch = 20_000;
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch) - 1;
    await db.execute(sql`
      with employers as (
        select id, row_number() over (order by id) - 1 as n, count(*) over () as total
          from hiring_profiles where tenant_id = ${tenantId}
      )
      insert into jobs (tenant_id, hiring_profile_id, title, description, employment_type, work_mode,
                        country_code, city, salary_min, salary_max, salary_currency, skills, deadline, created_at)
      select ${tenantId}, e.id,
             (array['Backend engineer', 'Product designer', 'Data analyst', 'Growth marketer', 'Field sales lead'])[1 + g.i % 5]
               || ' ' || g.i,
             'Join a team of ' || (5 + g.i % 40) || ' building for '
               || (array['fintech', 'agritech', 'healthtech', 'edtech', 'climate'])[1 + g.i % 5] || ' customers.',
             (array['full_time', 'part_time', 'work_from_home', 'hybrid'])[1 + g.i % 4],
             (array['on_site', 'hybrid', 'remote', 'not_specified'])[1 + g.i % 4],
             'IN', (array['Bengaluru', 'Pune', 'Mumbai', 'Chennai', 'Delhi'])[1 + g.i % 5],
             600000 + (g.i % 20) * 100000, 1200000 + (g.i % 20) * 150000, 'INR',
             array[(array['backend', 'frontend', 'data-science', 'growth', 'product-management'])[1 + g.i % 5]],
             current_date + (1 + g.i % 60),
             now() - make_interval(mins => ${count} - g.i)
        from generate_series(${from}::int, ${to}::int) as g(i)
        join employers e on e.n = g.i % e.total`);
  }
  await db.execute(sql`analyze jobs`);
};
