import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Person, tenantGraph } from '../../../test/factory.ts';
import { expectRefusal, type Json, otherHost, paymentsKit, refOf } from './test-kit.ts';

/*
 * Paid event tickets through Stripe's stand-in: a paid event is attended by buying a ticket, never by the
 * attend call; a checkout holds a seat while the member pays, a failed, expired or abandoned one frees it,
 * a paid one registers the member; a plan with event seats gives a ticket at nothing.
 */

const k = paymentsKit();
const { api, v2, rows, count } = k;

const hour = 3_600_000;
const at = (hours: number) => new Date(Math.ceil(Date.now() / hour) * hour + hours * hour).toISOString();
const attend = { responseAction: 'attending', timeZone: 'Asia/Kolkata', offset: 330 };

const createEvent = async (changes: Json = {}) => {
  const res = await v2('POST', '/events', k.operator(), {
    title: `Demo day ${randomUUID().slice(0, 6)}`,
    description: 'Founders pitch to investors.',
    mode: 'online',
    onlineLink: 'https://meet.example.org/demo-day',
    startsAt: at(72),
    endsAt: at(74),
    timeZone: 'Asia/Kolkata',
    status: 'published',
    ...changes,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { uuid: string };
};

const buyTicket = (person: Person, eventUuid: string) =>
  api('POST', '/payments/checkout', person.token, { kind: 'event_ticket', eventUuid });

const registration = async (person: Person, eventUuid: string) => {
  const [row] = await rows(
    sql`select r.response_action from event_registrations r join events e on e.id = r.event_id
        where e.uuid = ${eventUuid} and r.profile_id = ${person.profileId}`,
  );
  return row?.response_action ?? null;
};
const holds = (eventUuid: string) =>
  count(
    sql`select count(*)::int as n from event_seat_holds h join events e on e.id = h.event_id
        where e.uuid = ${eventUuid} and h.hold_until > now()`,
  );
const ordersOf = (person: Person) => count(sql`select count(*)::int as n from orders where user_id = ${person.userId}`);

let paid: { uuid: string };

beforeAll(async () => {
  await k.useProvider('stripe');
  paid = await createEvent({ ticketPriceMinor: 50_000, capacity: 1 });
});

describe('a paid event', () => {
  it('shows its ticket with tax, and refuses the attend call', async () => {
    const member = k.g().people.member;
    const shown = (await v2('GET', `/events/${paid.uuid}`, member.token)).json().data;
    expect(shown.ticket).toMatchObject({ priceMinor: 50_000, price: { subtotalMinor: 50_000, totalMinor: 59_000 } });
    expect(shown.can).toMatchObject({ buyTicket: true, register: false });
    const refused = expectRefusal(await v2('POST', `/events/${paid.uuid}/attend`, member.token, attend), 422);
    expect(refused.message).toBe('This event has paid tickets: buy one to attend');
    expect(await registration(member, paid.uuid)).toBeNull();

    const free = await createEvent();
    expectRefusal(await buyTicket(member, free.uuid), 422);
    expectRefusal(await buyTicket(member, randomUUID()), 404);
  });

  it('holds the last seat while one pays; an expired or abandoned checkout frees it; a paid one registers', async () => {
    const [asha, bela] = [await k.newMember(), await k.newMember()];
    const first = await buyTicket(asha, paid.uuid);
    expect(first.statusCode, first.body).toBe(201);
    const { order, redirectUrl } = first.json().data;
    expect(order).toMatchObject({ status: 'pending', item: { kind: 'event_ticket', eventUuid: paid.uuid } });
    expect(order.price.totalMinor).toBe(59_000);
    expect(await holds(paid.uuid)).toBe(1);

    const full = expectRefusal(await buyTicket(bela, paid.uuid), 409);
    expect(full.message).toBe('This event is full');
    expect(await ordersOf(bela)).toBe(0);

    await k.standIns().expire(refOf(redirectUrl));
    expect((await k.order(asha, order.uuid)).status).toBe('expired');
    expect(await holds(paid.uuid)).toBe(0);

    const second = await buyTicket(bela, paid.uuid);
    expect(second.statusCode, second.body).toBe(201);
    expectRefusal(await buyTicket(asha, paid.uuid), 409);
    const abandoned = await api('POST', `/orders/${second.json().data.order.uuid}/abandon`, bela.token);
    expect(abandoned.json().data.status).toBe('failed');
    expect(await holds(paid.uuid)).toBe(0);

    const third = await buyTicket(asha, paid.uuid);
    expect(third.statusCode, third.body).toBe(201);
    await k.standIns().pay(refOf(third.json().data.redirectUrl));
    expect((await k.order(asha, third.json().data.order.uuid)).status).toBe('paid');
    expect(await registration(asha, paid.uuid)).toBe('attending');
    expect(await holds(paid.uuid)).toBe(0);
    const shown = (await v2('GET', `/events/${paid.uuid}`, asha.token)).json().data;
    expect(shown.can.buyTicket).toBe(false);
    expect(expectRefusal(await buyTicket(bela, paid.uuid), 409).message).toBe('This event is full');
    expectRefusal(await buyTicket(asha, paid.uuid), 409);

    const refunded = await api('POST', `/admin/payments/orders/${third.json().data.order.uuid}/refund`, k.operator(), {
      amountMinor: 59_000,
    });
    expect(refunded.json().data.status).toBe('refunded');
    expect(await registration(asha, paid.uuid)).toBe('declined');
  });

  it('a second checkout while one is open gives the same order back', async () => {
    const event = await createEvent({ ticketPriceMinor: 10_000 });
    const member = await k.newMember();
    const first = (await buyTicket(member, event.uuid)).json().data;
    const again = (await buyTicket(member, event.uuid)).json().data;
    expect(again).toEqual(first);
    expect(await holds(event.uuid)).toBe(1);
  });

  it('is not there for another tenant’s members', async () => {
    const away = await tenantGraph(k.app(), otherHost, { member: { type: 'startup', approvalStatus: 'approved' } });
    const res = await api(
      'POST',
      '/payments/checkout',
      away.people.member.token,
      { kind: 'event_ticket', eventUuid: paid.uuid },
      otherHost,
    );
    expectRefusal(res, 404);
  });
});

describe('event seats included in a plan', () => {
  it('give a ticket at nothing, without the provider, while seats are left', async () => {
    const plan = await k.createPlan({
      name: 'Events pass',
      interval: 'one_off',
      unlocks: { features: [], accountTypes: [], eventSeats: 1 },
    });
    const member = await k.newMember();
    await k.buyPlan(member, plan.uuid);
    expect((await k.membership(member)).membership.eventSeatsLeft).toBe(1);

    const event = await createEvent({ ticketPriceMinor: 20_000 });
    const included = await buyTicket(member, event.uuid);
    expect(included.statusCode, included.body).toBe(201);
    const { order, redirectUrl } = included.json().data;
    expect(redirectUrl).toBeNull();
    expect(order).toMatchObject({ status: 'paid', price: { totalMinor: 0 } });
    expect(await registration(member, event.uuid)).toBe('attending');
    expect((await k.membership(member)).membership.eventSeatsLeft).toBe(0);

    const next = await createEvent({ ticketPriceMinor: 20_000 });
    const paying = await buyTicket(member, next.uuid);
    expect(paying.json().data.redirectUrl).toContain(k.standIns().url);
  });
});

describe('with payments off', () => {
  it('every event is free: no ticket, and the attend call registers', async () => {
    await k.useProvider(null);
    const member = await k.newMember();
    const shown = (await v2('GET', `/events/${paid.uuid}`, member.token)).json().data;
    expect(shown.ticket).toBeNull();
    expect(shown.can.buyTicket).toBe(false);
    const event = await createEvent({ ticketPriceMinor: 20_000 });
    const res = await v2('POST', `/events/${event.uuid}/attend`, member.token, attend);
    expect(res.statusCode, res.body).toBe(201);
    expect(await registration(member, event.uuid)).toBe('attending');
  });
});
