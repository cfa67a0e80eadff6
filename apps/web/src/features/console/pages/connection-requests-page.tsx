import { Alert, Anchor, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ModeratedConnection } from '@ventura/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { moderationQuery, useModerate } from '../api.ts';
import { ConsolePage } from '../components/console-page.tsx';
import { DeclineDialog } from '../components/decline-dialog.tsx';
import { ListView } from '../components/list-view.tsx';
import { ModerationTable } from '../components/moderation-table.tsx';
import { moderationFilterCodecs, moderationQueryOf, pageAfterRemoval } from '../filters.ts';
import { useUrlFilter } from '../use-url-filter.ts';

/**
 * The moderation queue (/admin/connections): on a tenant whose connection requests are moderated, each
 * request waits here until an operator sends it on to its receiver or declines it with a note.
 */
export function ConnectionRequestsPage() {
  const tenant = useTenant();
  const { filter, update } = useUrlFilter(moderationFilterCodecs);
  const requests = useQuery(moderationQuery(moderationQueryOf(filter)));
  const moderate = useModerate();
  const [declining, setDeclining] = useState<ModeratedConnection | null>(null);
  const busy = moderate.isPending ? (moderate.variables?.uuid ?? null) : null;

  /** A decided request leaves the list: step back a page if it was the last one on the last page. */
  const decided = (message: string) => {
    notify.success(message);
    const next = pageAfterRemoval(filter.page, requests.data?.total ?? 0);
    if (next !== filter.page) update({ page: next });
  };

  const approve = (row: ModeratedConnection) =>
    moderate.mutate(
      { uuid: row.connectionUUID, body: { decision: 'approve' } },
      {
        onSuccess: ({ message }) => decided(message),
        onError: (error) => notify.error(errorText(error, 'The request could not be approved')),
      },
    );

  const decline = async (row: ModeratedConnection, note: string) => {
    const { message } = await moderate.mutateAsync({
      uuid: row.connectionUUID,
      body: { decision: 'decline', ...(note ? { note } : {}) },
    });
    setDeclining(null);
    decided(message);
  };

  return (
    <ConsolePage
      title="Connection requests"
      description="Requests between members that wait for the platform team, the longest waiting first. Approving sends a request on to its receiver; declining stops it, and the sender reads your note."
    >
      {tenant.connections.moderated ? null : (
        <Alert variant="light" title="Moderation is off">
          New requests go straight to their receivers. Those below were sent while it was on. Turn it on again in{' '}
          <Anchor component={Link} to="/admin/settings">
            Settings
          </Anchor>
          .
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <ListView
            query={requests}
            what="the connection requests"
            empty="No connection request is waiting for moderation."
            paging={{ label: 'Connection requests', page: filter.page, onPage: (next) => update({ page: next }) }}
          >
            {(page) => (
              <ModerationTable
                rows={page.items}
                label="Connection requests waiting for moderation"
                busy={busy}
                onApprove={approve}
                onDecline={setDeclining}
              />
            )}
          </ListView>
        </Stack>
      </Paper>
      {declining ? (
        <DeclineDialog
          request={declining}
          onClose={() => setDeclining(null)}
          onConfirm={(note) => decline(declining, note)}
        />
      ) : null}
    </ConsolePage>
  );
}
