import {
  AdminBooking,
  AdminBookingQuery,
  AdminFacility,
  Booking,
  BookingInput,
  DeclineBooking,
  ErrorBody,
  envelope,
  Facility,
  FacilityInput,
  FacilityQuery,
  FacilitySlotQuery,
  FacilitySlots,
  MyBookingQuery,
  pageOf,
  UploadedFacilityPhoto,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { icsHeaders } from '../../platform/calendar/ics.ts';
import { readFile, registerMultipart } from '../../platform/http/multipart.ts';
import { requirePlanFor } from '../../platform/payments/index.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import { fileKey, fileUrl, newFileId } from '../../platform/storage/index.ts';
import { requireFeature } from '../../platform/tenancy/feature-gate.ts';
import { countUpload, openImage, renderWebp, uploadLimitOf } from '../uploads/index.ts';
import * as admin from './admin.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['facilities'];
const FacilityParams = z.strictObject({ uuid: z.uuid('This is not a facility id') });
const BookingParams = z.strictObject({ uuid: z.uuid('This is not a booking id') });
/** Photos are shown as cards and a gallery: kept within this box, never enlarged. */
const photoBox = { width: 1600, height: 1200 };

/** Facility bookings (issue 40; docs/facilities.md), while the tenant has facility_management on. */
export const facilityRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, (settings) => settings.features.facility_management);
  requirePlanFor(app, 'facility_management');
  await registerMultipart(app);

  app.get(
    '/facilities',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Active facilities, A to Z, of one kind or matching words (signed out too)',
        querystring: FacilityQuery,
        response: { 200: envelope(z.array(Facility)), ...errors },
      },
    },
    async (req) => ({ data: await service.list(contextOf(app, req), req.query) }),
  );

  app.get(
    '/facilities/:uuid',
    {
      config: { public: true },
      schema: { tags, summary: 'A facility', params: FacilityParams, response: { 200: envelope(Facility), ...errors } },
    },
    async (req) => ({ data: await service.detail(contextOf(app, req), req.params.uuid) }),
  );

  app.get(
    '/facilities/:uuid/slots',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A facility's slots of a day (or up to 7), each free, taken, the caller's or past",
        params: FacilityParams,
        querystring: FacilitySlotQuery,
        response: { 200: envelope(FacilitySlots), ...errors },
      },
    },
    async (req) => ({ data: await service.slots(contextOf(app, req), req.params.uuid, req.query) }),
  );

  app.post(
    '/facilities/:uuid/bookings',
    {
      schema: {
        tags,
        summary: 'Book whole free slots: confirmed, or pending when the facility needs approval',
        params: FacilityParams,
        body: BookingInput,
        response: { 201: envelope(Booking), ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await service.book(memberOf(app, req), req.params.uuid, req.body) }),
  );

  app.get(
    '/bookings/mine',
    {
      schema: {
        tags,
        summary: "The caller's bookings: upcoming (soonest first) or past (latest first)",
        querystring: MyBookingQuery,
        response: { 200: envelope(pageOf(Booking)), ...errors },
      },
    },
    async (req) => ({ data: await service.mine(memberOf(app, req), req.query) }),
  );

  app.get(
    '/bookings/:uuid',
    {
      schema: {
        tags,
        summary: 'One booking (its member’s, or any for operators)',
        params: BookingParams,
        response: { 200: envelope(Booking), ...errors },
      },
    },
    async (req) => ({ data: await service.booking(memberOf(app, req), req.params.uuid) }),
  );

  app.post(
    '/bookings/:uuid/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a booking: its member until the cut-off, operators until it ends',
        params: BookingParams,
        response: { 200: envelope(Booking), ...errors },
      },
    },
    async (req) => ({ data: await service.cancel(memberOf(app, req), req.params.uuid) }),
  );

  app.get(
    '/bookings/:uuid/ics',
    {
      schema: {
        tags,
        summary: 'The calendar file (.ics) of a booking',
        params: BookingParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const file = await service.ics(memberOf(app, req), req.params.uuid);
      return reply.headers(icsHeaders(file.fileName)).send(file.text);
    },
  );

  // ---- The console ----

  app.get(
    '/admin/facilities',
    {
      schema: {
        tags,
        summary: 'Every facility, inactive ones too, with bookings waiting (operators)',
        response: { 200: envelope(z.array(AdminFacility)), ...errors },
      },
    },
    async (req) => ({ data: await admin.facilities(memberOf(app, req)) }),
  );

  app.post(
    '/admin/facilities',
    {
      schema: {
        tags,
        summary: 'Add a facility (operators)',
        body: FacilityInput,
        response: { 201: envelope(AdminFacility), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await admin.create(memberOf(app, req), req.body) }),
  );

  app.patch(
    '/admin/facilities/:uuid',
    {
      schema: {
        tags,
        summary: 'Change a facility (operators)',
        params: FacilityParams,
        body: FacilityInput,
        response: { 200: envelope(AdminFacility), ...errors },
      },
    },
    async (req) => ({ data: await admin.update(memberOf(app, req), req.params.uuid, req.body) }),
  );

  app.post(
    '/admin/facilities/photos',
    {
      schema: {
        tags,
        summary: 'Upload a photo of a facility (PNG, JPEG, WebP or GIF told by its bytes; kept as WebP) (operators)',
        multipart: z.object({ file: z.file().describe('A PNG, JPEG, WebP or GIF image') }),
        response: { 201: envelope(UploadedFacilityPhoto), 413: ErrorBody, 429: ErrorBody, ...errors },
      },
    },
    async (req, reply) => {
      const m = memberOf(app, req);
      admin.assertOperator(m);
      await countUpload(req.db, req.tenant.id, m.auth.user.id);
      const bytes = await readFile(req, { field: 'file', maxBytes: uploadLimitOf(req.tenant) });
      const image = await openImage(bytes);
      const rendered = await renderWebp(image, { ...photoBox, fit: 'inside', withoutEnlargement: true });
      const key = fileKey(req.tenant.id, newFileId(), 'facility', 'webp');
      await app.storage.put(key, rendered.bytes, 'image/webp');
      return reply.status(201).send({ data: { photoUrl: fileUrl(key) } });
    },
  );

  app.get(
    '/admin/facility-bookings',
    {
      schema: {
        tags,
        summary: 'Bookings by start: of a facility, a status, a window of up to 31 days (operators)',
        querystring: AdminBookingQuery,
        response: { 200: envelope(pageOf(AdminBooking)), ...errors },
      },
    },
    async (req) => ({ data: await admin.calendar(memberOf(app, req), req.query) }),
  );

  app.post(
    '/admin/facility-bookings/:uuid/approve',
    {
      schema: {
        tags,
        summary: 'Approve a booking waiting for approval (operators)',
        params: BookingParams,
        response: { 200: envelope(AdminBooking), ...errors },
      },
    },
    async (req) => ({ data: await admin.approve(memberOf(app, req), req.params.uuid) }),
  );

  app.post(
    '/admin/facility-bookings/:uuid/decline',
    {
      schema: {
        tags,
        summary: 'Decline a booking waiting for approval, with a reason; its time is free again (operators)',
        params: BookingParams,
        body: DeclineBooking,
        response: { 200: envelope(AdminBooking), ...errors },
      },
    },
    async (req) => ({ data: await admin.decline(memberOf(app, req), req.params.uuid, req.body.reason) }),
  );
};
