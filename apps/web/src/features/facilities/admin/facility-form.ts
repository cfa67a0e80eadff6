import type { AdminFacility, FacilityKind, OpeningPeriod } from '@ventura/shared';

/*
 * The console's facility form as it holds its values, the FacilityInput body it sends, and where a problem of
 * that body (the schema's, or the server's 'body.<path>: ...') shows on it.
 */

export type FacilityValues = {
  name: string;
  kind: FacilityKind;
  description: string;
  location: string;
  capacity: number | string;
  /** Each weekday's periods (0 Sunday), kept apart so a day is edited on its own. */
  hours: Record<number, { opens: string; closes: string }[]>;
  timeZone: string;
  slotMinutes: number | string;
  cancelCutoffHours: number | string;
  needsApproval: boolean;
  rules: string;
  photos: string[];
  active: boolean;
};
export type FacilityField = keyof FacilityValues;

const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

const weekdays = (opens: string, closes: string) =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, day === 0 || day === 6 ? [] : [{ opens, closes }]]));

export const blankFacility = (): FacilityValues => ({
  name: '',
  kind: 'room',
  description: '',
  location: '',
  capacity: 4,
  hours: weekdays('09:00', '18:00'),
  timeZone: browserZone(),
  slotMinutes: 60,
  cancelCutoffHours: 24,
  needsApproval: false,
  rules: '',
  photos: [],
  active: true,
});

export const valuesOf = (facility: AdminFacility): FacilityValues => ({
  name: facility.name,
  kind: facility.kind,
  description: facility.description,
  location: facility.location,
  capacity: facility.capacity,
  hours: Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].map((day) => [
      day,
      facility.openingHours
        .filter((period) => period.day === day)
        .sort((a, b) => a.opens.localeCompare(b.opens))
        .map(({ opens, closes }) => ({ opens, closes })),
    ]),
  ),
  timeZone: facility.timeZone,
  slotMinutes: facility.slotMinutes,
  cancelCutoffHours: facility.cancelCutoffHours,
  needsApproval: facility.needsApproval,
  rules: facility.rules,
  photos: facility.photos,
  active: facility.active,
});

const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/** POST and PATCH admin/facilities' body (FacilityInput). */
export const facilityBodyOf = (values: FacilityValues) => ({
  name: values.name.trim(),
  kind: values.kind,
  description: values.description.trim(),
  location: values.location.trim(),
  capacity: numberOf(values.capacity),
  openingHours: Object.entries(values.hours).flatMap(([day, periods]): OpeningPeriod[] =>
    periods.map((period) => ({ day: Number(day), ...period })),
  ),
  timeZone: values.timeZone.trim(),
  slotMinutes: numberOf(values.slotMinutes),
  cancelCutoffHours: numberOf(values.cancelCutoffHours),
  needsApproval: values.needsApproval,
  rules: values.rules.trim(),
  photos: values.photos,
  active: values.active,
});

const sameNamed: readonly FacilityField[] = [
  'name',
  'kind',
  'description',
  'location',
  'capacity',
  'timeZone',
  'slotMinutes',
  'cancelCutoffHours',
  'needsApproval',
  'rules',
  'photos',
  'active',
];

/** Where a problem of the body's path shows on the form: every opening-hours problem under Opening hours. */
export const facilityFieldOf = (path: string): FacilityField | undefined => {
  const head = path.split('.')[0];
  if (head === 'openingHours') return 'hours';
  return sameNamed.find((field) => field === head);
};
