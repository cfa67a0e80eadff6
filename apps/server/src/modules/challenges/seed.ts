import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/index.ts';
import { demoProfileId } from '../../platform/identity/demo.ts';
import * as repo from './repo.ts';

type DemoChallenge = {
  by: string;
  title: string;
  problemStatement: string;
  industries: string[];
  rewards: string;
  eligibility: string;
  closesInDays: number;
  questions: Array<{ text: string; required: boolean }>;
};

/** An open challenge on the demo's first start, from the demo's corporate (README names it). */
const demoChallenges: Record<string, DemoChallenge[]> = {
  ventura: [
    {
      by: 'meera@tatvasteel.demo',
      title: 'Cut the heat lost at our rolling mill',
      problemStatement:
        'Our hot strip mill in Jamshedpur loses about 12% of its furnace heat through slabs that wait between stands. ' +
        'We are looking for sensing, insulation or scheduling ideas that recover part of it without slowing the line.\n\n' +
        'Shortlisted startups get a week on site with our process engineers and plant data to build a pilot.',
      industries: ['clean-energy', 'climate'],
      rewards: 'A paid pilot of up to ₹25 lakh, and a purchase order if the pilot meets its target',
      eligibility: 'Startups with a working prototype; hardware, software or both',
      closesInDays: 40,
      questions: [
        { text: 'What have you built so far, and where does it run today?', required: true },
        { text: 'Which plant data would you need from us in the first week?', required: false },
      ],
    },
  ],
};

const day = 24 * 60 * 60 * 1000;

export const seedTenantChallenges = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  for (const challenge of demoChallenges[tenant.slug] ?? []) {
    await repo.insertChallenge(db, {
      tenantId: tenant.tenantId,
      corporateProfileId: await demoProfileId(db, tenant.tenantId, challenge.by),
      title: challenge.title,
      problemStatement: challenge.problemStatement,
      industries: challenge.industries,
      rewards: challenge.rewards,
      eligibility: challenge.eligibility,
      deadline: new Date(Date.now() + challenge.closesInDays * day).toISOString().slice(0, 10),
      questions: challenge.questions.map((question) => ({ uuid: randomUUID(), ...question })),
    });
  }
};
