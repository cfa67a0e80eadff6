import { z } from 'zod';
import { PitchKind } from './accounts.ts';

/*
 * The pitch recorder (issue 38; product.md 2 /pitch-deck and /startups/edit/pitch-deck/{kind}, 7.1 pitch
 * video topics ordered by id; calls.md 7.14, under api/v1/pitch-deck). Each pitch kind (fundraising,
 * sales, hiring) has its ordered topics, each with a suggested length. A startup writes a script and
 * records a clip per topic; the server checks each clip by its bytes, transcodes it in a job, and on
 * request compiles the topics in order, with title cards, into one MP4 with a poster. The compiled pitch
 * plays on the startup's public profile and to the reviewers of programs it applied to.
 */

export { PitchKind };
export const pitchKinds = PitchKind.options;
export const pitchKindLabels: Record<PitchKind, string> = {
  'fundraising-pitch': 'Fundraising pitch',
  'sales-pitch': 'Sales pitch',
  'hiring-pitch': 'Hiring pitch',
};

/** The spec's error texts (calls.md 8). */
export const pitchErrors = {
  fetch: 'Error while fetching PitchFile!',
  script: 'Error while saving script!',
  compile: 'Error while compiling Pitch!',
  delete: 'Error while deleting Pitch!',
} as const;

export const pitchLimits = {
  scriptLength: 5000,
  /** A clip may run this much longer than its topic's suggested length before it is refused. */
  overrunFactor: 1.5,
  /** The suggested length operators may set for a topic, in seconds. */
  minTopicSeconds: 10,
  maxTopicSeconds: 600,
  topicsPerKind: 12,
  titleLength: 80,
  promptLength: 300,
  /** The largest clip accepted, in bytes (a 3-minute 720p recording from a browser is about 60 MB). */
  clipBytes: 150 * 1024 * 1024,
  /** The seconds a title card shows before each topic (and before the first, with the startup's name). */
  titleCardSeconds: 2,
} as const;

/** The longest a topic's clip may run, in seconds. */
export const maxClipSeconds = (topicSeconds: number) => Math.ceil(topicSeconds * pitchLimits.overrunFactor);

/** What the recorder accepts, told from the bytes on the server: WebM (browsers), MP4 and QuickTime (phones). */
export const pitchClipTypes = ['video/webm', 'video/mp4', 'video/quicktime'] as const;

/** A clip's state: its bytes are being transcoded, it is ready to compile, or it could not be read. */
export const PitchClipStatus = z.enum(['processing', 'ready', 'failed']);
export type PitchClipStatus = z.infer<typeof PitchClipStatus>;

/** A compile's state; the last ready pitch keeps playing while a new one is queued or compiling. */
export const PitchCompileStatus = z.enum(['none', 'queued', 'compiling', 'ready', 'failed']);
export type PitchCompileStatus = z.infer<typeof PitchCompileStatus>;

/** One topic of a pitch kind, as the recorder and the console show it. */
export const PitchTopic = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  prompt: z.string().nullable(),
  /** The suggested length, in seconds; a clip may run to maxClipSeconds of it. */
  seconds: z.number().int(),
});
export type PitchTopic = z.infer<typeof PitchTopic>;

/** categoryTopics: each kind (its category's id and code) with its topics ordered by id. */
export const PitchCategory = z.object({
  id: z.number().int(),
  kind: PitchKind,
  title: z.string(),
  description: z.string().nullable(),
  topics: z.array(PitchTopic),
});
export type PitchCategory = z.infer<typeof PitchCategory>;

/** A founder's script and clip for one topic. */
export const PitchClip = z.object({
  topicId: z.number().int(),
  script: z.string(),
  status: PitchClipStatus.nullable(),
  /** Why the clip could not be used, when it failed. */
  failure: z.string().nullable(),
  /** The transcoded clip, once ready. */
  videoUrl: z.string().nullable(),
  /** Its length in seconds, as measured on the server. */
  seconds: z.number().nullable(),
  uploadedAt: z.string().nullable(),
});
export type PitchClip = z.infer<typeof PitchClip>;

/** A compiled pitch: what plays, and the state of the newest compile. */
export const PitchCompile = z.object({
  kind: PitchKind,
  status: PitchCompileStatus,
  failure: z.string().nullable(),
  requestedAt: z.string().nullable(),
  /** The last pitch that compiled, which keeps playing while a new one is compiled. */
  videoUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  seconds: z.number().nullable(),
  compiledAt: z.string().nullable(),
});
export type PitchCompile = z.infer<typeof PitchCompile>;

/** GET pitch-deck: the caller's startup's clips per kind (formattedResults) and the topics (categoryTopics). */
export const PitchFilesAnswer = z.object({
  startupUuid: z.string(),
  startupName: z.string(),
  formattedResults: z.record(PitchKind, z.object({ clips: z.array(PitchClip), compile: PitchCompile })),
  categoryTopics: z.array(PitchCategory),
});
export type PitchFilesAnswer = z.infer<typeof PitchFilesAnswer>;

/** GET pitch-deck/startup/{uuid}: the startup's compiled pitches that are ready to watch. */
export const StartupPitchesAnswer = z.object({
  startupUuid: z.string(),
  startupName: z.string(),
  formattedResults: z.array(
    PitchCompile.extend({ videoUrl: z.string(), posterUrl: z.string().nullable(), title: z.string() }),
  ),
});
export type StartupPitchesAnswer = z.infer<typeof StartupPitchesAnswer>;

export const PitchScriptBody = z.object({
  script: z.string().max(pitchLimits.scriptLength, `A script is at most ${pitchLimits.scriptLength} characters`),
});
export type PitchScriptBody = z.infer<typeof PitchScriptBody>;

/** POST upload: the clip in `file`; videoTime is the length the browser recorded, in seconds (informative). */
export const PitchUploadForm = z.object({
  file: z.file().describe('A WebM, MP4 or QuickTime video of the topic, within its length and the size limit'),
  videoTime: z.string().max(20).optional().describe('The length the browser recorded, in seconds'),
});

/** The console's topic editor: a topic's fields. */
export const PitchTopicBody = z.object({
  title: z
    .string()
    .trim()
    .min(2, 'A title has at least 2 characters')
    .max(pitchLimits.titleLength, `A title is at most ${pitchLimits.titleLength} characters`),
  prompt: z
    .string()
    .trim()
    .max(pitchLimits.promptLength, `A prompt is at most ${pitchLimits.promptLength} characters`)
    .nullable()
    .default(null),
  seconds: z
    .number()
    .int('Whole seconds')
    .min(pitchLimits.minTopicSeconds, `At least ${pitchLimits.minTopicSeconds} seconds`)
    .max(pitchLimits.maxTopicSeconds, `At most ${pitchLimits.maxTopicSeconds} seconds`),
});
export type PitchTopicBody = z.infer<typeof PitchTopicBody>;

/** POST topics: a new topic, appended to its kind's list. */
export const NewPitchTopic = PitchTopicBody.extend({ kind: PitchKind });
export type NewPitchTopic = z.infer<typeof NewPitchTopic>;

/** The socket event a founder's clients hear when a clip or a compile changes state. */
export const pitchEvent = 'pitch_updated';
export const PitchEventPayload = z.object({
  kind: PitchKind,
  topicId: z.number().int().nullable(),
  clipStatus: PitchClipStatus.nullable(),
  compileStatus: PitchCompileStatus.nullable(),
});
export type PitchEventPayload = z.infer<typeof PitchEventPayload>;
