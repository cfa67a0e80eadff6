import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DataExport,
  ExternalCodeSent,
  type ExternalLoginRequest,
  type ExternalLoginVerify,
  ExternalSignInSettings,
  type ExternalSignInSettingsChange,
  ImportPreview,
  type ImportRequest,
  ProfileLink,
  type ProfileLinkChange,
  SessionEnvelope,
  type SsoComplete,
  SsoCompletion,
  SsoProvider,
  type SsoProviderChange,
  type SsoProviderInput,
} from '@ventura/shared';
import { z } from 'zod';
import { ApiError, api } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';

/* Signing in from elsewhere (issue 42): the import wizard and single sign-on, the member's data, the console. */

/** How often the page asks again while an export is queued or being built. */
export const exportPollMs = 5000;

export const externalSignInKeys = {
  all: ['external-sign-in'] as const,
  dataExport: ['external-sign-in', 'data-export'] as const,
  profileLinks: ['external-sign-in', 'profile-links'] as const,
  settings: ['external-sign-in', 'admin', 'settings'] as const,
  providers: ['external-sign-in', 'admin', 'providers'] as const,
};

const id = (value: string) => encodeURIComponent(value);
const SessionData = SessionEnvelope.shape.data;
const ProfileLinkList = z.object({ items: z.array(ProfileLink) });
const ProviderList = z.object({ items: z.array(SsoProvider) });
const Nothing = { parse: () => null };

/** A refusal (400 to 499) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

// ---------------------------------------------------------------------------------------------------------
// Importing a profile (signed out)
// ---------------------------------------------------------------------------------------------------------

/** POST public/auth-external/login: the platform the profile is on sends a code to the account there. */
export const requestImportCode = (body: ExternalLoginRequest) =>
  api.post('/public/auth-external/login', ExternalCodeSent, { body });

/** POST public/auth-external/login/verify/import: the code, answered with what may be imported. */
export const verifyImportCode = (body: ExternalLoginVerify) =>
  api.post('/public/auth-external/login/verify/import', ImportPreview, { body });

/** POST public/auth-external/import: the account made here; the answer is its session. */
export const importProfile = (body: ImportRequest) => api.post('/public/auth-external/import', SessionData, { body });

// ---------------------------------------------------------------------------------------------------------
// Single sign-on (signed out)
// ---------------------------------------------------------------------------------------------------------

/** POST public/auth/sso/complete: the callback's one-time ticket, and a newcomer's account type. */
export const completeSso = (body: SsoComplete) => api.post('/public/auth/sso/complete', SsoCompletion, { body });

// ---------------------------------------------------------------------------------------------------------
// The member's data
// ---------------------------------------------------------------------------------------------------------

const isBusy = (found: DataExport | null | undefined) => found?.status === 'queued' || found?.status === 'building';

/** GET users/data-export: the caller's latest export, or null; asked again every 5 s while it is being made. */
export const dataExportQuery = () =>
  queryOptions({
    queryKey: externalSignInKeys.dataExport,
    queryFn: ({ signal }) => api.get('/users/data-export', DataExport.nullable(), { signal }),
    retry: retryUnlessRefused,
    refetchInterval: (query) => (query.state.status !== 'error' && isBusy(query.state.data) ? exportPollMs : false),
  });

/** POST users/data-export: a new export (409 while one is being made, 429 past the day's limit). */
export const useRequestDataExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/users/data-export', DataExport),
    onSuccess: (created) => queryClient.setQueryData(externalSignInKeys.dataExport, created),
  });
};

/** GET users/data-export/:uuid/download: the zip, fetched with the session and saved. */
export const downloadDataExport = (dataExport: DataExport) =>
  downloadFile(`/api/v1/users/data-export/${id(dataExport.uuid)}/download`, {
    fallbackName: 'my-data.zip',
    failedText: 'Your data could not be downloaded',
  });

/** GET users/profile-links: the caller's profiles copied to or from other platforms. */
export const profileLinksQuery = () =>
  queryOptions({
    queryKey: externalSignInKeys.profileLinks,
    queryFn: async ({ signal }) => (await api.get('/users/profile-links', ProfileLinkList, { signal })).items,
    retry: retryUnlessRefused,
  });

const useLinkWrite = <V>(write: (variables: V) => Promise<ProfileLink>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (changed) => {
      queryClient.setQueryData(externalSignInKeys.profileLinks, (held: ProfileLink[] | undefined) =>
        held?.map((link) => (link.uuid === changed.uuid ? changed : link)),
      );
      return queryClient.invalidateQueries({ queryKey: externalSignInKeys.profileLinks });
    },
  });
};

/** PATCH users/profile-links/:uuid: whether later changes keep flowing. */
export const useChangeProfileLink = () =>
  useLinkWrite(({ uuid, body }: { uuid: string; body: ProfileLinkChange }) =>
    api.patch(`/users/profile-links/${id(uuid)}`, ProfileLink, { body }),
  );

/** DELETE users/profile-links/:uuid: the link is cut for good; both profiles stay. */
export const useUnlinkProfile = () =>
  useLinkWrite((uuid: string) => api.delete(`/users/profile-links/${id(uuid)}`, ProfileLink));

// ---------------------------------------------------------------------------------------------------------
// The console
// ---------------------------------------------------------------------------------------------------------

/** GET admin/external-sign-in/settings. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: externalSignInKeys.settings,
    queryFn: ({ signal }) => api.get('/admin/external-sign-in/settings', ExternalSignInSettings, { signal }),
    retry: retryUnlessRefused,
  });

/** PATCH admin/external-sign-in/settings: what is sent changes, the rest stays. */
export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExternalSignInSettingsChange) =>
      api.patch('/admin/external-sign-in/settings', ExternalSignInSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(externalSignInKeys.settings, saved),
  });
};

/** GET admin/sso-providers: every provider of the tenant, secrets only as hints. */
export const providersQuery = () =>
  queryOptions({
    queryKey: externalSignInKeys.providers,
    queryFn: async ({ signal }) => (await api.get('/admin/sso-providers', ProviderList, { signal })).items,
    retry: retryUnlessRefused,
  });

const useProviderWrite = <V, T>(write: (variables: V) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: externalSignInKeys.providers }),
  });
};

/** POST admin/sso-providers (the server reads the issuer's discovery document first: 422 when it cannot). */
export const useCreateProvider = () =>
  useProviderWrite((body: SsoProviderInput) => api.post('/admin/sso-providers', SsoProvider, { body }));

/** PATCH admin/sso-providers/:uuid: the fields sent change; a secret left out stays. */
export const useUpdateProvider = () =>
  useProviderWrite(({ uuid, body }: { uuid: string; body: SsoProviderChange }) =>
    api.patch(`/admin/sso-providers/${id(uuid)}`, SsoProvider, { body }),
  );

/** DELETE admin/sso-providers/:uuid. */
export const useRemoveProvider = () =>
  useProviderWrite((uuid: string) => api.delete(`/admin/sso-providers/${id(uuid)}`, Nothing));
