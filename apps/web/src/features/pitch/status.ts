import {
  maxClipSeconds,
  type PitchCategory,
  type PitchClip,
  type PitchCompile,
  type PitchFilesAnswer,
  type PitchKind,
  type PitchTopic,
} from '@ventura/shared';
import { formatSeconds } from '../../ui/countdown.ts';

/*
 * What the pages show of a pitch kind, read from GET pitch-deck: each topic's state, how far the kind is
 * recorded, and whether it may be compiled. The server decides; these only put its answer into words.
 */

/** A topic's state as its list shows it. */
export type TopicState = 'not-recorded' | 'processing' | 'ready' | 'failed';

export const topicStateLabels: Record<TopicState, string> = {
  'not-recorded': 'Not recorded',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
};

/** Badge colours: dark shades under white text (filled badges), readable in both themes. */
export const topicStateColors: Record<TopicState, string> = {
  'not-recorded': 'gray.7',
  processing: 'blue.9',
  ready: 'green.9',
  failed: 'red.9',
};

export const topicStateOf = (clip: PitchClip | undefined): TopicState => clip?.status ?? 'not-recorded';

/** A clip that counts as recorded: it is ready, or will be once transcoded. */
const isRecorded = (clip: PitchClip | undefined) => clip?.status === 'ready' || clip?.status === 'processing';

/** A kind's topics, each with its clip (an empty one when the answer has none for it). */
export type TopicEntry = { topic: PitchTopic; clip: PitchClip; state: TopicState };

const emptyClip = (topicId: number): PitchClip => ({
  topicId,
  script: '',
  status: null,
  failure: null,
  videoUrl: null,
  seconds: null,
  uploadedAt: null,
});

/** One kind as the pages use it: its category (for the ids the calls take), topics in order, and its compile. */
export type KindView = {
  kind: PitchKind;
  category: PitchCategory;
  topics: TopicEntry[];
  compile: PitchCompile;
  recorded: number;
};

/** The kind's view, or null when the tenant has no category of that kind. Topics keep the server's order (by id). */
export const kindViewOf = (answer: PitchFilesAnswer, kind: PitchKind): KindView | null => {
  const category = answer.categoryTopics.find((item) => item.kind === kind);
  if (!category) return null;
  const result = answer.formattedResults[kind];
  const topics = category.topics.map((topic) => {
    const clip = result.clips.find((item) => item.topicId === topic.id) ?? emptyClip(topic.id);
    return { topic, clip, state: topicStateOf(clip) };
  });
  return {
    kind,
    category,
    topics,
    compile: result.compile,
    recorded: topics.filter((entry) => isRecorded(entry.clip)).length,
  };
};

/** 'Recorded 3 of 5 topics'. */
export const progressText = (view: Pick<KindView, 'recorded' | 'topics'>) =>
  `Recorded ${view.recorded} of ${view.topics.length} ${view.topics.length === 1 ? 'topic' : 'topics'}`;

/** A compile that is under way: nothing else may start, and bulk delete waits for it. */
export const compileRunning = (compile: PitchCompile) => compile.status === 'queued' || compile.status === 'compiling';

/**
 * Whether the kind may be compiled, and if not why: every topic needs a clip that is ready or processing,
 * and no compile of the kind may be under way (the server refuses both, with 400 and 409).
 */
export const compileReadiness = (view: Pick<KindView, 'topics' | 'compile'>): { enabled: boolean; reason: string } => {
  if (view.topics.length === 0) return { enabled: false, reason: 'This pitch has no topics yet.' };
  if (compileRunning(view.compile)) return { enabled: false, reason: 'A compile of this pitch is under way.' };
  const missing = view.topics.filter((entry) => !isRecorded(entry.clip));
  if (missing.length > 0) {
    const names = missing.map((entry) => entry.topic.title).join(', ');
    return { enabled: false, reason: `Record every topic first. Still to record: ${names}.` };
  }
  return { enabled: true, reason: 'Every topic has a clip: the topics are joined in order, with title cards.' };
};

/** What the compile's state reads as. */
export const compileStateText = (compile: PitchCompile) => {
  switch (compile.status) {
    case 'queued':
      return 'Queued: your pitch will be compiled shortly.';
    case 'compiling':
      return 'Compiling your pitch…';
    case 'failed':
      return `The compile failed${compile.failure ? `: ${compile.failure}` : '.'}`;
    case 'ready':
      return 'Ready';
    default:
      return compile.videoUrl ? 'Ready' : 'Not compiled yet';
  }
};

export const compileStateLabels: Record<PitchCompile['status'], string> = {
  none: 'Not compiled',
  queued: 'Queued',
  compiling: 'Compiling',
  ready: 'Ready',
  failed: 'Failed',
};

export const compileStateColors: Record<PitchCompile['status'], string> = {
  none: 'gray.7',
  queued: 'blue.9',
  compiling: 'blue.9',
  ready: 'green.9',
  failed: 'red.9',
};

/** 'Suggested 1:00, at most 1:30'. */
export const lengthText = (topic: Pick<PitchTopic, 'seconds'>) =>
  `Suggested ${formatSeconds(topic.seconds)}, at most ${formatSeconds(maxClipSeconds(topic.seconds))}`;

/** Whether anything of the answer is still changing on the server (a clip transcoding, a compile running). */
export const somethingRunning = (answer: PitchFilesAnswer) =>
  Object.values(answer.formattedResults).some(
    (result) => compileRunning(result.compile) || result.clips.some((clip) => clip.status === 'processing'),
  );
