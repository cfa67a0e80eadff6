import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Certificate,
  CertificatePage,
  Event,
  type IssueCertificate,
  type IssueCertificates,
  IssuedCertificates,
  MemberPage,
  Program,
  pageOf,
  pageSizes,
  type RevokeCertificate,
} from '@ventura/shared';
import { ApiError, api, apiV2 } from '../../../api/client.ts';
import { certificateKeys } from '../api.ts';
import { formatDay } from '../format.ts';

/*
 * The operators' side of certificates (issue 39, admin/certificates): the tenant's list, issuing one or one to
 * each of a group, revoking; and the members, events and programs to issue them for.
 */

/** Rows per page of the console's list. */
export const adminCertificatesPageSize = pageSizes.table.default;
/** Choices a picker offers at a time: typing narrows them. */
const pickerSize = pageSizes.picker.max;

/** An option of a picker: what is sent, and what the operator reads. */
export type Choice = { value: string; label: string };

export type AdminCertificateCall = { q: string; page: number };

export const adminCertificateKeys = {
  all: certificateKeys.admin,
  list: (call: AdminCertificateCall) => [...certificateKeys.admin, 'list', call] as const,
  members: (search: string) => [...certificateKeys.admin, 'members', search] as const,
  events: (search: string) => [...certificateKeys.admin, 'events', search] as const,
  programs: (search: string) => [...certificateKeys.admin, 'programs', search] as const,
};

/** GET admin/certificates: every certificate of the tenant, searched by name, title or id, newest first. */
export const adminCertificatesQuery = ({ q, page }: AdminCertificateCall) =>
  queryOptions({
    queryKey: adminCertificateKeys.list({ q, page }),
    queryFn: ({ signal }) =>
      api.get('/admin/certificates', CertificatePage, {
        query: { q: q || undefined, pageNumber: page, limit: adminCertificatesPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

const memberLabel = (member: string, profile: { label: string; name: string }) =>
  profile.name === member ? `${member} (${profile.label})` : `${member}, ${profile.label}: ${profile.name}`;

/**
 * GET admin/members?search=: the members whose name, email or phone holds the words, one choice per profile
 * (a certificate goes to a profile: a founder's startup, a mentor).
 */
export const fetchMemberChoices = async (search: string, signal: AbortSignal): Promise<Choice[]> => {
  const page = await api.get('/admin/members', MemberPage, {
    query: { search: search || undefined, pageNumber: 1, limit: pickerSize },
    signal,
  });
  return page.items.flatMap((member) =>
    member.profiles.map((profile) => ({ value: profile.uuid, label: memberLabel(member.name, profile) })),
  );
};

const EventChoices = pageOf(Event.pick({ uuid: true, title: true, startsAt: true }));
/** GET events/all?when=all (v2, as the console's events list asks): events by title, with their day. */
export const fetchEventChoices = async (search: string, signal: AbortSignal): Promise<Choice[]> => {
  const page = await apiV2.get('/events/all', EventChoices, {
    query: { when: 'all', q: search || undefined, pageNumber: 1, limit: pickerSize },
    signal,
  });
  return page.items.map((event) => ({ value: event.uuid, label: `${event.title} (${formatDay(event.startsAt)})` }));
};

const ProgramChoices = pageOf(Program.pick({ uuid: true, title: true, code: true }));
/** GET admin/programs: the tenant's programs by title. */
export const fetchProgramChoices = async (search: string, signal: AbortSignal): Promise<Choice[]> => {
  const page = await api.get('/admin/programs', ProgramChoices, {
    query: { q: search || undefined, pageNumber: 1, limit: pickerSize },
    signal,
  });
  return page.items.map((program) => ({ value: program.uuid, label: `${program.title} (${program.code})` }));
};

const useInvalidating = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: certificateKeys.all });
};

/** POST admin/certificates: one certificate to a member's profile. */
export const useIssueCertificate = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: (body: IssueCertificate) => api.post('/admin/certificates', Certificate, { body }),
    onSuccess: invalidate,
  });
};

/** POST admin/certificates/bulk: one to each of a group; who has one for it already is skipped. */
export const useIssueCertificates = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: (body: IssueCertificates) => api.post('/admin/certificates/bulk', IssuedCertificates, { body }),
    onSuccess: invalidate,
  });
};

/**
 * POST admin/certificates/{id}/revoke: refused (409) when it was revoked already, by someone else meanwhile
 * perhaps, so the list is asked again then too.
 */
export const useRevokeCertificate = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RevokeCertificate }) =>
      api.post(`/admin/certificates/${encodeURIComponent(id)}/revoke`, Certificate, { body }),
    onSuccess: invalidate,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void invalidate();
    },
  });
};
