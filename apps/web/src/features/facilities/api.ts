import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminBooking,
  AdminFacility,
  Booking,
  type BookingInput,
  type BookingStatus,
  Facility,
  type FacilityInput,
  type FacilityKind,
  FacilitySlots,
  pageOf,
  UploadedFacilityPhoto,
} from '@ventura/shared';
import { ApiError, api } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';

/* Facility bookings (issue 40): the facilities, their slots, booking, my bookings, and the console's calls. */

export const facilityKeys = {
  all: ['facilities'] as const,
  list: (kind: FacilityKind | null) => ['facilities', 'list', kind] as const,
  facility: (uuid: string) => ['facilities', 'facility', uuid] as const,
  slots: (uuid: string, date: string) => ['facilities', 'slots', uuid, date] as const,
  mine: (when: 'upcoming' | 'past', page: number) => ['facilities', 'mine', when, page] as const,
  admin: ['facilities', 'admin'] as const,
  calendar: (filter: CalendarFilter) => ['facilities', 'admin', 'calendar', filter] as const,
};

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const id = (uuid: string) => encodeURIComponent(uuid);
const Facilities = Facility.array();
const AdminFacilities = AdminFacility.array();
const BookingPage = pageOf(Booking);
const AdminBookingPage = pageOf(AdminBooking);

/** Bookings a page of My Bookings holds. */
export const myBookingsPageSize = 20;

/** GET facilities: the active ones, A to Z (a tenant has tens: narrowed on the page). */
export const facilitiesQuery = (kind: FacilityKind | null) =>
  queryOptions({
    queryKey: facilityKeys.list(kind),
    queryFn: ({ signal }) => api.get('/facilities', Facilities, { query: { kind }, signal }),
    retry: retryUnlessRefused,
  });

export const facilityQuery = (uuid: string) =>
  queryOptions({
    queryKey: facilityKeys.facility(uuid),
    queryFn: ({ signal }) => api.get(`/facilities/${id(uuid)}`, Facility, { signal }),
    retry: retryUnlessRefused,
  });

/** GET facilities/{uuid}/slots: one day's grid in the facility's zone. */
export const slotsQuery = (uuid: string, date: string) =>
  queryOptions({
    queryKey: facilityKeys.slots(uuid, date),
    queryFn: ({ signal }) => api.get(`/facilities/${id(uuid)}/slots`, FacilitySlots, { query: { date }, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** POST facilities/{uuid}/bookings; a 409 (taken meanwhile) asks the grid again. */
export const useBookFacility = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingInput) => api.post(`/facilities/${id(uuid)}/bookings`, Booking, { body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['facilities', 'slots', uuid] });
      void queryClient.invalidateQueries({ queryKey: ['facilities', 'mine'] });
    },
  });
};

/** GET bookings/mine: upcoming (soonest first) or past (latest first). */
export const myBookingsQuery = (when: 'upcoming' | 'past', page: number) =>
  queryOptions({
    queryKey: facilityKeys.mine(when, page),
    queryFn: ({ signal }) =>
      api.get('/bookings/mine', BookingPage, { query: { when, pageNumber: page, limit: myBookingsPageSize }, signal }),
    placeholderData: keepPreviousData,
  });

/** POST bookings/{uuid}/cancel: the member's own before the cut-off, or an operator's. */
export const useCancelBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.post(`/bookings/${id(uuid)}/cancel`, Booking, { body: {} }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: facilityKeys.all }),
  });
};

/** GET bookings/{uuid}/ics: the booking as a calendar file, downloaded with the session. */
export const downloadBookingIcs = (uuid: string) =>
  downloadFile(`/api/v1/bookings/${id(uuid)}/ics`, {
    fallbackName: 'booking.ics',
    failedText: 'The calendar file could not be downloaded',
  });

// ---- The console ----

export const adminFacilitiesQuery = () =>
  queryOptions({
    queryKey: [...facilityKeys.admin, 'facilities'] as const,
    queryFn: ({ signal }) => api.get('/admin/facilities', AdminFacilities, { signal }),
  });

/** POST admin/facilities (uuid null) or PATCH admin/facilities/{uuid}: the whole facility. */
export const useSaveFacility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string | null; body: FacilityInput }) =>
      uuid
        ? api.patch(`/admin/facilities/${id(uuid)}`, AdminFacility, { body })
        : api.post('/admin/facilities', AdminFacility, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: facilityKeys.all }),
  });
};

/** POST admin/facilities/photos: one image, kept as WebP; answers its URL for the facility's photos. */
export const uploadFacilityPhoto = async (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return (await api.post('/admin/facilities/photos', UploadedFacilityPhoto, { body })).photoUrl;
};

export type CalendarFilter = {
  facility: string | null;
  status: BookingStatus | null;
  from: string | null;
  to: string | null;
  page: number;
};

/** GET admin/facility-bookings: bookings by start, in a window and of a status. */
export const calendarQuery = (filter: CalendarFilter, limit = 100) =>
  queryOptions({
    queryKey: facilityKeys.calendar(filter),
    queryFn: ({ signal }) =>
      api.get('/admin/facility-bookings', AdminBookingPage, {
        query: {
          facility: filter.facility,
          status: filter.status,
          from: filter.from,
          to: filter.to,
          pageNumber: filter.page,
          limit,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** POST admin/facility-bookings/{uuid}/approve or /decline (with an optional reason). */
export const useDecideBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, approve, reason }: { uuid: string; approve: boolean; reason?: string }) =>
      api.post(`/admin/facility-bookings/${id(uuid)}/${approve ? 'approve' : 'decline'}`, AdminBooking, {
        body: approve ? {} : { reason: reason ?? '' },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: facilityKeys.all }),
  });
};
