import {
  formatAmount,
  type RazorpayPaymentLink,
  type RazorpayState,
  type RazorpaySubscription,
  type StripeCheckout,
  type StripeState,
} from './accounts.ts';
import { paymentLinkCallbackSignature } from './razorpay.ts';

/** What the hosted pages need: the providers' state, and the payer's two acts, each awaiting its webhooks. */
export type PageContext = {
  stripe: StripeState;
  razorpay: RazorpayState;
  razorpayKeySecret: string;
  pay: (ref: string) => Promise<void>;
  decline: (ref: string) => Promise<void>;
};

/** A page, or a redirect (303, so the browser follows with GET, as after a payment). */
export type PageAnswer = { status: number; html: string } | { status: 303; location: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, content: string, status = 200): PageAnswer => ({
  status,
  html: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{display:block;width:100%;margin:.75rem 0;padding:.75rem;font-size:1rem}
[role=alert]{color:#b00020;font-weight:600}</style></head>
<body><main>
${content}
</main></body>
</html>
`,
});

const button = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
const alert = (text: string | null) => (text ? `<p role="alert">${escapeHtml(text)}</p>` : '');
const notFound = () =>
  page('Not found', '<h1>Something went wrong</h1><p>The page you were looking for could not be found.</p>', 404);

/**
 * The hosted pages: Stripe Checkout at /c/pay/:sessionId and Razorpay's payment link and subscription
 * pages at /rzp/:id, each with Pay and a failing payment, as plain HTML forms. Null for any other path.
 */
export const answerPage = async (method: string, path: string, context: PageContext): Promise<PageAnswer | null> => {
  const stripe = /^\/c\/pay\/([^/]+)(?:\/(pay|decline))?$/.exec(path);
  const razorpay = /^\/rzp\/([^/]+)(?:\/(pay|fail))?$/.exec(path);
  const [, id = '', act] = stripe ?? razorpay ?? [];
  if (!stripe && !razorpay) return null;
  if ((method === 'GET') === Boolean(act) || (method !== 'GET' && method !== 'POST')) return notFound();
  if (stripe) {
    const checkout = context.stripe.sessions.get(id);
    return checkout ? stripeCheckout(checkout, act, context) : notFound();
  }
  const link = context.razorpay.paymentLinks.get(id);
  if (link) return paymentLinkPage(link, act, context);
  const subscription = context.razorpay.subscriptions.get(id);
  return subscription ? subscriptionPage(subscription, act, context) : notFound();
};

const stripeCheckout = async (
  checkout: StripeCheckout,
  act: string | undefined,
  context: PageContext,
): Promise<PageAnswer> => {
  const { session } = checkout;
  if (session.status === 'expired') {
    return page(
      'Checkout expired',
      '<h1>This checkout session has expired</h1><p>Return to the site to start again.</p>',
    );
  }
  if (session.status === 'complete') {
    return page('Checkout complete', '<h1>Payment complete</h1><p>This checkout session has already been paid.</p>');
  }
  if (act === 'pay') {
    await context.pay(session.id);
    if (!session.success_url) return page('Payment successful', '<h1>Payment successful</h1>');
    const location = session.success_url
      .replaceAll('{CHECKOUT_SESSION_ID}', session.id)
      .replaceAll('%7BCHECKOUT_SESSION_ID%7D', session.id);
    return { status: 303, location };
  }
  if (act === 'decline') await context.decline(session.id);
  const amount = formatAmount(session.amount_total, session.currency);
  const recurring = checkout.price.recurring;
  const every = recurring
    ? recurring.interval_count === 1
      ? ` per ${recurring.interval}`
      : ` every ${recurring.interval_count} ${recurring.interval}s`
    : '';
  return page(
    `Checkout · ${checkout.productName}`,
    [
      session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">← Back</a></p>` : '',
      `<h1>${escapeHtml(checkout.productName)}</h1>`,
      `<p>${escapeHtml(amount + every)}</p>`,
      session.customer_email ? `<p>${escapeHtml(session.customer_email)}</p>` : '',
      alert(act === 'decline' ? 'Your card was declined.' : null),
      button(`/c/pay/${session.id}/pay`, `Pay ${amount}`),
      button(`/c/pay/${session.id}/decline`, 'Pay with a declined card'),
    ].join('\n'),
  );
};

const paymentLinkPage = async (
  link: RazorpayPaymentLink,
  act: string | undefined,
  context: PageContext,
): Promise<PageAnswer> => {
  if (link.status !== 'created' && act !== 'pay') {
    const said = { paid: 'has been paid', expired: 'has expired', cancelled: 'has been cancelled' }[link.status];
    return page('Payment link', `<h1>This payment link ${said}</h1>`);
  }
  if (act === 'pay') {
    if (link.status !== 'created') return paymentLinkPage(link, undefined, context);
    await context.pay(link.id);
    const paymentId = link.payments?.at(-1)?.payment_id ?? '';
    if (!link.callback_url) return page('Payment successful', '<h1>Payment successful</h1>');
    const callback = new URL(link.callback_url);
    callback.searchParams.set('razorpay_payment_id', paymentId);
    callback.searchParams.set('razorpay_payment_link_id', link.id);
    callback.searchParams.set('razorpay_payment_link_reference_id', link.reference_id);
    callback.searchParams.set('razorpay_payment_link_status', link.status);
    callback.searchParams.set(
      'razorpay_signature',
      paymentLinkCallbackSignature(link, paymentId, context.razorpayKeySecret),
    );
    return { status: 303, location: callback.toString() };
  }
  if (act === 'fail') await context.decline(link.id);
  const amount = formatAmount(link.amount, link.currency);
  return page(
    `Pay ${amount}`,
    [
      `<h1>${escapeHtml(link.description || 'Payment request')}</h1>`,
      `<p>${escapeHtml(amount)}</p>`,
      alert(act === 'fail' ? 'Payment failed' : null),
      button(`/rzp/${link.id}/pay`, `Pay ${amount}`),
      button(`/rzp/${link.id}/fail`, 'Fail payment'),
    ].join('\n'),
  );
};

const subscriptionPage = async (
  subscription: RazorpaySubscription,
  act: string | undefined,
  context: PageContext,
): Promise<PageAnswer> => {
  if (subscription.status !== 'created') {
    const paid = ['authenticated', 'active', 'completed'].includes(subscription.status);
    if (paid && act === 'pay') return page('Payment successful', '<h1>Payment successful</h1>');
    return page('Subscription', `<h1>This subscription is ${escapeHtml(subscription.status)}</h1>`);
  }
  if (act === 'pay') {
    await context.pay(subscription.id);
    return page('Payment successful', '<h1>Payment successful</h1><p>Your subscription is active.</p>');
  }
  if (act === 'fail') await context.decline(subscription.id);
  const plan = context.razorpay.plans.get(subscription.plan_id);
  if (!plan) return notFound();
  const amount = formatAmount(plan.item.amount * subscription.quantity, plan.item.currency);
  const every = plan.interval === 1 ? ` ${plan.period}` : ` every ${plan.interval} ${plan.period} periods`;
  return page(
    `Subscribe to ${plan.item.name}`,
    [
      `<h1>${escapeHtml(plan.item.name)}</h1>`,
      `<p>${escapeHtml(amount + every)}</p>`,
      alert(act === 'fail' ? 'Payment failed' : null),
      button(`/rzp/${subscription.id}/pay`, 'Authorise and pay'),
      button(`/rzp/${subscription.id}/fail`, 'Fail payment'),
    ].join('\n'),
  );
};
