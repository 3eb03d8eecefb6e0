/**
 * /subscription/*: plans, the user's subscription, the payment provider's checkout and billing portal,
 * cancel and reactivate, and its webhook, all through the billing's PaymentGateway. Without billing (no
 * Stripe keys) the plans and the info still answer and everything that would reach the provider answers 503.
 */
import express, { Router, type Request } from 'express';
import type { ApiDeps } from '../../backend/index.js';
import {
  billingEnabled,
  handleBillingEvent,
  InvalidWebhookError,
  isLiveStatus,
  PaymentProviderError,
  planForPrice,
  stateOfSubscription,
  subscriptionInfo,
  type Billing,
  type BillingRecord,
  type GatewayEvent,
  type PaymentGateway,
} from '../../billing/index.js';
import { listPlans, type PlansResponse, type SubscriptionInfo } from '../../shared/plans.js';
import type { PlanType } from '../../shared/quota.js';
import { ApiError, badRequest, conflict } from '../api-error.js';
import { requireUser } from '../authenticate.js';
import { requestBody } from '../request-body.js';

export const BILLING_OFF_DETAIL =
  'Billing is not configured on this server, so plans cannot be bought or changed here.';

const PLAN_NAMES: Record<PlanType, string> = { free: 'Free', pro: 'Pro', ultimate: 'Ultimate' };

/** A full http(s) address from the body, or the 400 that names the field. */
function addressField(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value === 'string') {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return value;
    } catch {
      // Falls through to the 400 below.
    }
  }
  throw badRequest(`${field} must be a full web address (starting with https:// or http://).`, 'invalid_url');
}

/** The provider's failures (unreachable, refused) become one 502 the user can act on; the cause is logged. */
async function callProvider<T>(deps: ApiDeps, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error(`The payment provider refused or failed: ${error.what}`, error.fields);
    throw new ApiError(
      502,
      'payment_provider_error',
      'The payment provider could not complete this just now. Please try again in a minute.',
      { cause: error },
    );
  }
}

/** The raw bytes the provider signed: Cloud Functions keeps them as `rawBody`, the app's JSON parser too (app.ts), express.raw otherwise. */
function rawBodyOf(req: Request): Buffer | undefined {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  return Buffer.isBuffer(req.body) ? req.body : undefined;
}

/**
 * `billing` absent means billing off with no subscription store (local runs and tests of other routes):
 * the info then comes from the quota alone.
 */
export function subscriptionRoutes(deps: ApiDeps, billing?: Billing): Router {
  const router = Router();
  const enabled = billing !== undefined && billingEnabled(billing.config) && billing.gateway !== undefined;
  const prices = billing?.config.prices ?? { pro: '', ultimate: '' };

  function gatewayOrOff(): { gateway: PaymentGateway; billing: Billing } {
    if (!enabled || billing?.gateway === undefined)
      throw new ApiError(503, 'billing_not_configured', BILLING_OFF_DETAIL);
    return { gateway: billing.gateway, billing };
  }

  async function infoOf(uid: string): Promise<SubscriptionInfo> {
    const quota = await deps.users.getQuota(uid, deps.clock.now());
    return subscriptionInfo(quota, await billing?.store.get(uid), enabled);
  }

  /** The user's paid subscription, or the 409 that says there is none to change. */
  function subscriptionOf(record: BillingRecord | undefined, action: string): string {
    if (record?.source !== 'stripe' || record.subscription_id === null)
      throw conflict(`You have no paid subscription to ${action}.`, 'no_subscription');
    return record.subscription_id;
  }

  /** Sets or clears the cancellation at the provider, stores the result, and answers with the info. */
  async function changeCancellation(req: Request, cancel: boolean): Promise<SubscriptionInfo> {
    const uid = (await requireUser(req, deps.auth)).uid;
    const { gateway, billing: on } = gatewayOrOff();
    const id = subscriptionOf(await on.store.get(uid), cancel ? 'cancel' : 'reactivate');
    let subscription = await callProvider(deps, () => gateway.readSubscription(id));
    if (subscription === undefined || !isLiveStatus(stateOfSubscription(subscription, prices, 0).status)) {
      throw conflict(
        'Your subscription has already ended. Choose a plan on the pricing page to subscribe again.',
        'subscription_ended',
      );
    }
    const scheduled = subscription.cancel_at_period_end || subscription.cancel_at !== null;
    if (cancel !== scheduled) {
      const current = subscription;
      subscription = await callProvider(deps, () => gateway.setCancellation(current, cancel));
    }
    const now = deps.clock.now();
    await on.store.applySubscription(uid, stateOfSubscription(subscription, prices, now.getTime()), { now });
    return infoOf(uid);
  }

  router.get('/plans', (_req, res) => {
    const body: PlansResponse = { plans: listPlans(prices), billing_enabled: enabled };
    res.json(body);
  });

  router.get('/info', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    res.json(await infoOf(uid));
  });

  router.post('/create-checkout', async (req, res) => {
    const user = await requireUser(req, deps.auth);
    const { gateway, billing: on } = gatewayOrOff();
    const body = requestBody(req);
    const priceId = body['price_id'];
    const plan = typeof priceId === 'string' ? planForPrice(priceId, prices) : undefined;
    if (typeof priceId !== 'string' || plan === undefined)
      throw badRequest(
        'That price is not one of the plans on sale here. Please choose a plan on the pricing page.',
        'unknown_price',
      );
    const successUrl = addressField(body, 'success_url');
    const cancelUrl = addressField(body, 'cancel_url');

    const now = deps.clock.now();
    const record = await on.store.get(user.uid);
    const current = (await deps.users.getQuota(user.uid, now)).plan;
    if (record?.source === 'stripe' && current !== 'free') {
      // A second checkout would charge twice; plan changes go through the customer portal.
      throw conflict(
        `You already have the ${PLAN_NAMES[current]} plan. To change or cancel it, use Manage billing on your account page.`,
        'already_subscribed',
      );
    }
    let customerId = record?.customer_id ?? null;
    if (customerId === null) {
      const created = await callProvider(deps, () =>
        gateway.createCustomer({ uid: user.uid, email: user.email, name: user.displayName }),
      );
      customerId = await on.store.rememberCustomer(user.uid, created, now);
    }
    const customer = customerId;
    const checkoutUrl = await callProvider(deps, () =>
      gateway.createCheckout({ customerId: customer, uid: user.uid, priceId, plan, successUrl, cancelUrl }),
    );
    res.json({ checkout_url: checkoutUrl });
  });

  router.post('/billing-portal', async (req, res) => {
    const uid = (await requireUser(req, deps.auth)).uid;
    const { gateway, billing: on } = gatewayOrOff();
    const returnUrl = addressField(requestBody(req), 'return_url');
    const record = await on.store.get(uid);
    const plan = (await deps.users.getQuota(uid, deps.clock.now())).plan;
    if (plan === 'free')
      throw conflict(
        'You are on the Free plan, so there is no billing to manage. Choose a plan on the pricing page to subscribe.',
        'no_subscription',
      );
    if (record?.customer_id == null)
      throw conflict(
        `Your ${PLAN_NAMES[plan]} plan was set up by this server's operator, not bought here, so there is no billing to manage.`,
        'no_subscription',
      );
    const customer = record.customer_id;
    res.json({ portal_url: await callProvider(deps, () => gateway.openPortal(customer, returnUrl)) });
  });

  router.post('/cancel', async (req, res) => {
    res.json(await changeCancellation(req, true));
  });

  router.post('/reactivate', async (req, res) => {
    res.json(await changeCancellation(req, false));
  });

  // The provider signs the exact bytes it sent; express.raw reads them when no JSON parser ran before.
  router.post('/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const { gateway, billing: on } = gatewayOrOff();
    const raw = rawBodyOf(req);
    const signature = req.get(gateway.signatureHeader);
    if (raw === undefined || signature === undefined)
      throw badRequest('This is not a signed webhook from the payment provider.', 'invalid_signature');
    let event: GatewayEvent;
    try {
      event = gateway.verifyWebhook(raw, signature, deps.clock.now());
    } catch (error) {
      if (!(error instanceof InvalidWebhookError)) throw error;
      deps.log.info('Billing webhook refused: bad signature', { reason: error.message });
      throw badRequest('The webhook signature is not valid or has expired.', 'invalid_signature');
    }
    const outcome = await handleBillingEvent(event, {
      gateway,
      store: on.store,
      prices,
      log: deps.log,
      now: () => deps.clock.now(),
    });
    res.json({ received: true, outcome });
  });

  return router;
}
