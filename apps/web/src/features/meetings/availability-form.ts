import {
  type Availability,
  type AvailabilityInput,
  AvailabilityInput as AvailabilitySchema,
  type AvailabilityType,
  type TimeRange,
} from '@ventura/shared';
import { type FieldErrors, schemaFieldErrors } from '../../ui/form-errors.ts';

/* The availability editor's values, the body of PUT availability built from them, and where problems show. */

export type DateValues = { date: string; closed: boolean; times: TimeRange[] };

export type AvailabilityValues = {
  type: AvailabilityType;
  timeZone: string;
  hourlySlotTime: number;
  /** Ranges per dayIndex, 0 (Sunday) to 6. */
  days: TimeRange[][];
  dates: DateValues[];
};

export const newRange = (): TimeRange => ({ startTime: '09:00', endTime: '17:00' });

/** Monday first on the page; dayIndex stays 0 = Sunday on the wire. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;
export const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The form's values from the saved availability; a member who never saved starts in the browser's zone. */
export const valuesOf = (saved: Availability, browserZone: string): AvailabilityValues => ({
  type: saved.type,
  timeZone: saved.updatedAt === null ? browserZone : saved.timeZone,
  hourlySlotTime: saved.hourlySlotTime,
  days: Array.from({ length: 7 }, (_, dayIndex) =>
    (saved.days.find((day) => day.dayIndex === dayIndex)?.times ?? []).map((range) => ({ ...range })),
  ),
  dates: saved.dates.map((date) => ({
    date: date.date,
    closed: date.closed,
    times: date.times.map((range) => ({ ...range })),
  })),
});

/** PUT availability's body: every weekday with hours, in dayIndex order; each date as given. */
export const availabilityBody = (values: AvailabilityValues): AvailabilityInput => ({
  type: values.type,
  timeZone: values.timeZone,
  hourlySlotTime: values.hourlySlotTime,
  days: values.days.flatMap((times, dayIndex) => (times.length > 0 ? [{ dayIndex, times }] : [])),
  dates: values.dates.map((date) => ({ date: date.date, closed: date.closed, times: date.closed ? [] : date.times })),
});

/**
 * Where a problem of a body path shows: 'days.3.times.0.startTime' is the body's fourth day entry, which the
 * form keys by its dayIndex ('day.2.0', the range), and a date's ranges as 'date.1.0'.
 */
export const fieldOf =
  (values: AvailabilityValues) =>
  (path: string): string | undefined => {
    const day = /^days\.(\d+)\.times\.(\d+)/.exec(path);
    if (day) {
      const withHours = values.days.flatMap((times, dayIndex) => (times.length > 0 ? [dayIndex] : []));
      const dayIndex = withHours[Number(day[1])];
      return dayIndex === undefined ? 'days' : `day.${dayIndex}.${day[2]}`;
    }
    const dayList = /^days\.(\d+)/.exec(path);
    if (dayList) return 'days';
    const dateRange = /^dates\.(\d+)\.times\.(\d+)/.exec(path);
    if (dateRange) return `date.${dateRange[1]}.${dateRange[2]}`;
    const date = /^dates\.(\d+)/.exec(path);
    if (date) return `date.${date[1]}`;
    return path;
  };

/** The shared schema's problems, placed on the fields. */
export const availabilityErrors = (values: AvailabilityValues): FieldErrors<string> =>
  schemaFieldErrors(AvailabilitySchema, availabilityBody(values), fieldOf(values));
