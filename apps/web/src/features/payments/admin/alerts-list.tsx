import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paymentAlertLabels, paymentProviderLabels } from '@ventura/shared';
import { useState } from 'react';
import { PagedList } from '../../../ui/paged-list.tsx';
import { alertsPageSize, alertsQuery } from '../api.ts';
import { dateTimeText } from '../format.ts';

/** What the server refused and operators should know of: forged webhooks, tampered checkouts, strangers' orders. */
export function AlertsList() {
  const [page, setPage] = useState(1);
  const alerts = useQuery(alertsQuery(page));
  return (
    <PagedList
      query={alerts}
      what="the payment alerts"
      empty="No alerts: nothing suspicious was refused."
      pageSize={alertsPageSize}
      paging={{ label: 'Payment alerts', page, onPage: setPage }}
    >
      {(found) => (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Payment alerts">
          {found.items.map((alert) => (
            <Paper key={alert.uuid} component="li" withBorder radius="md" p="md">
              <Stack gap={4}>
                <Group gap="xs" justify="space-between">
                  <Text fw={600}>{paymentAlertLabels[alert.kind]}</Text>
                  <Text size="sm" c="dimmed">
                    {dateTimeText(alert.createdAt)}
                  </Text>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {alert.detail}
                </Text>
                <Group gap="xs">
                  {alert.provider ? <Badge variant="light">{paymentProviderLabels[alert.provider]}</Badge> : null}
                  {alert.userName ? (
                    <Text size="xs" c="dimmed">
                      Member: {alert.userName}
                    </Text>
                  ) : null}
                  {alert.ip ? (
                    <Text size="xs" c="dimmed">
                      IP {alert.ip}
                    </Text>
                  ) : null}
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </PagedList>
  );
}
