import type { EventInput, EventListQuery, EventPatch, EventRangeQuery, PageRequest } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { offsetOf, pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { wordsOf } from '../../platform/db/text-search.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { paymentTerms } from '../../platform/payments/index.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { tellRegistrants } from './notify.ts';
import { eventPolicy } from './policy.ts';
import { type EventView, presentEvent, presentRegistrant } from './present.ts';
import * as repo from './repo.ts';
import { events } from './tables.ts';

export type { Context, Member };

export const eventNotFound = () => notFound('Event not found');
const maxRangeDays = 62;

export const viewOf = async (ctx: Context): Promise<EventView> => {
  const [origin, terms] = await Promise.all([ctx.origin(ctx.db), paymentTerms(ctx.db, ctx.tenant.id)]);
  return { origin, manages: eventPolicy.manage(ctx.auth), signedIn: ctx.auth !== null, now: new Date(), terms };
};

/** An event the caller may see: published to members, any status to operators; another tenant's is not found. */
export const visibleEvent = async (ctx: Context, uuid: string) => {
  const event = await repo.findEvent(ctx.db, ctx.tenant.id, uuid);
  if (!event || !eventPolicy.see(ctx.auth, event)) throw eventNotFound();
  return event;
};

/** A published public event, for visitors. */
export const publicEvent = async (ctx: Context, uuid: string) => {
  const event = await repo.findEvent(ctx.db, ctx.tenant.id, uuid);
  if (!event || !eventPolicy.seePublic(event)) throw eventNotFound();
  return event;
};

const callerRegistration = async (ctx: Context, event: repo.EventRow) =>
  ctx.auth ? ((await repo.memberRegistration(ctx.db, ctx.tenant.id, event.id, ctx.auth.profile.id)) ?? null) : null;

export const presentOne = async (ctx: Context, event: repo.EventRow) => {
  const [registration, view] = await Promise.all([callerRegistration(ctx, event), viewOf(ctx)]);
  return presentEvent(event, registration, view);
};

const pageOf = async (ctx: Context, found: { rows: repo.ListedEvent[]; total: number }, paging: PageRequest) => {
  const view = await viewOf(ctx);
  const items = found.rows.map(({ event, registration }) => presentEvent(event, registration, view));
  return pageAnswer(items, found.total, paging);
};

/** GET events/upcoming and events/all: published events (operators: drafts and cancelled too on all). */
export const listEvents = async (m: Member, query: z.output<typeof EventListQuery>, upcomingOnly = false) => {
  const found = await repo.listEvents(m.db, m.tenant.id, {
    words: wordsOf(query.q),
    when: upcomingOnly ? 'upcoming' : query.when,
    mode: query.mode,
    statuses: !upcomingOnly && eventPolicy.manage(m.auth) ? ['draft', 'published', 'cancelled'] : ['published'],
    registeredProfileId: query.mine === 'true' ? m.auth.profile.id : undefined,
    viewerProfileId: m.auth.profile.id,
    now: new Date(),
    ...pageWindow(query),
  });
  return pageOf(m, found, query);
};

/** GET events/public: published public events not ended, soonest first, for anyone. */
export const listPublic = async (ctx: Context, paging: PageRequest) => {
  const found = await repo.listEvents(ctx.db, ctx.tenant.id, {
    words: [],
    when: 'upcoming',
    statuses: ['published'],
    isPublic: true,
    viewerProfileId: ctx.auth?.profile.id,
    now: new Date(),
    ...pageWindow(paging),
  });
  return pageOf(ctx, found, paging);
};

/** GET events/calendar: the caller's registered events (not declined) between two instants. */
export const calendar = async (m: Member, range: z.output<typeof EventRangeQuery>) => {
  const from = new Date(range.from);
  const to = new Date(range.to);
  if (to <= from) throw badRequest('To: after From', ['querystring.to: To: after From']);
  if (to.getTime() - from.getTime() > maxRangeDays * 86_400_000) {
    throw badRequest(`At most ${maxRangeDays} days at a time`, [`querystring.to: At most ${maxRangeDays} days`]);
  }
  const rows = await repo.registeredBetween(m.db, m.tenant.id, m.auth.profile.id, from, to);
  return (await pageOf(m, { rows, total: rows.length }, { pageNumber: 1, limit: 500 })).items;
};

// ---- Operators ----

export const managedEvent = async (m: Member, uuid: string) => {
  const event = await repo.findEvent(m.db, m.tenant.id, uuid);
  if (!event) throw eventNotFound();
  if (!eventPolicy.manage(m.auth)) throw forbidden("Events are run by the tenant's operators");
  return event;
};

const audit = (tx: Db, m: Member, action: string, uuid: string, detail: Record<string, unknown>) =>
  recordAudit(tx, {
    tenantId: m.tenant.id,
    actorUserId: m.auth.user.id,
    action,
    subjectType: 'event',
    subjectId: uuid,
    detail,
    ip: m.ip,
  });

const checkPlace = (mode: repo.EventRow['mode'], location: string | null | undefined) => {
  if (mode === 'in_person' && !location) {
    throw badRequest('An event in person needs its address', ['body.location: An event in person needs its address']);
  }
};

/** POST events (operators): a draft or a published event. */
export const createEvent = async (m: Member, body: z.output<typeof EventInput>) => {
  if (!eventPolicy.manage(m.auth)) throw forbidden("Events are run by the tenant's operators");
  checkPlace(body.mode, body.location);
  const uuid = await m.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        tenantId: m.tenant.id,
        title: body.title,
        description: body.description,
        mode: body.mode,
        location: body.location ?? null,
        onlineLink: body.onlineLink ?? null,
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        timeZone: body.timeZone,
        capacity: body.capacity,
        ticketPriceMinor: body.ticketPriceMinor,
        slotMinutes: body.slotMinutes,
        agenda: body.agenda,
        speakers: body.speakers,
        questions: body.questions,
        files: body.files,
        isPublic: body.isPublic,
        status: body.status,
        createdByUserId: m.auth.user.id,
      })
      .returning({ uuid: events.uuid });
    if (!row) throw new Error('the event was not stored');
    await audit(tx, m, 'event.create', row.uuid, { after: { title: body.title, status: body.status } });
    return row.uuid;
  });
  return presentOne(m, await managedEvent(m, uuid));
};

/** PATCH events/{uuid} (operators). Moving it or cancelling it tells its registrants. */
export const patchEvent = async (m: Member, uuid: string, patch: z.output<typeof EventPatch>) => {
  const before = await managedEvent(m, uuid);
  const startsAt = patch.startsAt ? new Date(patch.startsAt) : before.startsAt;
  const endsAt = patch.endsAt ? new Date(patch.endsAt) : before.endsAt;
  if (startsAt >= endsAt) throw badRequest('Ends at: after the start', ['body.endsAt: Ends at: after the start']);
  checkPlace(patch.mode ?? before.mode, patch.location === undefined ? before.location : patch.location);
  const moved = startsAt.getTime() !== before.startsAt.getTime() || endsAt.getTime() !== before.endsAt.getTime();
  const cancelled = patch.status === 'cancelled' && before.status !== 'cancelled';
  const { startsAt: _s, endsAt: _e, ...rest } = patch;
  const deliveries = await m.db.transaction(async (tx) => {
    const [after] = await tx
      .update(events)
      .set({ ...rest, startsAt, endsAt, updatedAt: new Date() })
      .where(and(eq(events.tenantId, m.tenant.id), eq(events.id, before.id)))
      .returning();
    if (!after) throw eventNotFound();
    await audit(tx, m, cancelled ? 'event.cancel' : 'event.update', uuid, { changed: Object.keys(patch) });
    if (!(moved || cancelled) || after.status === 'draft') return [];
    return tellRegistrants(tx, m, after, cancelled ? 'cancelled' : 'moved');
  });
  for (const delivery of deliveries) m.notifier.publish(delivery);
  return presentOne(m, await managedEvent(m, uuid));
};

/** POST events/{uuid}/cancel (operators). */
export const cancelEvent = (m: Member, uuid: string) => patchEvent(m, uuid, { status: 'cancelled' });

/** GET events/{uuid}/registrations (operators), paged. */
export const registrations = async (m: Member, uuid: string, paging: PageRequest) => {
  const event = await managedEvent(m, uuid);
  const found = await repo.registrationPage(m.db, m.tenant.id, event.id, paging.limit, offsetOf(paging));
  return pageAnswer(found.rows.map(presentRegistrant), found.total, paging);
};
