import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CheckoutRequest,
  CheckoutStarted,
  Membership,
  MyMembership,
  Order,
  type OrderKind,
  OrderPage,
  type OrderStatus,
  PaymentAlertPage,
  PaymentSettings,
  type PaymentSettingsChange,
  Plan,
  PlanCatalogue,
  type PlanChange,
  type PlanInput,
  type RefundRequest,
} from '@ventura/shared';
import { z } from 'zod';
import { ApiError, api } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';

/* Memberships, payments and orders (issue 41): the member's reads and writes, then the console's. */

export const ordersPageSize = 10;
export const adminOrdersPageSize = 25;
export const alertsPageSize = 25;

/** How often, and how long, the return page asks whether the provider confirmed the payment. */
export const confirmPollMs = 2000;
export const confirmWaitMs = 2 * 60_000;

/** What the console's orders are narrowed by (GET admin/payments/orders). */
export type AdminOrderFilters = { status: OrderStatus | null; kind: OrderKind | null; q: string; page: number };

export const paymentKeys = {
  all: ['payments'] as const,
  catalogue: ['payments', 'catalogue'] as const,
  membership: ['payments', 'membership'] as const,
  orders: (page: number) => ['payments', 'orders', page] as const,
  order: (uuid: string) => ['payments', 'order', uuid] as const,
  settings: ['payments', 'admin', 'settings'] as const,
  plans: ['payments', 'admin', 'plans'] as const,
  adminOrders: (filters: AdminOrderFilters) => ['payments', 'admin', 'orders', filters] as const,
  alerts: (page: number) => ['payments', 'admin', 'alerts', page] as const,
};

const id = (value: string) => encodeURIComponent(value);
const PlanList = z.object({ items: z.array(Plan) });

/** A refusal (400 to 499) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** GET payments/plans: the plans a member may buy, and whether the tenant takes payments at all. */
export const catalogueQuery = () =>
  queryOptions({
    queryKey: paymentKeys.catalogue,
    queryFn: ({ signal }) => api.get('/payments/plans', PlanCatalogue, { signal }),
    retry: retryUnlessRefused,
  });

/** GET membership: the member's membership, what it unlocks and what stays locked. */
export const membershipQuery = () =>
  queryOptions({
    queryKey: paymentKeys.membership,
    queryFn: ({ signal }) => api.get('/membership', MyMembership, { signal }),
    retry: retryUnlessRefused,
  });

/** GET orders: the member's orders, newest first, a page at a time. */
export const ordersQuery = (page: number) =>
  queryOptions({
    queryKey: paymentKeys.orders(page),
    queryFn: ({ signal }) =>
      api.get('/orders', OrderPage, { query: { pageNumber: page, limit: ordersPageSize }, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET orders/:uuid, asked again every two seconds while `poll` holds (the return from the provider). */
export const orderQuery = (uuid: string, poll: (order: Order | undefined) => boolean = () => false) =>
  queryOptions({
    queryKey: paymentKeys.order(uuid),
    queryFn: ({ signal }) => api.get(`/orders/${id(uuid)}`, Order, { signal }),
    retry: retryUnlessRefused,
    // A refusal (another member's order: 404) ends the asking; the page shows it.
    refetchInterval: (query) => (query.state.status !== 'error' && poll(query.state.data) ? confirmPollMs : false),
    refetchIntervalInBackground: true,
  });

/**
 * POST payments/checkout: an order at the server's price. The caller goes to `redirectUrl` (the provider's
 * page), or to the success page when nothing is to be paid.
 */
export const useCheckout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutRequest) => api.post('/payments/checkout', CheckoutStarted, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};

const useMembershipWrite = (action: 'cancel' | 'resume') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/membership/${action}`, Membership),
    onSuccess: (membership) => {
      queryClient.setQueryData(paymentKeys.membership, (held: MyMembership | undefined) =>
        held ? { ...held, membership } : held,
      );
      return queryClient.invalidateQueries({ queryKey: paymentKeys.membership });
    },
  });
};

/** POST membership/cancel: the membership ends at the end of the paid period. */
export const useCancelMembership = () => useMembershipWrite('cancel');
/** POST membership/resume: a cancelled membership renews again. */
export const useResumeMembership = () => useMembershipWrite('resume');

/** POST orders/:uuid/abandon: the member came back without paying; a pending order is closed. */
export const useAbandonOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.post(`/orders/${id(uuid)}/abandon`, Order),
    onSuccess: (order) => {
      queryClient.setQueryData(paymentKeys.order(order.uuid), order);
      return queryClient.invalidateQueries({ queryKey: ['payments', 'orders'] });
    },
  });
};

/**
 * POST orders/:uuid/unconfirmed: the member waited on the success page and the provider never confirmed;
 * the server notes it for operators and answers the order unchanged.
 */
export const reportUnconfirmed = (uuid: string) => api.post(`/orders/${id(uuid)}/unconfirmed`, Order);

/** GET orders/:uuid/invoice.pdf: the order's invoice, fetched with the session. */
export const downloadInvoice = (order: Order) =>
  downloadFile(`/api/v1/orders/${id(order.uuid)}/invoice.pdf`, {
    fallbackName: `${order.invoiceNumber ?? 'invoice'}.pdf`,
    failedText: 'The invoice could not be downloaded',
  });

// ---------------------------------------------------------------------------------------------------------
// The console
// ---------------------------------------------------------------------------------------------------------

/** GET admin/payments/settings: the provider, the tax and the invoice details (secrets only as hints). */
export const settingsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.settings,
    queryFn: ({ signal }) => api.get('/admin/payments/settings', PaymentSettings, { signal }),
    retry: retryUnlessRefused,
  });

/** PUT admin/payments/settings. */
export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettingsChange) => api.put('/admin/payments/settings', PaymentSettings, { body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(paymentKeys.settings, settings);
      return queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
};

/** GET admin/payments/plans: every plan, archived ones too, with its members. */
export const adminPlansQuery = () =>
  queryOptions({
    queryKey: paymentKeys.plans,
    queryFn: async ({ signal }) => (await api.get('/admin/payments/plans', PlanList, { signal })).items,
    retry: retryUnlessRefused,
  });

/** POST admin/payments/plans. */
export const useCreatePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanInput) => api.post('/admin/payments/plans', Plan, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};

/** PATCH admin/payments/plans/:uuid: an edit, or an archive or restore (`status`). */
export const useUpdatePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: PlanChange }) =>
      api.patch(`/admin/payments/plans/${id(uuid)}`, Plan, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};

const adminOrdersQueryOf = ({ status, kind, q }: AdminOrderFilters) => ({
  status: status ?? undefined,
  kind: kind ?? undefined,
  q: q || undefined,
});

/** GET admin/payments/orders: the tenant's orders, filtered and searched, a page at a time. */
export const adminOrdersQuery = (filters: AdminOrderFilters) =>
  queryOptions({
    queryKey: paymentKeys.adminOrders(filters),
    queryFn: ({ signal }) =>
      api.get('/admin/payments/orders', OrderPage, {
        query: { ...adminOrdersQueryOf(filters), pageNumber: filters.page, limit: adminOrdersPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET admin/payments/orders.csv: the orders the filters show, every page, as a spreadsheet. */
export const exportOrders = (filters: AdminOrderFilters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(adminOrdersQueryOf(filters))) if (value) params.set(key, value);
  const search = params.toString();
  return downloadFile(`/api/v1/admin/payments/orders.csv${search ? `?${search}` : ''}`, {
    fallbackName: 'orders.csv',
    failedText: 'The orders could not be exported',
  });
};

/** POST admin/payments/orders/:uuid/refund: money back to the buyer, all or part. */
export const useRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: RefundRequest }) =>
      api.post(`/admin/payments/orders/${id(uuid)}/refund`, Order, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};

/** GET admin/payments/alerts: what the server refused and operators should know of. */
export const alertsQuery = (page: number) =>
  queryOptions({
    queryKey: paymentKeys.alerts(page),
    queryFn: ({ signal }) =>
      api.get('/admin/payments/alerts', PaymentAlertPage, {
        query: { pageNumber: page, limit: alertsPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
