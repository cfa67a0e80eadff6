import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CheckoutStarted,
  Event,
  type EventBookingWithAnswers,
  EventFile,
  type EventInput,
  type EventMode,
  type EventPatch,
  EventRegistrant,
  EventSlots,
  listEnvelope,
  PaymentSettings,
  type PublicEventRegistration,
} from '@ventura/shared';
import { ApiError, api, apiV2, type ResponseSchema } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';

/* Events (calls 7.13, docs/events.md, all under /api/v2): reads, their query keys, and the writes. */

const EventPage = listEnvelope(Event).shape.data;
const RegistrantPage = listEnvelope(EventRegistrant).shape.data;
/** A write's answer the pages read again from the event instead: the event when the server sends one. */
const MaybeEvent: ResponseSchema<Event | null> = {
  parse: (data) => {
    const parsed = Event.safeParse(data);
    return parsed.success ? parsed.data : null;
  },
};
const Done: ResponseSchema<null> = { parse: () => null };

export const eventsPageSize = 12;
export const registrantsPageSize = 20;

/** The members' list tabs: upcoming, past, and the caller's own registrations. */
export const eventTabs = ['upcoming', 'past', 'mine'] as const;
export type EventTab = (typeof eventTabs)[number];
export type EventFilters = { tab: EventTab; q: string; mode: EventMode | null; page: number };
export type AdminEventFilters = { q: string; page: number };

export const eventKeys = {
  all: ['events'] as const,
  list: (filters: EventFilters) => ['events', 'list', filters] as const,
  admin: (filters: AdminEventFilters) => ['events', 'admin', filters] as const,
  event: (uuid: string) => ['events', 'event', uuid] as const,
  publicEvent: (uuid: string) => ['events', 'public', uuid] as const,
  slots: (uuid: string) => ['events', 'slots', uuid] as const,
  registrants: (uuid: string, page: number) => ['events', 'registrants', uuid, page] as const,
  payments: ['events', 'payments'] as const,
};

const id = (value: string) => encodeURIComponent(value);

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const listQueryOf = ({ tab, q, mode, page }: EventFilters) => ({
  when: tab === 'mine' ? 'all' : tab,
  mine: tab === 'mine' ? 'true' : undefined,
  q: q || undefined,
  mode: mode ?? undefined,
  pageNumber: page,
  limit: eventsPageSize,
});

/** GET events/all: published events, upcoming or past or the caller's, searched and filtered, a page at a time. */
export const eventListQuery = (filters: EventFilters) =>
  queryOptions({
    queryKey: eventKeys.list(filters),
    queryFn: ({ signal }) => apiV2.get('/events/all', EventPage, { query: listQueryOf(filters), signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET events/all?when=all for operators: every event, drafts and cancelled ones included. */
export const adminEventListQuery = (filters: AdminEventFilters) =>
  queryOptions({
    queryKey: eventKeys.admin(filters),
    queryFn: ({ signal }) =>
      apiV2.get('/events/all', EventPage, {
        query: { when: 'all', q: filters.q || undefined, pageNumber: filters.page, limit: registrantsPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET events/{id}: one event with the caller's registration. */
export const eventQuery = (uuid: string) =>
  queryOptions({
    queryKey: eventKeys.event(uuid),
    queryFn: ({ signal }) => apiV2.get(`/events/${id(uuid)}`, Event, { signal }),
    retry: retryUnlessRefused,
  });

/** GET events/public/{id}: a published public event, as a visitor sees it. */
export const publicEventQuery = (uuid: string) =>
  queryOptions({
    queryKey: eventKeys.publicEvent(uuid),
    queryFn: ({ signal }) => apiV2.get(`/events/public/${id(uuid)}`, Event, { signal }),
    retry: retryUnlessRefused,
  });

/** GET events/{id}/slots: an office-hours event's free slots. */
export const slotsQuery = (uuid: string) =>
  queryOptions({
    queryKey: eventKeys.slots(uuid),
    queryFn: ({ signal }) => apiV2.get(`/events/${id(uuid)}/slots`, EventSlots, { signal }),
    retry: retryUnlessRefused,
  });

/** GET events/{id}/registrations (operators): who registered, with their answers. */
export const registrantsQuery = (uuid: string, page: number) =>
  queryOptions({
    queryKey: eventKeys.registrants(uuid, page),
    queryFn: ({ signal }) =>
      apiV2.get(`/events/${id(uuid)}/registrations`, RegistrantPage, {
        query: { pageNumber: page, limit: registrantsPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** POST events/{id}/attend2: register (or change the answer) with the questions answered in one go. */
export const useAttendEvent = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventBookingWithAnswers) => apiV2.post(`/events/${id(uuid)}/attend2`, MaybeEvent, { body }),
    onSuccess: (event) => {
      if (event) queryClient.setQueryData(eventKeys.event(uuid), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
};

/** POST events/public/{id}/attend2: a visitor registers by name and email. */
export const usePublicRegistration = (uuid: string) =>
  useMutation({
    mutationFn: (body: PublicEventRegistration) => apiV2.post(`/events/public/${id(uuid)}/attend2`, Done, { body }),
  });

/** GET events/{id}/ics: the event's calendar file, downloaded with the session when there is one. */
export const downloadIcs = (uuid: string) =>
  downloadFile(`/api/v2/events/${id(uuid)}/ics`, {
    fallbackName: 'event.ics',
    failedText: 'The calendar file could not be downloaded',
  });

/** GET events/files/{key} (its `url`): an event's file. */
export const downloadEventFile = (file: EventFile & { url: string }) =>
  downloadFile(file.url, { fallbackName: file.name, failedText: 'The file could not be downloaded' });

/** POST events (operators). */
export const useCreateEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventInput) => apiV2.post('/events', Event, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
};

/** PATCH events/{id} (operators). */
export const useUpdateEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: EventPatch }) =>
      apiV2.patch(`/events/${id(uuid)}`, Event, { body }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.event(event.uuid), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
};

/** POST events/{id}/cancel (operators): registrants are told. */
export const useCancelEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => apiV2.post(`/events/${id(uuid)}/cancel`, MaybeEvent),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
};

/** POST events/upload-file (operators): a PDF or image for an event, as EventFile. */
export const uploadEventFile = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return apiV2.post('/events/upload-file', EventFile, { body });
};

/**
 * GET admin/payments/settings (operators), for the editor's ticket price: whether the tenant takes payments,
 * and in which currency. Kept for long; a failure hides the price field.
 */
export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: eventKeys.payments,
    queryFn: ({ signal }) => api.get('/admin/payments/settings', PaymentSettings, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * POST payments/checkout (api/v1) of a paid event's ticket: the answer names the provider's page, or none
 * when the ticket comes with the member's plan (the order is paid already).
 */
export const useBuyTicket = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/payments/checkout', CheckoutStarted, { body: { kind: 'event_ticket', eventUuid: uuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.event(uuid) }),
  });
};
