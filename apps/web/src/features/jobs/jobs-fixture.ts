import type { Applicant, ApplicationFile, Interview, Job, JobEmployer, MyApplication } from '@ventura/shared';

export const employer: JobEmployer = {
  profileUuid: '3f2b8c1e-4a5d-4e6f-8a7b-9c0d1e2f3a4b',
  companyName: 'Solar Sprout',
  logo: null,
  website: 'https://solarsprout.example',
  about: 'We make rooftop solar simple.',
};

const jobUuid = '6a1f0c2e-3b4d-4c5e-8f60-718293a4b5c6';

/** An open inbuilt job by Solar Sprout, which the caller (someone else) may apply to. */
export const jobFixture = (changes: Partial<Job> = {}): Job => {
  const uuid = changes.uuid ?? jobUuid;
  return {
    uuid,
    title: 'Frontend engineer',
    description: 'Build the dashboards our installers use.',
    employmentType: 'full_time',
    workMode: 'hybrid',
    countryCode: 'IN',
    countryName: 'India',
    city: 'Pune',
    salaryMin: 1_200_000,
    salaryMax: 1_800_000,
    salaryCurrency: 'INR',
    salaryPeriod: 'year',
    skills: [
      { code: 'react', name: 'React' },
      { code: 'typescript', name: 'TypeScript' },
    ],
    openings: 2,
    deadline: '2099-12-31',
    applicationMode: 'inbuilt',
    externalUrl: null,
    status: 'open',
    acceptingApplications: true,
    employer,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    applicantCounts: null,
    myApplication: null,
    url: `/jobs/${uuid}/details`,
    can: { edit: false, apply: true, cannotApplyReason: null, seeApplicants: false },
    ...changes,
  };
};

/** The owner's view of the job: editable, with applicants per status. */
export const ownJobFixture = (changes: Partial<Job> = {}): Job =>
  jobFixture({
    applicantCounts: { applied: 2, shortlisted: 1, interview: 0, offered: 0, rejected: 0, withdrawn: 0 },
    can: { edit: true, apply: false, cannotApplyReason: 'This is your job', seeApplicants: true },
    ...changes,
  });

/** A page of a list as the server answers it (job lists also say whether the total is an estimate). */
export const pageOf = <T>(items: T[], total = items.length, pageNumber = 1, limit = 20) => ({
  items,
  total,
  totalIsEstimate: false,
  pageNumber,
  limit,
});

export const resumeFixture = (changes: Partial<ApplicationFile> = {}): ApplicationFile => ({
  name: 'asha-resume.pdf',
  kind: 'pdf',
  size: 120_000,
  url: '/api/v1/jobs/applications/b1/resume',
  uploadedAt: '2026-11-02T10:00:00.000Z',
  ...changes,
});

export const interviewFixture = (changes: Partial<Interview> = {}): Interview => {
  const uuid = changes.uuid ?? '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
  return {
    uuid,
    type: 'job-interview',
    applicationUUID: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f',
    job: {
      uuid: jobUuid,
      title: 'Frontend engineer',
      employer,
      status: 'open',
      deadline: '2099-12-31',
      url: `/jobs/${jobUuid}/details`,
    },
    candidateName: 'Asha Seeker',
    startsAt: '2099-12-03T09:00:00.000Z',
    endsAt: '2099-12-03T09:45:00.000Z',
    timeZone: 'Asia/Kolkata',
    call: { kind: 'built_in', url: `/meetings/${uuid}/call` },
    agenda: 'Walk through a past project.',
    status: 'scheduled',
    outcome: null,
    outcomeNote: null,
    url: `/job-interview/${uuid}`,
    can: { reschedule: false, cancel: false, recordOutcome: false },
    ...changes,
  };
};

export const applicantFixture = (changes: Partial<Applicant> = {}): Applicant => ({
  uuid: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f',
  name: 'Asha Seeker',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  accountType: 'job_seeker',
  profileUrl: null,
  avatar: null,
  profile: {
    headline: 'Frontend developer, 4 years',
    about: null,
    location: 'Pune, India',
    skills: [{ code: 'react', name: 'React' }],
    experience: [{ title: 'Developer', organization: 'Kite Labs', period: '2022 – now' }],
    education: [],
    linkedin: null,
  },
  status: 'applied',
  appliedAt: '2026-11-05T10:00:00.000Z',
  statusChangedAt: '2026-11-05T10:00:00.000Z',
  coverLetter: 'I love solar.',
  resume: resumeFixture(),
  interviews: [],
  moves: ['shortlisted', 'rejected'],
  canScheduleInterview: true,
  ...changes,
});

export const applicationFixture = (changes: Partial<MyApplication> = {}): MyApplication => ({
  uuid: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f',
  job: interviewFixture().job,
  status: 'applied',
  appliedAt: '2026-11-05T10:00:00.000Z',
  statusChangedAt: '2026-11-05T10:00:00.000Z',
  resume: resumeFixture(),
  coverLetter: null,
  interviews: [],
  canWithdraw: true,
  ...changes,
});
