/**
 * Plans and FAQ (docs/product.md §2, §6, §7, §8). Anonymous clicks open the sign-in dialog; a signed-in click on a
 * paid plan goes to the billing provider's checkout. When billing cannot be reached the plans still
 * show, from the same numbers the server uses, with a note saying so.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { createCheckout, errorMessage, getPlans, getQuota, type Plan, type PlanType } from '../../api';
import { SUPPORT_EMAIL } from '../../app/config';
import { useAuth, useAuthDialog } from '../../auth';
import { Alert, Badge, Button, formatPrice, Spinner, STATIC_PLANS } from '../../ui';
import './pricing.css';
import { UNLIMITED } from '../../../../functions/src/shared/quota';

const FAQ = [
  {
    q: 'What counts as a video generation?',
    a: 'Each paper you upload and start processing counts once, however often you edit its slides, regenerate the narration or re-export the video.',
  },
  {
    q: 'When does my monthly quota reset?',
    a: 'On the first day of each month (UTC). The dashboard shows the next reset date and how many videos you have left.',
  },
  {
    q: 'Can I cancel at any time?',
    a: 'Yes. Your plan stays active until the end of the billing period you paid for; after that you are back on the free plan.',
  },
  {
    q: 'Which papers work best?',
    a: 'Any PDF with a text layer — journal articles, conference papers, preprints, thesis chapters. Figures and tables are picked up for the slides.',
  },
  {
    q: 'Do I need a credit card for the free plan?',
    a: 'No. The free plan gives you 3 videos per month without any payment details.',
  },
];

type PlansState =
  { state: 'loading' } | { state: 'ready'; plans: Plan[]; billingEnabled: boolean; note: string | null };

export default function PricingPage(): ReactNode {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const [plans, setPlans] = useState<PlansState>({ state: 'loading' });
  const [currentPlan, setCurrentPlan] = useState<PlanType | null>(null);
  const [busyPlan, setBusyPlan] = useState<PlanType | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getPlans().then(
      (body) =>
        setPlans({
          state: 'ready',
          plans: body.plans.length > 0 ? body.plans : STATIC_PLANS,
          billingEnabled: body.billing_enabled,
          note: body.billing_enabled
            ? null
            : 'Online payment is not set up on this server yet, so paid plans cannot be bought here.',
        }),
      (caught: unknown) => {
        console.error('Pricing: could not load the plans', caught);
        setPlans({
          state: 'ready',
          plans: STATIC_PLANS,
          billingEnabled: false,
          note: `Subscriptions are not available right now, so paid plans cannot be bought here. Write to ${SUPPORT_EMAIL} if you need one.`,
        });
      },
    );
  }, []);

  useEffect(() => {
    if (user === null) {
      setCurrentPlan(null);
      return;
    }
    getQuota().then(
      (quota) => setCurrentPlan(quota.plan),
      () => setCurrentPlan(null),
    );
  }, [user]);

  const choose = async (plan: Plan) => {
    setError(null);
    if (user === null) {
      openAuthDialog('signin');
      return;
    }
    if (plan.type === 'free') {
      navigate('/dashboard');
      return;
    }
    if (plan.price_id === null || plan.price_id === '') {
      setError('Failed to start checkout process. Please try again.');
      return;
    }
    setBusyPlan(plan.type);
    try {
      const origin = window.location.origin;
      const { checkout_url } = await createCheckout(plan.price_id, `${origin}/success`, `${origin}/pricing`);
      window.location.assign(checkout_url);
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to start checkout process. Please try again.'));
      setBusyPlan(null);
    }
  };

  return (
    <div className="container pricing">
      <div className="page-header center">
        <h1>Simple plans for every researcher</h1>
        <p>Start free. Upgrade when you present more often.</p>
      </div>
      {plans.state === 'loading' ? (
        <p className="center muted">
          <Spinner label="" /> Loading plans…
        </p>
      ) : (
        <>
          {plans.note !== null ? (
            <Alert tone="info" testId="billing-note">
              {plans.note}
            </Alert>
          ) : null}
          {error !== null ? (
            <Alert tone="error" testId="checkout-error">
              {error}
            </Alert>
          ) : null}
          <div className="plan-grid">
            {plans.plans.map((plan) => {
              const current = currentPlan === plan.type;
              const paidUnavailable = user !== null && plan.type !== 'free' && !plans.billingEnabled;
              return (
                <section
                  key={plan.type}
                  className={plan.most_popular ? 'card plan plan--popular' : 'card plan'}
                  data-testid={`plan-${plan.type}`}
                  aria-labelledby={`plan-${plan.type}-name`}
                >
                  {plan.most_popular ? (
                    <div className="plan__ribbon">
                      <Badge tone="gold">Most Popular</Badge>
                    </div>
                  ) : null}
                  <h2 id={`plan-${plan.type}-name`}>{plan.name}</h2>
                  <p className="plan__price">
                    {formatPrice(plan)} <span className="muted small">/ {plan.interval}</span>
                  </p>
                  <p className="muted small">
                    {plan.monthly_limit >= UNLIMITED
                      ? 'Unlimited videos'
                      : `${plan.monthly_limit} videos per month`}
                  </p>
                  <ul className="check-list">
                    {plan.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                  <div className="plan__action">
                    {current ? (
                      <Button block variant="secondary" disabled>
                        Current Plan
                      </Button>
                    ) : (
                      <Button
                        block
                        variant={plan.most_popular ? 'primary' : 'secondary'}
                        loading={busyPlan === plan.type}
                        disabled={busyPlan !== null || paidUnavailable}
                        onClick={() => void choose(plan)}
                      >
                        {plan.type === 'free' ? 'Get Started Free' : `Subscribe to ${plan.name}`}
                      </Button>
                    )}
                  </div>
                </section>
              );
            })}
          </div>
        </>
      )}
      <section className="faq" aria-labelledby="faq-heading">
        <h2 id="faq-heading">Frequently asked questions</h2>
        {FAQ.map((item) => (
          <details key={item.q} className="faq__item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
        <p className="muted">
          Other questions? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </div>
  );
}
