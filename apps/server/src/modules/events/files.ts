import { randomBytes } from 'node:crypto';
import { type DocumentKind, documentKindInfo, type EventFile } from '@ventura/shared';
import { icsFile } from '../../platform/calendar/ics.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import { eventPolicy } from './policy.ts';
import { calendarEntryOf } from './present.ts';
import * as repo from './repo.ts';
import { type Context, eventNotFound, type Member, viewOf } from './service.ts';

/** An event's file: a PDF or an image, at most 10 MB. */
export const eventFileMaxBytes = 10 * 1024 * 1024;
const eventFileKinds: readonly DocumentKind[] = ['pdf', 'png', 'jpg'];
const keyPattern = /^[0-9a-f]{32}\.(pdf|png|jpg)$/;

const storageKey = (tenantId: string, key: string) => `${tenantId}/event-files/${key}`;
const fileNotFound = () => notFound('File not found');

/** POST events/upload-file (operators): stores a PDF or an image, its kind told from its bytes. */
export const storeEventFile = async (m: Member, file: { bytes: Buffer; fileName: string }): Promise<EventFile> => {
  if (!eventPolicy.manage(m.auth)) throw forbidden("Events are run by the tenant's operators");
  const kind = await documentKindOf(file.bytes);
  if (!eventFileKinds.includes(kind)) {
    throw badRequest('Only PDF, PNG or JPEG files can be attached to an event', [
      'file: Only PDF, PNG or JPEG files can be attached to an event',
    ]);
  }
  const key = `${randomBytes(16).toString('hex')}.${kind}`;
  await m.storage.put(storageKey(m.tenant.id, key), file.bytes, documentKindInfo[kind].contentType);
  const name = file.fileName.trim().slice(0, 120) || `${documentKindInfo[kind].label}.${kind}`;
  return { key, name, size: file.bytes.length, kind };
};

/**
 * GET events/files/{key}: operators any file of the tenant's events (one just uploaded too); members the
 * files of an event they may see; visitors those of a public event.
 */
export const openEventFile = async (ctx: Context, key: string) => {
  if (!keyPattern.test(key)) throw fileNotFound();
  const kind = key.slice(key.lastIndexOf('.') + 1) as DocumentKind;
  if (!eventPolicy.manage(ctx.auth)) {
    const event = await repo.eventWithFile(ctx.db, ctx.tenant.id, key);
    const may = event && (ctx.auth ? eventPolicy.see(ctx.auth, event) : eventPolicy.seePublic(event));
    if (!may) throw fileNotFound();
  }
  const file = await ctx.storage.get(storageKey(ctx.tenant.id, key));
  if (!file) throw fileNotFound();
  return { file, kind, contentType: documentKindInfo[kind].contentType };
};

/** GET events/{uuid}/ics: to its registrants and operators, and to anyone for a public event. */
export const eventIcs = async (ctx: Context, uuid: string) => {
  const event = await repo.findEvent(ctx.db, ctx.tenant.id, uuid);
  if (!event) throw eventNotFound();
  const registration = ctx.auth
    ? ((await repo.memberRegistration(ctx.db, ctx.tenant.id, event.id, ctx.auth.profile.id)) ?? null)
    : null;
  const registered = registration !== null && registration.responseAction !== 'declined';
  const manages = eventPolicy.manage(ctx.auth);
  const seen = ctx.auth ? eventPolicy.see(ctx.auth, event) : eventPolicy.seePublic(event);
  if (!seen) throw eventNotFound();
  if (!manages && !registered && !eventPolicy.seePublic(event)) {
    throw forbidden('The calendar file is for those registered to the event');
  }
  const { origin } = await viewOf(ctx);
  return icsFile(calendarEntryOf(event, { origin, showLink: manages || registered, registration }));
};
