import type { PitchCategory, PitchClip, PitchCompile, PitchFilesAnswer, PitchKind } from '@ventura/shared';
import type { Answer } from '../../test/serve.ts';

/* The pitch deck as the API answers it, for the feature's tests: Acme Robotics, part way through its fundraising pitch. */

export const startupUuid = '3f1c2a7e-8b4d-4c6a-9e2f-1a2b3c4d5e6f';

export const categories: PitchCategory[] = [
  {
    id: 1,
    kind: 'fundraising-pitch',
    title: 'Fundraising pitch',
    description: 'For investors.',
    topics: [
      { id: 11, code: 'problem', title: 'Problem', prompt: 'What hurts, and for whom?', seconds: 60 },
      { id: 12, code: 'solution', title: 'Solution', prompt: 'What you built.', seconds: 60 },
      { id: 13, code: 'ask', title: 'The ask', prompt: null, seconds: 30 },
    ],
  },
  {
    id: 2,
    kind: 'sales-pitch',
    title: 'Sales pitch',
    description: null,
    topics: [{ id: 21, code: 'offer', title: 'Offer', prompt: null, seconds: 45 }],
  },
  {
    id: 3,
    kind: 'hiring-pitch',
    title: 'Hiring pitch',
    description: null,
    topics: [{ id: 31, code: 'team', title: 'Team', prompt: null, seconds: 45 }],
  },
];

export const clip = (topicId: number, changes: Partial<PitchClip> = {}): PitchClip => ({
  topicId,
  script: '',
  status: null,
  failure: null,
  videoUrl: null,
  seconds: null,
  uploadedAt: null,
  ...changes,
});

export const readyClip = (topicId: number, changes: Partial<PitchClip> = {}) =>
  clip(topicId, {
    status: 'ready',
    videoUrl: `/api/v1/files/pitch/${topicId}.mp4`,
    seconds: 52,
    uploadedAt: '2026-07-01T10:00:00Z',
    ...changes,
  });

export const compileOf = (kind: PitchKind, changes: Partial<PitchCompile> = {}): PitchCompile => ({
  kind,
  status: 'none',
  failure: null,
  requestedAt: null,
  videoUrl: null,
  posterUrl: null,
  seconds: null,
  compiledAt: null,
  ...changes,
});

/**
 * Acme's pitch deck: the problem ready (with a script), the solution processing, the ask failed; sales
 * compiled and ready; hiring untouched.
 */
export const pitchFiles = (
  changes: Partial<Record<PitchKind, { clips?: PitchClip[]; compile?: Partial<PitchCompile> }>> = {},
): PitchFilesAnswer => {
  const result = (kind: PitchKind, clips: PitchClip[], compile: Partial<PitchCompile> = {}) => ({
    clips: changes[kind]?.clips ?? clips,
    compile: compileOf(kind, { ...compile, ...changes[kind]?.compile }),
  });
  return {
    startupUuid,
    startupName: 'Acme Robotics',
    categoryTopics: categories,
    formattedResults: {
      'fundraising-pitch': result('fundraising-pitch', [
        readyClip(11, { script: 'Shops lose a day a week\nto paperwork.' }),
        clip(12, { status: 'processing' }),
        clip(13, { status: 'failed', failure: 'The clip runs 50 s; this topic takes at most 45 s.' }),
      ]),
      'sales-pitch': result('sales-pitch', [readyClip(21)], {
        status: 'ready',
        videoUrl: '/api/v1/files/pitch/sales.mp4',
        posterUrl: '/api/v1/files/pitch/sales.jpg',
        seconds: 75,
        compiledAt: '2026-07-02T10:00:00Z',
      }),
      'hiring-pitch': result('hiring-pitch', [clip(31)]),
    },
  };
};

export const one = (data: unknown, status = 200): Answer => ({ status, body: { data } });
export const refusal = (status: number, message: string, errors: string[] = []): Answer => ({
  status,
  body: { message, errors },
});
