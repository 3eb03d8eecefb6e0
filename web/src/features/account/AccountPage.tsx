/**
 * Account settings (docs/product.md §2, §5, §8): profile, plan, status, limit, next billing date, cancellation
 * notice, features, usage, and billing management for paid plans only.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  cancelSubscription,
  errorMessage,
  getQuota,
  getSubscriptionInfo,
  openBillingPortal,
  reactivateSubscription,
  type Quota,
  type SubscriptionInfo,
} from '../../api';
import { SUPPORT_EMAIL } from '../../app/config';
import { useAuth } from '../../auth';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  Card,
  formatDate,
  Modal,
  PageLoading,
  ProgressBar,
  staticPlan,
  usageTone,
} from '../../ui';
import { UNLIMITED } from '../../../../functions/src/shared/quota';

export const CANCEL_CONFIRMATION =
  'Are you sure you want to cancel your subscription? You will still have access until the end of your current billing period.';
const CANCELLED = 'Your subscription has been scheduled for cancellation at the end of your billing period.';
const REACTIVATED = 'Your subscription has been reactivated successfully!';

type Loaded = { info: SubscriptionInfo; infoFromServer: boolean; quota: Quota | null };

/** Without the billing routes the account still shows the plan, from the quota and the static plans. */
function infoFromQuota(quota: Quota): SubscriptionInfo {
  return {
    plan_type: quota.plan,
    // As the server answers for a plan set by hand: active unless it is the free plan.
    status: quota.plan === 'free' ? 'none' : 'active',
    monthly_limit: quota.monthly_limit,
    current_period_end: null,
    cancel_at_period_end: false,
    features: staticPlan(quota.plan).features,
    billing_enabled: false,
  };
}

/** `past_due` → `past due`; a free account has no subscription at all. */
const statusText = (status: string) =>
  status === 'none' || status === 'free' ? 'No subscription' : status.replace(/_/g, ' ');

const limitText = (limit: number) => (limit >= UNLIMITED ? '∞ (unlimited)' : `${limit} videos per month`);

export default function AccountPage(): ReactNode {
  const { user } = useAuth();
  const [data, setData] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'reactivate' | 'portal' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const load = useCallback(async () => {
    setLoadError(false);
    const [info, quota] = await Promise.allSettled([getSubscriptionInfo(), getQuota()]);
    const q = quota.status === 'fulfilled' ? quota.value : null;
    if (info.status === 'fulfilled') setData({ info: info.value, infoFromServer: true, quota: q });
    else if (q !== null) setData({ info: infoFromQuota(q), infoFromServer: false, quota: q });
    else setLoadError(true);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  if (loadError) {
    return (
      <div className="container">
        <Alert
          tone="error"
          title="Your account could not be loaded"
          action={
            <Button size="sm" onClick={() => void load()}>
              Try again
            </Button>
          }
        >
          <p>Please check your connection and try again.</p>
        </Alert>
      </div>
    );
  }
  if (data === null) return <PageLoading />;

  const { info, quota, infoFromServer } = data;
  const paid = info.plan_type !== 'free';

  /** Cancel and reactivate: both answer with the new subscription info. */
  const change = async (kind: 'cancel' | 'reactivate') => {
    setConfirming(false);
    setBusy(kind);
    setMessage(null);
    try {
      const next = kind === 'cancel' ? await cancelSubscription() : await reactivateSubscription();
      setData({ ...data, info: next, infoFromServer: true });
      setMessage({ tone: 'success', text: kind === 'cancel' ? CANCELLED : REACTIVATED });
    } catch (error) {
      const fallback =
        kind === 'cancel'
          ? 'Failed to cancel subscription. Please try again.'
          : 'Failed to reactivate subscription. Please try again.';
      setMessage({ tone: 'error', text: errorMessage(error, fallback) });
    } finally {
      setBusy(null);
    }
  };

  const portal = async () => {
    setBusy('portal');
    setMessage(null);
    try {
      const { portal_url } = await openBillingPortal(`${window.location.origin}/account`);
      window.location.assign(portal_url);
    } catch (error) {
      setMessage({
        tone: 'error',
        text: errorMessage(error, 'Failed to open billing portal. Please try again.'),
      });
      setBusy(null);
    }
  };

  const usedPercent =
    quota === null || quota.monthly_limit >= UNLIMITED
      ? null
      : Math.min(100, (quota.used_this_month / Math.max(1, quota.monthly_limit)) * 100);

  return (
    <div className="container stack">
      <div className="page-header">
        <h1>Account</h1>
        <p>Your profile, plan and usage.</p>
      </div>
      {message !== null ? (
        <Alert tone={message.tone} testId="account-message">
          {message.text}
        </Alert>
      ) : null}
      <div className="grid grid-2">
        <Card title="Profile">
          <dl className="details-list">
            <dt>Name</dt>
            <dd>{user?.displayName ?? '—'}</dd>
            <dt>Email</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>{user?.email ?? '—'}</dd>
            <dt>Email verified</dt>
            <dd>{user?.emailVerified ? 'Yes' : 'Not yet — see the banner above'}</dd>
          </dl>
        </Card>
        <Card
          title="Subscription"
          aside={info.status === 'active' ? <Badge tone="green">Active</Badge> : null}
          data-testid="subscription-card"
        >
          <dl className="details-list">
            <dt>Current plan</dt>
            <dd style={{ textTransform: 'capitalize' }} data-testid="account-plan">
              {info.plan_type.replace(/_/g, ' ')}
            </dd>
            <dt>Status</dt>
            <dd style={{ textTransform: 'capitalize' }} data-testid="account-status">
              {statusText(info.status)}
            </dd>
            <dt>Monthly limit</dt>
            <dd>{limitText(info.monthly_limit)}</dd>
            <dt>Next billing date</dt>
            <dd>{paid && info.current_period_end !== null ? formatDate(info.current_period_end) : '—'}</dd>
          </dl>
          {info.cancel_at_period_end ? (
            <Alert tone="warning" title="Cancellation scheduled" testId="cancel-notice">
              <p>
                Your subscription ends on {formatDate(info.current_period_end)}. You keep every{' '}
                {info.plan_type} feature until then.
              </p>
            </Alert>
          ) : null}
          {!infoFromServer ? (
            <p className="small muted" data-testid="billing-unavailable">
              Billing details are not available on this server right now.
            </p>
          ) : null}
        </Card>
      </div>
      <div className="grid grid-2">
        <Card title="Plan features">
          <ul className="check-list">
            {info.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {!paid ? <ButtonLink to="/pricing">Upgrade to Pro</ButtonLink> : null}
        </Card>
        <Card title="Usage this month">
          {quota === null ? (
            <Alert tone="error">Unable to load usage information</Alert>
          ) : (
            <div className="stack">
              <p>
                <strong>{quota.used_this_month}</strong> of{' '}
                {quota.monthly_limit >= UNLIMITED ? '∞' : quota.monthly_limit} videos used. Resets on{' '}
                {formatDate(quota.reset_date)}.
              </p>
              {usedPercent !== null ? (
                <ProgressBar value={usedPercent} label="Monthly usage" tone={usageTone(usedPercent)} />
              ) : null}
            </div>
          )}
        </Card>
      </div>
      {paid ? (
        <Card title="Billing" data-testid="billing-card">
          <p className="muted">
            Update your payment method, download invoices or change your plan in the billing portal.
          </p>
          <div className="row">
            <Button onClick={() => void portal()} loading={busy === 'portal'} disabled={busy !== null}>
              Manage Billing
            </Button>
            {info.cancel_at_period_end ? (
              <Button
                variant="secondary"
                onClick={() => void change('reactivate')}
                loading={busy === 'reactivate'}
                disabled={busy !== null}
              >
                Reactivate Subscription
              </Button>
            ) : (
              <Button
                variant="danger"
                onClick={() => setConfirming(true)}
                loading={busy === 'cancel'}
                disabled={busy !== null}
              >
                Cancel Subscription
              </Button>
            )}
          </div>
        </Card>
      ) : null}
      <p className="small muted">
        Questions about your account or billing? Write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <Modal open={confirming} title="Cancel subscription?" onClose={() => setConfirming(false)}>
        <p>{CANCEL_CONFIRMATION}</p>
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep Subscription
          </Button>
          <Button variant="danger" onClick={() => void change('cancel')}>
            Cancel Subscription
          </Button>
        </div>
      </Modal>
    </div>
  );
}
