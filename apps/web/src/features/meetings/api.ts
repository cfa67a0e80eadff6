import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Availability,
  type AvailabilityInput,
  BasicConnection,
  Event,
  listEnvelope,
  Meeting,
  type MeetingReason,
  type MeetingTab,
  type ProposeMeeting,
  type RequestMeeting,
  SlotList,
} from '@ventura/shared';
import { ApiError, api, apiV2 } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';

/* Meetings, availability and the calendar (issue 21, docs/meetings.md): reads, their query keys, and the writes. */

export const meetingPageSize = 20;

const MeetingPage = listEnvelope(Meeting).shape.data;
const Meetings = Meeting.array();
const Events = Event.array();
const Connections = BasicConnection.array();

export const meetingKeys = {
  all: ['meetings'] as const,
  availability: ['meetings', 'availability'] as const,
  slotsAll: ['meetings', 'slots'] as const,
  slots: (profileUuid: string, from: string, to: string) => ['meetings', 'slots', profileUuid, from, to] as const,
  calendar: (from: string, to: string) => ['meetings', 'calendar', from, to] as const,
  events: (from: string, to: string) => ['meetings', 'events', from, to] as const,
  list: (tab: MeetingTab, page: number) => ['meetings', 'list', tab, page] as const,
  meeting: (uuid: string) => ['meetings', 'meeting', uuid] as const,
  connections: ['meetings', 'connections'] as const,
};

const id = (value: string) => encodeURIComponent(value);

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** GET availability: the caller's own (the defaults until first saved). */
export const availabilityQuery = () =>
  queryOptions({
    queryKey: meetingKeys.availability,
    queryFn: ({ signal }) => api.get('/availability', Availability, { signal }),
    retry: retryUnlessRefused,
  });

/** GET availability/{profileUuid}/slots: a member's free slots between two instants. */
export const slotsQuery = (profileUuid: string, from: string, to: string) =>
  queryOptions({
    queryKey: meetingKeys.slots(profileUuid, from, to),
    queryFn: ({ signal }) =>
      api.get(`/availability/${id(profileUuid)}/slots`, SlotList, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET meetings/calendar: the caller's meetings (all but declined) between two instants. */
export const calendarMeetingsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: meetingKeys.calendar(from, to),
    queryFn: ({ signal }) => api.get('/meetings/calendar', Meetings, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET /api/v2/events/calendar: the events the caller registered for between two instants. */
export const calendarEventsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: meetingKeys.events(from, to),
    queryFn: ({ signal }) => apiV2.get('/events/calendar', Events, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET meetings: one tab of the list view, a page at a time. */
export const meetingListQuery = (tab: MeetingTab, page: number) =>
  queryOptions({
    queryKey: meetingKeys.list(tab, page),
    queryFn: ({ signal }) =>
      api.get('/meetings', MeetingPage, { query: { tab, pageNumber: page, limit: meetingPageSize }, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET meetings/{uuid}: one meeting, to either side. */
export const meetingQuery = (uuid: string) =>
  queryOptions({
    queryKey: meetingKeys.meeting(uuid),
    queryFn: ({ signal }) => api.get(`/meetings/${id(uuid)}`, Meeting, { signal }),
    retry: retryUnlessRefused,
  });

/** GET connections/list/basic/all: the caller's accepted connections (who one may ask to meet). */
export const connectionsQuery = () =>
  queryOptions({
    queryKey: meetingKeys.connections,
    queryFn: ({ signal }) => api.get('/connections/list/basic/all', Connections, { signal }),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });

/** PUT availability: replace the caller's availability. */
export const useSaveAvailability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityInput) => api.put('/availability', Availability, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(meetingKeys.availability, saved);
      void queryClient.invalidateQueries({ queryKey: meetingKeys.slotsAll });
    },
  });
};

/** POST meetings: ask a connection to meet. */
export const useRequestMeeting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestMeeting) => api.post('/meetings', Meeting, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
};

export type MeetingAction =
  | { kind: 'accept' }
  | { kind: 'decline'; body: MeetingReason }
  | { kind: 'cancel'; body: MeetingReason }
  | { kind: 'propose'; body: ProposeMeeting };

/** POST meetings/{uuid}/accept, decline, cancel or propose: answers the meeting, then everything is asked again. */
export const useMeetingAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, action }: { uuid: string; action: MeetingAction }) =>
      api.post(
        `/meetings/${id(uuid)}/${action.kind}`,
        Meeting,
        action.kind === 'accept' ? {} : { body: action.body ?? {} },
      ),
    onSuccess: (meeting) => {
      queryClient.setQueryData(meetingKeys.meeting(meeting.uuid), meeting);
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
};

/** GET meetings/{uuid}/ics: the meeting as a calendar file, downloaded with the session. */
export const downloadMeetingIcs = (uuid: string) =>
  downloadFile(`/api/v1/meetings/${id(uuid)}/ics`, {
    fallbackName: 'meeting.ics',
    failedText: 'The calendar file could not be downloaded',
  });
