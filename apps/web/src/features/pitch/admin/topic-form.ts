import type { PitchTopic } from '@ventura/shared';

/** A topic as its form holds it: the prompt may be blank, the seconds empty while being typed. */
export type TopicValues = { title: string; prompt: string; seconds: number | string };
type Field = keyof TopicValues;

const fields: readonly Field[] = ['title', 'prompt', 'seconds'];

/** Where a problem of PitchTopicBody (or the server's 'body.<field>: ...') shows on the form. */
export const topicFieldOf = (path: string) => fields.find((field) => field === path.split('.')[0]);

export const blankTopic: TopicValues = { title: '', prompt: '', seconds: 60 };

export const topicValuesOf = (topic: PitchTopic): TopicValues => ({
  title: topic.title,
  prompt: topic.prompt ?? '',
  seconds: topic.seconds,
});

/** The body PitchTopicBody checks: a blank prompt is none, empty seconds are missing. */
export const topicInputOf = (values: TopicValues) => {
  const prompt = values.prompt.trim();
  return {
    title: values.title.trim(),
    prompt: prompt === '' ? null : prompt,
    seconds: typeof values.seconds === 'number' ? values.seconds : undefined,
  };
};

/** Seconds as a clock reads them: 90 is '1:30', 45 is '0:45'. */
export const clockOf = (seconds: number) => {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** Seconds in words for screen readers and descriptions: '1 minute 30 seconds'. */
export const durationWords = (seconds: number) => {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [
    minutes > 0 ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '',
    rest > 0 || minutes === 0 ? `${rest} ${rest === 1 ? 'second' : 'seconds'}` : '',
  ];
  return parts.filter((part) => part !== '').join(' ');
};
