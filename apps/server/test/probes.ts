import { randomInt, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { newToken } from '../src/platform/auth/tokens.ts';
import { benignValue, type Field, fits, type Method, type Route, typeOf } from './openapi-routes.ts';

/*
 * Requests that carry one tenant's identifiers in another tenant's routes, built from the API document:
 * which fields take which sort of identifier, a benign value for the rest, and for each identifier a
 * twin of the same sort that exists nowhere, whose answer the identifier's answer must match.
 */

export type Kind = 'uuid' | 'int' | 'token' | 'email' | 'mobile' | 'code' | 'slug';
/** One of A's identifiers, with what it is for the failure message. */
export type Sample = { kind: Kind; value: string; what: string };
/** Identifiers that belong together (an address and the code sent to it), and context B also holds. */
export type Bundle = { what: string; secret: Partial<Record<Kind, string>>; context: Partial<Record<Kind, string>> };
export type Request = { method: Method; url: string; body?: Record<string, unknown> | undefined };

// ---- fields ------------------------------------------------------------------------------------

/** Which of A's identifiers a field can take, from its name; free text, enums and flags take none. */
export const kindsFor = (field: Field): Kind[] => {
  const type = typeOf(field.schema);
  if (field.schema.enum || (type !== undefined && !['string', 'integer', 'number'].includes(type))) return [];
  const name = field.name.toLowerCase();
  if (name.includes('email')) return ['email'];
  if (name.includes('mobile') || name.includes('whatsapp')) return ['mobile'];
  if (name.includes('token')) return ['token', 'uuid'];
  if (name === 'code') return ['code', 'slug'];
  if (/slug|word|key|value|search|^to$/.test(name)) return ['slug', 'email', 'mobile', 'int'];
  if (name.includes('uuid') || name.endsWith('id')) return ['uuid', 'int'];
  return [];
};
/** Fields that match loosely (a search), where another identifier's answer may differ honestly. */
export const isFuzzy = (field: Field) => field.name.toLowerCase().includes('search');

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
/** A value of the kind that exists nowhere: the answer A's identifier must get. */
export const nowhere: Record<Kind, () => string> = {
  uuid: () => randomUUID(),
  int: () => String(1_900_000_000 + randomInt(1_000_000)),
  token: () => newToken(),
  email: () => `nobody.${digits(8)}@example.com`,
  mobile: () => `97${digits(8)}`,
  code: () => digits(6),
  slug: () => `nothing-${digits(8)}`,
};

/** A value the field accepts that names nothing of A's: strings of its own kinds first, each made afresh. */
const benign = (field: Field): unknown => {
  const kinds = kindsFor(field);
  return benignValue(field.schema, {
    strings: () => [
      ...kinds.map((kind) => nowhere[kind]()),
      '91',
      'IN',
      'A benign reason',
      nowhere.email(),
      nowhere.mobile(),
      nowhere.uuid(),
      nowhere.token(),
      nowhere.code(),
    ],
    arrays: 'minItems',
  });
};

export type Slot = { key: string; where: 'params' | 'query' | 'body'; field: Field };
/** A route's fields, and a benign value for each, chosen once so that two calls differ only where meant. */
export type Plan = { route: Route; slots: Slot[]; benign: Map<string, unknown> };
export const planOf = (route: Route): Plan => {
  const slots = [
    ...route.params.map((field): Slot => ({ key: `params.${field.name}`, where: 'params', field })),
    ...route.query.map((field): Slot => ({ key: `query.${field.name}`, where: 'query', field })),
    ...(route.body ?? []).map((field): Slot => ({ key: `body.${field.name}`, where: 'body', field })),
  ];
  return { route, slots, benign: new Map(slots.map((slot) => [slot.key, benign(slot.field)])) };
};

/** The request with the given fields (by slot key) set and every other required field benign. */
export const build = ({ route, slots, benign: benignValue }: Plan, set: Map<string, string>): Request => {
  const valueIn = (slot: Slot) => set.get(slot.key) ?? benignValue.get(slot.key);
  const given = (slot: Slot) => slot.field.required || set.has(slot.key);
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const slot = slots.find((s) => s.where === 'params' && s.field.name === name);
    return encodeURIComponent(String(slot ? valueIn(slot) : 'x'));
  });
  const query = slots
    .filter((slot) => slot.where === 'query' && given(slot))
    .map((slot) => `${slot.field.name}=${encodeURIComponent(String(valueIn(slot)))}`);
  const body = route.body
    ? Object.fromEntries(
        slots.filter((slot) => slot.where === 'body' && given(slot)).map((slot) => [slot.field.name, valueIn(slot)]),
      )
    : undefined;
  return { method: route.method, url: `${path}${query.length ? `?${query.join('&')}` : ''}`, body };
};

/**
 * A's identifiers placed in a route's fields (secret), beside values B holds too (context): sent as they
 * are, then with each secret replaced by a value of its kind that exists nowhere.
 */
export type Probe = { what: string; secret: Map<string, { value: string; kind: Kind }>; context: Map<string, string> };

/** One probe per field and fitting identifier, and one per bundle that fills two fields or more. */
export const probesFor = (plan: Plan, samples: Sample[], bundles: Bundle[]): Probe[] => {
  const probes: Probe[] = [];
  for (const slot of plan.slots) {
    const kinds = kindsFor(slot.field);
    for (const sample of samples.filter((s) => kinds.includes(s.kind) && fits(slot.field.schema, s.value))) {
      probes.push({ what: sample.what, secret: new Map([[slot.key, sample]]), context: new Map() });
    }
  }
  for (const bundle of bundles) {
    const probe: Probe = { what: bundle.what, secret: new Map(), context: new Map() };
    for (const slot of plan.slots) {
      for (const kind of kindsFor(slot.field)) {
        const secret = bundle.secret[kind];
        const context = bundle.context[kind];
        if (secret && fits(slot.field.schema, secret)) probe.secret.set(slot.key, { value: secret, kind });
        else if (context && fits(slot.field.schema, context)) probe.context.set(slot.key, context);
        else continue;
        break;
      }
    }
    if (probe.secret.size > 0 && probe.secret.size + probe.context.size > 1) probes.push(probe);
  }
  return probes;
};

export const cut = (s: string, max = 160) => (s.length > max ? `${s.slice(0, max)}...` : s);
/** An answer with the values the request sent, times and fresh ids masked, to compare two answers. */
export const masked = (res: LightMyRequestResponse, sent: string[]) => {
  let body = res.body;
  for (const value of sent.filter((v) => v.length > 0)) body = body.split(value).join('<sent>');
  return body
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>');
};
