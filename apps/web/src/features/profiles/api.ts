import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type FieldValue,
  OwnProfile,
  ProfileCompleteness,
  ProfileListItem,
  type ProfileTypeDef,
  type SectionDef,
  UploadedImage,
} from '@ventura/shared';
import { api, type ResponseSchema } from '../../api/client.ts';
import { profileKeys } from '../../api/profile.ts';

/** Calls whose answer carries no data, only a message. */
const noData: ResponseSchema<void> = { parse: () => undefined };

export const profileEditKeys = {
  all: ['profiles'] as const,
  own: (profileUuid: string) => ['profiles', 'own', profileUuid] as const,
};

/** The holder's whole profile (GET {role}/information): values, lists, completeness and what it may do. */
export const ownProfileQuery = (def: ProfileTypeDef, profileUuid: string) =>
  queryOptions({
    queryKey: profileEditKeys.own(profileUuid),
    queryFn: ({ signal }) => api.get(`/${def.rolePath}/information`, OwnProfile, { signal }),
    staleTime: 30_000,
  });

type Body = Record<string, FieldValue>;

/**
 * After a change the shell and the dashboard read the profile again (its name, logo and completeness
 * show there too). Not awaited: the form's own answer is already in hand.
 */
const useRefreshElsewhere = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  };
};

/** Saves one section (PATCH {section.api}); the answer is the whole profile, stored as it is. */
export const useSaveSection = (profileUuid: string) => {
  const queryClient = useQueryClient();
  const refresh = useRefreshElsewhere();
  return useMutation({
    mutationFn: ({ section, body }: { section: SectionDef; body: Body }) =>
      api.patch(`/${section.api}`, OwnProfile, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileEditKeys.own(profileUuid), profile);
      refresh();
    },
  });
};

/** Adds, changes and removes the items of one list; each answer refreshes the profile (lists and completeness). */
export const useListItems = (profileUuid: string, listApi: string) => {
  const queryClient = useQueryClient();
  const refresh = useRefreshElsewhere();
  const onSuccess = async () => {
    refresh();
    await queryClient.invalidateQueries({ queryKey: profileEditKeys.own(profileUuid) });
  };
  return {
    add: useMutation({
      mutationFn: (body: Body) => api.post(`/${listApi}`, ProfileListItem, { body }),
      onSuccess,
    }),
    change: useMutation({
      mutationFn: ({ id, body }: { id: number; body: Body }) =>
        api.patch(`/${listApi}/${id}`, ProfileListItem, { body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete(`/${listApi}/${id}`, noData),
      onSuccess,
    }),
  };
};

/** Asks the operators to approve the profile (PATCH {role}/request/approval, empty body); answers the new completeness. */
export const useRequestApproval = (def: ProfileTypeDef, profileUuid: string) => {
  const queryClient = useQueryClient();
  const refresh = useRefreshElsewhere();
  return useMutation({
    mutationFn: () => api.patch(`/${def.rolePath}/request/approval`, ProfileCompleteness),
    onSuccess: async () => {
      refresh();
      await queryClient.invalidateQueries({ queryKey: profileEditKeys.own(profileUuid) });
    },
  });
};

/** Uploads the profile's logo as form data (field `file`); the answer is the stored image's URLs. */
export const useUploadLogo = (def: ProfileTypeDef, profileUuid: string) => {
  const queryClient = useQueryClient();
  const refresh = useRefreshElsewhere();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post(`/${def.rolePath}/upload/logo`, UploadedImage, { body: form });
    },
    onSuccess: async () => {
      refresh();
      await queryClient.invalidateQueries({ queryKey: profileEditKeys.own(profileUuid) });
    },
  });
};
