import { Box, Button, Group, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconFileSpreadsheet, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  type Order,
  type OrderKind,
  type OrderStatus,
  orderKinds,
  orderStatuses,
  orderStatusLabels,
} from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { Pager } from '../../../ui/pager.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { type AdminOrderFilters, adminOrdersPageSize, adminOrdersQuery, exportOrders } from '../api.ts';
import { AlertsList } from './alerts-list.tsx';
import { OrdersTable, orderKindLabels } from './orders-table.tsx';
import { RefundModal } from './refund-modal.tsx';

const statusChoices = orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] }));
const kindChoices = orderKinds.map((kind) => ({ value: kind, label: orderKindLabels[kind] }));
const statusOf = (value: string | null): OrderStatus | null => orderStatuses.find((status) => status === value) ?? null;
const kindOf = (value: string | null): OrderKind | null => orderKinds.find((kind) => kind === value) ?? null;

function Orders() {
  const [filters, setFilters] = useState<AdminOrderFilters>({ status: null, kind: null, q: '', page: 1 });
  const [refunding, setRefunding] = useState<Order | null>(null);
  const [exporting, setExporting] = useState(false);
  const orders = useQuery(adminOrdersQuery(filters));
  const narrow = (changes: Partial<AdminOrderFilters>) => setFilters((now) => ({ ...now, ...changes, page: 1 }));
  const exportCsv = () => {
    setExporting(true);
    exportOrders(filters)
      .catch((error: unknown) => notify.error(errorText(error, 'The orders could not be exported')))
      .finally(() => setExporting(false));
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" justify="space-between">
        <Group gap="sm" align="flex-end" w={{ base: '100%', xs: 'auto' }}>
          <Select
            label="Status"
            placeholder="Every status"
            data={statusChoices}
            value={filters.status}
            clearable
            onChange={(value) => narrow({ status: statusOf(value) })}
            w={{ base: '100%', xs: 190 }}
          />
          <Select
            label="Kind"
            placeholder="Every kind"
            data={kindChoices}
            value={filters.kind}
            clearable
            onChange={(value) => narrow({ kind: kindOf(value) })}
            w={{ base: '100%', xs: 170 }}
          />
          <Box w={{ base: '100%', xs: 260 }}>
            <SearchField
              label="Search"
              placeholder="Invoice number, name or email"
              value={filters.q}
              onSearch={(q) => narrow({ q })}
            />
          </Box>
        </Group>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={exporting}
          onClick={exportCsv}
        >
          Export CSV
        </Button>
      </Group>
      <QueryView query={orders} errorTitle="The orders could not be loaded" loadingHeight={280}>
        {(found) =>
          found.items.length === 0 ? (
            <Text c="dimmed" py="lg" ta="center">
              {filters.status || filters.kind || filters.q ? 'No order matches.' : 'No orders yet.'}
            </Text>
          ) : (
            <Stack gap="sm" style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
              <OrdersTable orders={found.items} onRefund={setRefunding} />
              <Pager
                label="Orders"
                total={found.total}
                pageSize={adminOrdersPageSize}
                page={filters.page}
                onPage={(page) => setFilters((now) => ({ ...now, page }))}
              />
            </Stack>
          )
        }
      </QueryView>
      <RefundModal order={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}

/** /admin/payments (issue 41, operators): the tenant's orders with refunds and the export, and the alerts. */
export function PaymentsPage() {
  const tenant = useTenant();
  useDocumentTitle(`Payments | Console | ${tenant.name}`);
  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Stack gap={4} maw={720}>
        <Title order={1}>Payments</Title>
        <Text c="dimmed">
          Members’ orders for memberships and event tickets: refund them, export them, and see what was refused.
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Tabs defaultValue="orders" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="orders" leftSection={<IconReceipt size={16} aria-hidden />}>
              Orders
            </Tabs.Tab>
            <Tabs.Tab value="alerts" leftSection={<IconAlertTriangle size={16} aria-hidden />}>
              Alerts
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="orders">
            <Orders />
          </Tabs.Panel>
          <Tabs.Panel value="alerts">
            <AlertsList />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
