import type { AgendaItem, EventMode, FormField, Speaker } from '@ventura/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { events } from './tables.ts';
import { instantOf } from './time.ts';

const zone = 'Asia/Kolkata';
const day = 24 * 60 * 60 * 1000;

type DemoEvent = {
  title: string;
  description: string;
  mode: EventMode;
  location: string | null;
  onlineLink: string | null;
  inDays: number;
  from: string;
  to: string;
  capacity: number | null;
  slotMinutes: number | null;
  isPublic: boolean;
  agenda: AgendaItem[];
  speakers: Speaker[];
  questions: FormField[];
};

const demoEvents = (slug: string, name: string): DemoEvent[] => [
  {
    title: 'Fundraising masterclass: your first institutional round',
    description: `${name} hosts an online masterclass on preparing a seed round: the data room, the pitch and the term sheet.`,
    mode: 'online',
    location: null,
    onlineLink: `https://meet.example.org/${slug}-fundraising-masterclass`,
    inDays: 6,
    from: '16:00',
    to: '17:30',
    capacity: null,
    slotMinutes: null,
    isPublic: true,
    agenda: [
      { time: '16:00', title: 'Welcome' },
      { time: '16:10', title: 'What investors look for at seed' },
      { time: '17:00', title: 'Questions and answers' },
    ],
    speakers: [{ name: 'Priya Raman', title: 'Partner, Monsoon Ventures', bio: 'Backed 40 early-stage startups.' }],
    questions: [
      {
        key: 'stage',
        type: 'choice',
        label: 'Where is your company today?',
        options: ['Idea', 'Prototype', 'Revenue'],
        required: false,
      },
    ],
  },
  {
    title: 'Investor breakfast',
    description: 'A small breakfast where founders meet the angels of the network. Places are few: register early.',
    mode: 'in_person',
    location: `${name}, 12 MG Road, Bengaluru`,
    onlineLink: null,
    inDays: 13,
    from: '08:30',
    to: '10:00',
    capacity: 12,
    slotMinutes: null,
    isPublic: false,
    agenda: [
      { time: '08:30', title: 'Breakfast and introductions' },
      { time: '09:15', title: 'Three founders pitch' },
    ],
    speakers: [],
    questions: [],
  },
  {
    title: 'Mentor office hours: go-to-market',
    description: 'Book a 20-minute one-to-one with a mentor to talk through your go-to-market plan.',
    mode: 'online',
    location: null,
    onlineLink: `https://meet.example.org/${slug}-office-hours`,
    inDays: 20,
    from: '15:00',
    to: '17:00',
    capacity: null,
    slotMinutes: 20,
    isPublic: false,
    agenda: [],
    speakers: [{ name: 'Meera Krishnan', title: 'Growth mentor' }],
    questions: [],
  },
];

/** A few published upcoming events per demo tenant, over the next weeks; again on a seeded tenant does nothing. */
export const seedTenantEvents = async (db: Db, tenant: { tenantId: string; slug: string; name: string }) => {
  const wanted = demoEvents(tenant.slug, tenant.name);
  const existing = await db
    .select({ title: events.title })
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenant.tenantId),
        inArray(
          events.title,
          wanted.map((event) => event.title),
        ),
      ),
    );
  const have = new Set(existing.map((row) => row.title));
  const today = Date.now();
  for (const event of wanted) {
    if (have.has(event.title)) continue;
    const date = new Date(today + event.inDays * day).toISOString().slice(0, 10);
    await db.insert(events).values({
      tenantId: tenant.tenantId,
      title: event.title,
      description: event.description,
      mode: event.mode,
      location: event.location,
      onlineLink: event.onlineLink,
      startsAt: instantOf(date, event.from, zone),
      endsAt: instantOf(date, event.to, zone),
      timeZone: zone,
      capacity: event.capacity,
      slotMinutes: event.slotMinutes,
      agenda: event.agenda,
      speakers: event.speakers,
      questions: event.questions,
      isPublic: event.isPublic,
      status: 'published',
    });
  }
};
