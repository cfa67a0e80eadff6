import { Anchor, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { IpRequest } from '@ventura/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { facilitatorsQuery, requestQuery, useAssignFacilitator } from '../api.ts';
import { useLiveRequest } from '../components/live.ts';
import { RequestView } from '../components/request-view.tsx';

const nobody = 'nobody';

/** The facilitator: any approved member, found by name or organisation as the operator types. */
function FacilitatorPicker({ request }: { request: IpRequest }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const choices = useQuery(facilitatorsQuery(q));
  const assign = useAssignFacilitator(request.uuid);
  const current = request.facilitator;
  const data = [
    { value: nobody, label: 'Nobody' },
    ...(current ? [{ value: current.userUuid, label: current.name }] : []),
    ...(choices.data ?? [])
      .filter((choice) => choice.userUuid !== current?.userUuid)
      .map((choice) => ({
        value: choice.userUuid,
        label: choice.organization ? `${choice.name} (${choice.organization})` : choice.name,
      })),
  ];
  return (
    <Select
      label="Facilitator"
      description="Any approved member, such as an IP law firm"
      data={data}
      value={current?.userUuid ?? nobody}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage="Nobody of that name"
      allowDeselect={false}
      disabled={!request.can.assign || assign.isPending}
      onChange={(value) => {
        if (value === null) return;
        assign.mutate(value === nobody ? null : value, {
          onSuccess: (saved) =>
            notify.success(
              saved.facilitator ? `${saved.facilitator.name} facilitates it now.` : 'Nobody facilitates it now.',
            ),
          onError: (error) => notify.error(errorText(error, 'The facilitator could not be changed')),
        });
      }}
    />
  );
}

/** /admin/ip-requests/{uuid} (operators): the request with internal notes, its facilitator and its moves. */
export function AdminRequestPage() {
  const uuid = useParams().uuid ?? '';
  const tenant = useTenant();
  const request = useQuery(requestQuery(uuid));
  useLiveRequest(uuid);
  useDocumentTitle(`${request.data?.title ?? 'IP request'} | Console | ${tenant.name}`);

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Anchor component={Link} to="/admin/ip-requests" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          All IP requests
        </Group>
      </Anchor>
      <QueryView query={request} errorTitle="The IP request could not be loaded" loadingHeight={320}>
        {(shown) => <RequestView request={shown} side={<FacilitatorPicker request={shown} />} />}
      </QueryView>
    </Stack>
  );
}
