import { Readable } from 'node:stream';
import {
  AdminOrdersQuery,
  AlertsQuery,
  CheckoutRequest,
  CheckoutStarted,
  ErrorBody,
  envelope,
  Membership,
  MyMembership,
  Order,
  OrderPage,
  OrdersQuery,
  PaymentAlertPage,
  PaymentProvider,
  PaymentSettings,
  PaymentSettingsChange,
  Plan,
  PlanCatalogue,
  PlanChange,
  PlanInput,
  RefundRequest,
} from '@ventura/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/errors.ts';
import { attachment, downloadHeaders } from '../../platform/files/download.ts';
import { accountPolicy } from '../../platform/identity/index.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import { alertPage } from './alerts.ts';
import { checkout, refuseTampered } from './checkout.ts';
import { setRenewal } from './memberships.ts';
import * as orders from './orders.ts';
import { adminPlans, catalogue, createPlan, myMembership, updatePlan } from './plans.ts';
import { loadSettings, type PaymentContext, presentSettings, saveSettings } from './settings.ts';
import { receiveWebhook } from './webhooks.ts';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  502: ErrorBody,
};
const tags = ['payments'];
const OrderParams = z.strictObject({ uuid: z.uuid('This is not an order id') });
const PlanParams = z.strictObject({ uuid: z.uuid('This is not a plan id') });
const ProviderParams = z.strictObject({ provider: PaymentProvider });
const Pdf = z.custom<Readable>().meta({ type: 'string', format: 'binary' });
const checkoutFields = new Set(['kind', 'planUuid', 'eventUuid']);

const paymentsOf = (app: FastifyInstance) => ({
  secret: app.config.otp.secret,
  stripeApiUrl: app.config.payments.stripeApiUrl,
  razorpayApiUrl: app.config.payments.razorpayApiUrl,
});

/** Memberships, checkout, orders and the operators' side (issue 41; docs/payments.md). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = (req: FastifyRequest) => ({ ...memberOf(app, req), payments: paymentsOf(app) });
  const operator = (req: FastifyRequest) => {
    const m = member(req);
    if (!accountPolicy.useConsole(m.auth)) throw forbidden('Payments are managed by the tenant’s operators');
    return m;
  };

  await app.register(webhookRoutes);

  app.get(
    '/payments/plans',
    {
      schema: {
        tags,
        summary: 'The membership plans on sale, with tax (none while the tenant takes no payments)',
        response: { 200: envelope(PlanCatalogue), ...errors },
      },
    },
    async (req) => ({ data: await catalogue(member(req)) }),
  );

  app.post(
    '/payments/checkout',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Starts paying for a plan or an event ticket: the server sets the price; answers the provider’s page',
        body: CheckoutRequest,
        response: { 201: envelope(CheckoutStarted), ...errors },
      },
    },
    async (req, reply) => {
      const m = member(req);
      if (req.validationError) {
        const body: unknown = req.body;
        const extra =
          typeof body === 'object' && body !== null ? Object.keys(body).filter((key) => !checkoutFields.has(key)) : [];
        if (extra.length > 0) await refuseTampered(m, extra);
        throw req.validationError;
      }
      return reply.code(201).send({ data: await checkout(m, req.body) });
    },
  );

  app.get(
    '/membership',
    {
      schema: {
        tags,
        summary: 'The caller’s membership and what it unlocks',
        response: { 200: envelope(MyMembership), ...errors },
      },
    },
    async (req) => ({ data: await myMembership(member(req)) }),
  );

  app.post(
    '/membership/cancel',
    {
      schema: {
        tags,
        summary: 'Stops the caller’s membership renewing: it ends with its period',
        response: { 200: envelope(Membership), ...errors },
      },
    },
    async (req) => ({ data: await setRenewal(member(req), true) }),
  );

  app.post(
    '/membership/resume',
    {
      schema: {
        tags,
        summary: 'Takes back a cancellation before the period ends (Stripe)',
        response: { 200: envelope(Membership), ...errors },
      },
    },
    async (req) => ({ data: await setRenewal(member(req), false) }),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'The caller’s orders, newest first',
        querystring: OrdersQuery,
        response: { 200: envelope(OrderPage), ...errors },
      },
    },
    async (req) => ({ data: await orders.myOrders(member(req), req.query) }),
  );

  app.get(
    '/orders/:uuid',
    {
      schema: {
        tags,
        summary: 'One of the caller’s orders',
        params: OrderParams,
        response: { 200: envelope(Order), ...errors },
      },
    },
    async (req) => ({ data: await orders.oneOrder(member(req), req.params.uuid) }),
  );

  app.post(
    '/orders/:uuid/abandon',
    {
      schema: {
        tags,
        summary: 'The caller came back without paying: a pending order is closed at the provider and its seat freed',
        params: OrderParams,
        response: { 200: envelope(Order), ...errors },
      },
    },
    async (req) => ({ data: await orders.abandon(member(req), req.params.uuid) }),
  );

  app.post(
    '/orders/:uuid/unconfirmed',
    {
      schema: {
        tags,
        summary:
          'The caller waited on the success page and no payment was confirmed: noted for operators, nothing changes',
        params: OrderParams,
        response: { 200: envelope(Order), ...errors },
      },
    },
    async (req) => ({ data: await orders.unconfirmed(member(req), req.params.uuid) }),
  );

  app.get(
    '/orders/:uuid/invoice.pdf',
    {
      schema: {
        tags,
        summary: 'A paid order’s invoice (its buyer)',
        params: OrderParams,
        response: { 200: { description: 'The invoice', content: { 'application/pdf': { schema: Pdf } } }, ...errors },
      },
    },
    async (req, reply) => {
      const m = member(req);
      const { bytes, filename } = await orders.invoice(m, await orders.ownOrder(m, req.params.uuid));
      reply.headers({
        ...downloadHeaders,
        'content-type': 'application/pdf',
        'content-disposition': attachment(filename),
      });
      return reply.send(Readable.from([Buffer.from(bytes)]));
    },
  );

  app.get(
    '/admin/payments/settings',
    {
      schema: {
        tags,
        summary: 'The tenant’s payment provider, tax and invoice details (secrets as hints)',
        response: { 200: envelope(PaymentSettings), ...errors },
      },
    },
    async (req) => {
      const m = operator(req);
      return { data: await presentSettings(m, await loadSettings(m.db, m.tenant.id)) };
    },
  );

  app.put(
    '/admin/payments/settings',
    {
      schema: {
        tags,
        summary: 'Sets the provider, its keys (empty keeps the stored ones), tax and invoice details',
        body: PaymentSettingsChange,
        response: { 200: envelope(PaymentSettings), ...errors },
      },
    },
    async (req) => ({ data: await saveSettings(operator(req), req.body) }),
  );

  app.get(
    '/admin/payments/plans',
    {
      schema: {
        tags,
        summary: 'Every plan, archived too, with its members',
        response: { 200: envelope(z.object({ items: z.array(Plan) })), ...errors },
      },
    },
    async (req) => ({ data: await adminPlans(operator(req)) }),
  );

  app.post(
    '/admin/payments/plans',
    { schema: { tags, summary: 'A new plan', body: PlanInput, response: { 201: envelope(Plan), ...errors } } },
    async (req, reply) => reply.code(201).send({ data: await createPlan(operator(req), req.body) }),
  );

  app.patch(
    '/admin/payments/plans/:uuid',
    {
      schema: {
        tags,
        summary: 'Changes, archives or restores a plan',
        params: PlanParams,
        body: PlanChange,
        response: { 200: envelope(Plan), ...errors },
      },
    },
    async (req) => ({ data: await updatePlan(operator(req), req.params.uuid, req.body) }),
  );

  app.get(
    '/admin/payments/orders',
    {
      schema: {
        tags,
        summary: 'The tenant’s orders, filtered, newest first',
        querystring: AdminOrdersQuery,
        response: { 200: envelope(OrderPage), ...errors },
      },
    },
    async (req) => ({ data: await orders.adminOrders(operator(req), req.query) }),
  );

  app.get(
    '/admin/payments/orders.csv',
    {
      schema: {
        tags,
        summary: 'The filtered orders as CSV',
        querystring: AdminOrdersQuery.omit({ pageNumber: true, limit: true }),
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const csv = await orders.ordersCsv(operator(req), { ...req.query, pageNumber: 1, limit: 1 });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${req.tenant.slug}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/admin/payments/orders/:uuid/invoice.pdf',
    {
      schema: {
        tags,
        summary: 'Any paid order’s invoice (operators)',
        params: OrderParams,
        response: { 200: { description: 'The invoice', content: { 'application/pdf': { schema: Pdf } } }, ...errors },
      },
    },
    async (req, reply) => {
      const m = operator(req);
      const order = await orders.operatorOrder(m, req.params.uuid);
      const { bytes, filename } = await orders.invoice(m, order);
      reply.headers({
        ...downloadHeaders,
        'content-type': 'application/pdf',
        'content-disposition': attachment(filename),
      });
      return reply.send(Readable.from([Buffer.from(bytes)]));
    },
  );

  app.post(
    '/admin/payments/orders/:uuid/refund',
    {
      schema: {
        tags,
        summary: 'Refunds part or all of a paid order through its provider',
        params: OrderParams,
        body: RefundRequest,
        response: { 200: envelope(Order), ...errors },
      },
    },
    async (req) => ({ data: await orders.refund(operator(req), req.params.uuid, req.body) }),
  );

  app.get(
    '/admin/payments/alerts',
    {
      schema: {
        tags,
        summary: 'Refused payment attempts, newest first',
        querystring: AlertsQuery,
        response: { 200: envelope(PaymentAlertPage), ...errors },
      },
    },
    async (req) => ({ data: await alertPage(operator(req), req.query) }),
  );
};

/** The providers' webhooks: public, read as raw bytes, since the signature is over the bytes as sent. */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post(
    '/payments/webhooks/:provider',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A payment provider’s signed webhook (Stripe-Signature, X-Razorpay-Signature)',
        params: ProviderParams,
        response: { 200: envelope(z.object({ received: z.boolean(), duplicate: z.boolean() })), ...errors },
      },
    },
    async (req) => {
      const ctx: PaymentContext = { ...contextOf(app, req), payments: paymentsOf(app) };
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return { data: await receiveWebhook(ctx, req.params.provider, raw, req.headers) };
    },
  );
};
