import type { ConsoleMember, ConsoleProfileDetail, ConsoleProfileRow, ConsoleSettings, Session } from '@ventura/shared';
import { tenantFixture } from './tenant-fixture.ts';

/** Priya Raman's own operator session. */
export const operatorSession: Session = {
  user: {
    userId: 'u1',
    id: 1,
    uuid: 'p1',
    name: 'Priya Raman',
    accountType: 'program_office',
    role: 'operator',
    impersonated: false,
  },
  accessToken: 'token-operator',
};

const {
  id: _id,
  slug: _slug,
  name,
  apiUrl: _api,
  maintenance_mode: _m,
  connection_matrix,
  ...settings
} = tenantFixture();

/** The tenant fixture's settings as GET admin/settings answers them. */
export const settingsFixture = (changes: Partial<ConsoleSettings> = {}): ConsoleSettings => ({
  name,
  hosts: ['localhost'],
  settings: {
    ...settings,
    global: {
      certificatePrimaryColor: '#1c4ed8',
      imgKitUrl: '/uploads',
      assetsImgKitUrl: '/brands',
      s3Url: '/uploads',
      websiteKeywords: 'startups',
      googleAnalyticsId: null,
    },
  },
  matrix: connection_matrix,
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...changes,
});

/** Finlytics, a startup waiting for a decision, as a row of the queue. */
export const profileRowFixture = (changes: Partial<ConsoleProfileRow> = {}): ConsoleProfileRow => ({
  uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  accountType: 'startup',
  label: 'Startup',
  name: 'Finlytics',
  personName: 'Sara Kim',
  email: 'sara@finlytics.demo',
  mobile: '+91 9800000011',
  logo: null,
  approvalStatus: 'submitted',
  approvalRequestedAt: '2026-11-20T09:00:00.000Z',
  approvalDecidedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  completeness: 64,
  deactivated: false,
  ...changes,
});

/** Finlytics read in full, with one history entry. */
export const profileDetailFixture = (row: ConsoleProfileRow = profileRowFixture()): ConsoleProfileDetail => ({
  row,
  profile: {
    uuid: row.uuid,
    accountType: 'startup',
    label: 'Startup',
    investorType: null,
    name: row.name,
    personName: row.personName,
    tagline: 'Books for small shops',
    logo: null,
    avatar: null,
    slug: 'finlytics',
    profileUrl: `/startups/profile/${row.uuid}/finlytics`,
    shortUrl: '/p/3a4b5c6d7e',
    userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    totalViews: 3,
    viewer: 'operator',
    values: { about: 'Bookkeeping for corner shops.' },
    lists: {},
    withheld: [],
    can: { edit: true, connect: false, message: false },
  },
  completeness: {
    percentage: row.completeness,
    complete: false,
    missing: [
      { key: 'founders', title: 'Founders', page: '/startups/edit/founders', fields: ['At least one founder'] },
    ],
    isApproved: false,
    isRejected: false,
    approvalStatus: row.approvalStatus,
    approvalMessage: null,
  },
  approvalMessage: null,
  history: [
    {
      id: 1,
      at: '2026-11-20T09:00:00.000Z',
      action: 'profile.request_approval',
      actor: { id: 'u2', name: 'Sara Kim' },
      subjectType: 'profile',
      subjectId: row.uuid,
      detail: { note: 'We are ready' },
      ip: '127.0.0.1',
    },
  ],
});

/** A member with one profile, as a row of GET admin/members. */
export const memberFixture = (changes: Partial<ConsoleMember> = {}): ConsoleMember => ({
  id: '9b2c1f7e-1d2a-4c3b-8e9f-0a1b2c3d4e5f',
  name: 'Sara Kim',
  email: 'sara@finlytics.demo',
  mobile: '+91 9800000011',
  role: 'member',
  status: 'active',
  createdAt: '2026-11-01T09:00:00.000Z',
  lastSeenAt: null,
  profiles: [
    {
      uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
      accountType: 'startup',
      label: 'Startup',
      name: 'Finlytics',
      approvalStatus: 'submitted',
    },
  ],
  can: { changeStatus: true, signInAs: true },
  ...changes,
});
