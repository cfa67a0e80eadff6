import type { PitchClip, PitchCompile, PitchFilesAnswer, PitchKind } from '@ventura/shared';

/*
 * GET pitch-deck's answer, changed in place by what a write answers, so the page shows it at once; the
 * answer is read again after each write for whatever else the server changed.
 */

/** The answer with a topic's clip replaced (or added, when the answer had none for it). */
export const withClip = (answer: PitchFilesAnswer, kind: PitchKind, clip: PitchClip): PitchFilesAnswer => {
  const result = answer.formattedResults[kind];
  const known = result.clips.some((item) => item.topicId === clip.topicId);
  const clips = known
    ? result.clips.map((item) => (item.topicId === clip.topicId ? clip : item))
    : [...result.clips, clip];
  return { ...answer, formattedResults: { ...answer.formattedResults, [kind]: { ...result, clips } } };
};

/** The answer with a topic's script as saved, nothing else of its clip changed. */
export const withScript = (answer: PitchFilesAnswer, kind: PitchKind, topicId: number, script: string) => {
  const clip = answer.formattedResults[kind].clips.find((item) => item.topicId === topicId);
  if (!clip) return answer;
  return withClip(answer, kind, { ...clip, script });
};

/** The answer with a kind's compile as the server answered it. */
export const withCompile = (answer: PitchFilesAnswer, compile: PitchCompile): PitchFilesAnswer => ({
  ...answer,
  formattedResults: {
    ...answer.formattedResults,
    [compile.kind]: { ...answer.formattedResults[compile.kind], compile },
  },
});
