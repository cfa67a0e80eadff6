import { Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { profileAddressQuery } from '../api.ts';

/**
 * /community-feed/members/{uuid}, where a mention leads: a mention names a member but not their account
 * type, which their profile's address needs, so the page asks where the profile is and goes there.
 */
export function MemberPage() {
  const { uuid = '' } = useParams();
  const user = useSessionUser();
  const address = useQuery(profileAddressQuery(uuid));
  const status = address.error instanceof ApiError ? address.error.status : null;
  if (address.data) return <Navigate to={address.data} replace />;
  if (status === 404 || status === 400) return <Navigate to={paths.notFound} replace />;
  if (status === 401 && user === null) {
    return <SignInPrompt message={errorText(address.error, 'Sign in to see this profile')} />;
  }
  if (address.isError) {
    return (
      <Stack maw={680} mx="auto" w="100%">
        <LoadError
          title="The profile could not be opened"
          error={address.error}
          fallback="Please try again."
          onRetry={() => void address.refetch()}
          retrying={address.isFetching}
        />
      </Stack>
    );
  }
  return (
    <Center py="xl" role="status">
      <Loader size="sm" aria-label="Opening the profile" />
    </Center>
  );
}
