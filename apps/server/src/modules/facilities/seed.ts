import type { FacilityKind, OpeningPeriod } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { users } from '../../platform/identity/tables.ts';
import { addDays, instantOf, wallOf, weekdayOf } from './clock.ts';
import { facilities, facilityBookings } from './tables.ts';

type FacilitySeed = {
  name: string;
  kind: FacilityKind;
  description: string;
  location: string;
  capacity: number;
  slotMinutes: number;
  cancelCutoffHours: number;
  needsApproval: boolean;
  rules: string;
  openingHours: OpeningPeriod[];
};

const weekdays = (opens: string, closes: string) => [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));
const timeZone = 'Asia/Kolkata';

/** The demo incubator's bookable spaces: a room and a desk booked at once, a lab and a printer that need approval. */
const demoFacilities: FacilitySeed[] = [
  {
    name: 'Boardroom',
    kind: 'room',
    description: 'A quiet room for investor meetings and board calls, with a 75-inch screen and a speakerphone.',
    location: 'Ground floor, east wing',
    capacity: 12,
    slotMinutes: 60,
    cancelCutoffHours: 4,
    needsApproval: false,
    rules: 'Leave the room as you found it.\nThe screen’s remote is in the drawer under the table.',
    openingHours: [
      ...weekdays('09:00', '13:00'),
      ...weekdays('14:00', '19:00'),
      { day: 6, opens: '10:00', closes: '14:00' },
    ],
  },
  {
    name: 'Hardware prototyping lab',
    kind: 'lab',
    description: 'Soldering stations, oscilloscopes, a laser cutter and a small CNC mill.',
    location: 'Basement, lab 2',
    capacity: 6,
    slotMinutes: 120,
    cancelCutoffHours: 24,
    needsApproval: true,
    rules: 'Complete the lab safety induction before your first booking.\nSafety glasses on at all times.',
    openingHours: weekdays('10:00', '18:00'),
  },
  {
    name: 'Resin 3D printer',
    kind: 'equipment',
    description: 'Formlabs Form 3 with standard grey and tough resins.',
    location: 'Basement, lab 2',
    capacity: 1,
    slotMinutes: 240,
    cancelCutoffHours: 24,
    needsApproval: true,
    rules: 'Bring your print file on a USB stick. Resin costs are billed monthly.',
    openingHours: weekdays('09:00', '17:00'),
  },
  {
    name: 'Hot desk 1',
    kind: 'desk',
    description: 'A desk by the window with a monitor and a docking station.',
    location: 'First floor, open space',
    capacity: 1,
    slotMinutes: 30,
    cancelCutoffHours: 1,
    needsApproval: false,
    rules: '',
    openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '08:00', closes: '20:00' })),
  },
];

/** The next weekday (Monday to Friday) after today in the zone. */
const nextWeekday = (now: Date) => {
  let date = addDays(wallOf(now, timeZone).date, 1);
  while (weekdayOf(date) === 0 || weekdayOf(date) === 6) date = addDays(date, 1);
  return date;
};

export const seedTenantFacilities = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  if (tenant.slug !== 'ventura') return;
  const stored = await db
    .insert(facilities)
    .values(demoFacilities.map((facility) => ({ tenantId: tenant.tenantId, timeZone, ...facility })))
    .returning({ id: facilities.id, name: facilities.name });
  // One request waiting in the console, from a founder of the demo.
  const lab = stored.find((row) => row.name === 'Hardware prototyping lab');
  const [founder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenant.tenantId), eq(users.email, 'aarav@greenleaf.demo')));
  const date = nextWeekday(new Date());
  const startsAt = instantOf(date, 14 * 60, timeZone);
  const endsAt = instantOf(date, 16 * 60, timeZone);
  if (!lab || !founder || !startsAt || !endsAt) return;
  await db.insert(facilityBookings).values({
    tenantId: tenant.tenantId,
    facilityId: lab.id,
    userId: founder.id,
    startsAt,
    endsAt,
    seats: 2,
    purpose: 'Solder the second prototype of our soil sensor board',
    status: 'pending',
  });
};
