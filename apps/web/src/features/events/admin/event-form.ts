import {
  type Event,
  type EventFile,
  EventInput,
  type EventMode,
  type EventPatch,
  type FormField,
  FormFields,
  type FormFieldType,
} from '@ventura/shared';
import { type FieldErrors, schemaFieldErrors } from '../../../ui/form-errors.ts';
import { numberOf, toMajor, toMinor } from '../../../ui/price-text.ts';
import { viewerTimeZone, wallClock, zonedIso } from '../../../ui/zones.ts';

/*
 * The event editor's values, the bodies they send (POST events, PATCH events/{id}) and the problems the
 * shared EventInput finds in them, placed on the editor's fields.
 */

/** The question types the editor offers; a yes/no question is a choice of Yes and No. */
export const questionTypes = ['short_text', 'long_text', 'choice', 'yes_no'] as const;
export type QuestionType = (typeof questionTypes)[number] | FormFieldType;
export const questionTypeLabels: Record<string, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  choice: 'Choice',
  yes_no: 'Yes / no',
};
const yesNo = ['Yes', 'No'];

export type AgendaDraft = { id: string; time: string; title: string; description: string };
export type SpeakerDraft = { id: string; name: string; title: string; bio: string };
/** A question: `field` keeps what the editor does not show (a saved field's key, help, limits). */
export type QuestionDraft = {
  id: string;
  field?: FormField | undefined;
  label: string;
  type: QuestionType;
  required: boolean;
  /** One option a line (choice). */
  options: string;
};

export type EventFormValues = {
  title: string;
  description: string;
  mode: EventMode;
  location: string;
  onlineLink: string;
  timeZone: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  capacity: number | string;
  /** Major units before tax (500 for ₹500); empty: free. */
  ticketPrice: number | string;
  slotMinutes: number | string;
  agenda: AgendaDraft[];
  speakers: SpeakerDraft[];
  questions: QuestionDraft[];
  files: EventFile[];
  isPublic: boolean;
  status: 'draft' | 'published';
};
export type EventField = keyof EventFormValues;

let sequence = 0;
/** A key for a list row that lives only in the editor. */
export const draftId = () => {
  sequence += 1;
  return `draft-${sequence}`;
};

export const emptyEventValues = (): EventFormValues => ({
  title: '',
  description: '',
  mode: 'online',
  location: '',
  onlineLink: '',
  timeZone: viewerTimeZone(),
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  capacity: '',
  ticketPrice: '',
  slotMinutes: '',
  agenda: [],
  speakers: [],
  questions: [],
  files: [],
  isPublic: false,
  status: 'draft',
});

const questionDraft = (field: FormField): QuestionDraft => {
  const isYesNo = field.type === 'choice' && (field.options ?? []).join('|') === yesNo.join('|');
  return {
    id: draftId(),
    field,
    label: field.label,
    type: isYesNo ? 'yes_no' : field.type,
    required: field.required,
    options: (field.options ?? []).join('\n'),
  };
};

export const eventValues = (event: Event): EventFormValues => {
  const start = wallClock(event.startsAt, event.timeZone);
  const end = wallClock(event.endsAt, event.timeZone);
  return {
    title: event.title,
    description: event.description,
    mode: event.mode,
    location: event.location ?? '',
    onlineLink: event.onlineLink ?? '',
    timeZone: event.timeZone,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    capacity: event.capacity ?? '',
    ticketPrice: event.ticket ? toMajor(event.ticket.priceMinor) : '',
    slotMinutes: event.slotMinutes ?? '',
    agenda: event.agenda.map((item) => ({
      id: draftId(),
      time: item.time,
      title: item.title,
      description: item.description ?? '',
    })),
    speakers: event.speakers.map((speaker) => ({
      id: draftId(),
      name: speaker.name,
      title: speaker.title ?? '',
      bio: speaker.bio ?? '',
    })),
    questions: event.questions.map(questionDraft),
    files: event.files.map(({ key, name, size, kind }) => ({ key, name, size, kind })),
    isPublic: event.isPublic,
    status: event.status === 'published' ? 'published' : 'draft',
  };
};

/** A field key from a label: 'Your role?' → 'your_role', unique among the keys taken. */
const keyFrom = (label: string, taken: Set<string>) => {
  const base =
    `q_${label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')}`.slice(0, 34) || 'q';
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}_${n}`;
  taken.add(key);
  return key;
};

const questionsOf = (drafts: readonly QuestionDraft[]): FormField[] => {
  const taken = new Set(drafts.flatMap((draft) => (draft.field ? [draft.field.key] : [])));
  return drafts.map((draft) => {
    const type: FormFieldType = draft.type === 'yes_no' ? 'choice' : draft.type;
    const options =
      draft.type === 'yes_no'
        ? yesNo
        : type === 'choice' || type === 'multi_choice'
          ? draft.options
              .split('\n')
              .map((option) => option.trim())
              .filter((option) => option !== '')
          : undefined;
    const { options: _saved, ...kept } = draft.field ?? { key: keyFrom(draft.label, taken) };
    return {
      ...kept,
      type,
      label: draft.label.trim(),
      required: draft.required,
      ...(options ? { options } : {}),
    };
  });
};

const numberOrNull = (value: number | string) => (typeof value === 'number' ? value : null);
/** The ticket's price in minor units; an empty field is a free event. */
const ticketPriceMinorOf = (value: number | string) => {
  const major = numberOf(value);
  return major === null ? null : toMinor(major);
};
const textOrUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** POST events: the values as the shared EventInput reads them. */
export const eventBody = (values: EventFormValues): EventInput => {
  const location = textOrUndefined(values.location);
  const onlineLink = textOrUndefined(values.onlineLink);
  return {
    title: values.title,
    description: values.description,
    mode: values.mode,
    ...(location ? { location } : {}),
    ...(onlineLink ? { onlineLink } : {}),
    startsAt: zonedIso(values.startDate, values.startTime, values.timeZone) ?? '',
    endsAt: zonedIso(values.endDate, values.endTime, values.timeZone) ?? '',
    timeZone: values.timeZone,
    capacity: numberOrNull(values.capacity),
    ticketPriceMinor: ticketPriceMinorOf(values.ticketPrice),
    slotMinutes: numberOrNull(values.slotMinutes),
    agenda: values.agenda.map((item) => ({
      time: item.time,
      title: item.title,
      ...(item.description.trim() ? { description: item.description } : {}),
    })),
    speakers: values.speakers.map((speaker) => ({
      name: speaker.name,
      ...(speaker.title.trim() ? { title: speaker.title } : {}),
      ...(speaker.bio.trim() ? { bio: speaker.bio } : {}),
    })),
    questions: questionsOf(values.questions),
    files: values.files,
    isPublic: values.isPublic,
    status: values.status,
  };
};

/** PATCH events/{id}: every value, a cleared location or link sent as null. */
export const eventPatchBody = (values: EventFormValues): EventPatch => {
  const body = eventBody(values);
  return { ...body, location: body.location ?? null, onlineLink: body.onlineLink ?? null };
};

/** Where a body path's problem shows: the start and end on their dates, a list's on the list. */
export const eventFieldOf = (path: string): EventField | undefined => {
  const [head] = path.split('.');
  if (head === 'startsAt') return 'startDate';
  if (head === 'endsAt') return 'endDate';
  if (head === 'ticketPriceMinor') return 'ticketPrice';
  const fields: readonly string[] = Object.keys(emptyEventValues());
  return fields.find((field): field is EventField => field === head);
};

/** The problems the shared schemas find in the values (EventInput, and the questions as a form's fields). */
export const eventErrors = (values: EventFormValues): FieldErrors<EventField> => {
  const body = eventBody(values);
  const errors = schemaFieldErrors(EventInput, body, eventFieldOf);
  if (!errors.questions) {
    const questions = schemaFieldErrors(FormFields, body.questions, () => 'questions' as const);
    if (questions.questions) errors.questions = questions.questions;
  }
  return errors;
};
