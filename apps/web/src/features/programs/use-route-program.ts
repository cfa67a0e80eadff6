import { useQuery } from '@tanstack/react-query';
import { type ProgramFamily, programFamilies } from '@ventura/shared';
import { useParams, useSearchParams } from 'react-router';
import { useSessionUser } from '../../core/session.ts';
import { programQuery } from './api.ts';

/** The family an address names (`?family=application`), or null when it names none or an unknown one. */
export const familyOf = (params: URLSearchParams): ProgramFamily | null =>
  programFamilies.find((family) => family === params.get('family')) ?? null;

/** The program of a `/programs/:code…` address, asked of the family the address names first. */
export const useRouteProgram = () => {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const user = useSessionUser();
  const program = useQuery({ ...programQuery(code, familyOf(params), user?.uuid ?? null), enabled: code !== '' });
  return { code, program, user };
};
