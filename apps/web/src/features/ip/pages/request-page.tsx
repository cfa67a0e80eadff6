import { Anchor, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { requestQuery } from '../api.ts';
import { useLiveRequest } from '../components/live.ts';
import { RequestView } from '../components/request-view.tsx';
import { ipPaths } from '../paths.ts';

/** /ip-request/{uuid}: a request as its owner or its facilitator works it. */
export function RequestPage() {
  const uuid = useParams().uuid ?? '';
  const tenant = useTenant();
  const request = useQuery(requestQuery(uuid));
  useLiveRequest(uuid);
  useDocumentTitle(`${request.data?.title ?? 'IP request'} | ${tenant.name}`);

  return (
    <Stack gap="lg" w="100%" maw={1100}>
      <Anchor component={Link} to={ipPaths.list} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          All IP requests
        </Group>
      </Anchor>
      <QueryView query={request} errorTitle="The IP request could not be loaded" loadingHeight={320}>
        {(shown) => <RequestView request={shown} />}
      </QueryView>
    </Stack>
  );
}
