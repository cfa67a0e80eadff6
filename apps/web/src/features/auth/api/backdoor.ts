import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { sessionData } from './session.ts';

/** Operators only: a session as the profile given, with the reason kept in the audit log. */
export const useBackdoorLogin = () =>
  useMutation({
    mutationFn: (body: { profileUuid: string; reason: string }) =>
      api.post('/admin/backdoor-login', sessionData, { body }),
  });
