import type { AnswerValue, ProfileFormAnswers, ProfileFormQuestion } from '@ventura/shared';
import dayjs from 'dayjs';

/* How a profile shows the answers sent to a profile form: pure, so it is tested alone. */

/** The scale of a rating question that names none (formLimits.defaultRatingMax). */
const defaultRatingMax = 5;

/** One answer as it shows: text, a link that opens elsewhere, or an uploaded file. */
export type AnswerDisplay =
  | { kind: 'text'; text: string; long: boolean }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'file'; uuid: string; name: string };

const isWebLink = (value: string) => /^https?:\/\/\S+$/i.test(value);

/** A YYYY-MM-DD day as people read it ('5 April 2021'), read as that day wherever the viewer is; anything else as it is. */
const dayText = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const day = dayjs(value);
  return day.isValid() ? day.format('D MMMM YYYY') : value;
};

/** An answer as the profile shows it, or null when there is none to show. */
export const answerDisplay = (field: ProfileFormQuestion, value: AnswerValue | undefined): AnswerDisplay | null => {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    const chosen = value.filter((item) => item.trim() !== '');
    return chosen.length > 0 ? { kind: 'text', text: chosen.join(', '), long: false } : null;
  }
  if (typeof value === 'object') {
    return field.type === 'file' ? { kind: 'file', uuid: value.uuid, name: value.name ?? 'Uploaded file' } : null;
  }
  if (typeof value === 'number') {
    const text = field.type === 'rating' ? `${value} / ${field.max ?? defaultRatingMax}` : value.toLocaleString();
    return { kind: 'text', text, long: false };
  }
  const text = value.trim();
  if (text === '') return null;
  if (field.type === 'url')
    return isWebLink(text) ? { kind: 'link', href: text, text } : { kind: 'text', text, long: false };
  if (field.type === 'date') return { kind: 'text', text: dayText(text), long: false };
  return { kind: 'text', text, long: field.type === 'long_text' };
};

/** The question and answer pairs a form's entry shows, in the form's order; questions left unanswered are left out. */
export const answeredPairs = (entry: ProfileFormAnswers) =>
  entry.form.fields.flatMap((field) => {
    const shown = answerDisplay(field, entry.answers[field.key]);
    return shown ? [{ field, shown }] : [];
  });
