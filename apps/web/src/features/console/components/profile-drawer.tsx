import { Drawer, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../ui/load-error.tsx';
import { profileDetailQuery } from '../api.ts';
import { ProfileDetail } from './profile-detail.tsx';

/**
 * A profile of the queue read in full (/admin/approvals/:uuid), over the list it was opened from;
 * closing it goes back to that list with its filters.
 */
export function ProfileDrawer() {
  const { uuid = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const detail = useQuery(profileDetailQuery(uuid));
  const close = () => navigate(`/admin/approvals${search}`);

  return (
    <Drawer
      opened
      onClose={close}
      position="right"
      size="min(1120px, 100%)"
      title={detail.data?.row.name ?? 'Profile'}
      closeButtonProps={{ 'aria-label': 'Close the profile' }}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
    >
      {detail.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading the profile">
          <Skeleton h={72} radius="lg" />
          <Skeleton h={360} radius="lg" />
        </Stack>
      ) : detail.isError ? (
        <LoadError
          title="The profile could not be loaded"
          error={detail.error}
          fallback="Please try again."
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : (
        <ProfileDetail detail={detail.data} />
      )}
    </Drawer>
  );
}
