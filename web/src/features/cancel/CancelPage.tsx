/** When checkout was abandoned or a subscription canceled (docs/product.md §2): the free plan still works. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../app/config';
import { DEMO_PATH, WithDemo } from '../../app/demo';
import { ButtonLink, Card } from '../../ui';

export default function CancelPage(): ReactNode {
  return (
    <div className="container" style={{ maxWidth: 720 }}>
      <Card>
        <div className="center">
          <h1>Subscription Canceled</h1>
          <p className="muted">
            No payment was taken. You can keep using Lectern on the free plan: 3 free uploads every month.
          </p>
        </div>
        <div className="row" style={{ justifyContent: 'center', margin: 'var(--space-5) 0' }}>
          <ButtonLink to="/pricing" size="lg">
            View Pricing
          </ButtonLink>
          <ButtonLink to="/dashboard" variant="secondary" size="lg">
            Go to Dashboard
          </ButtonLink>
        </div>
        <ul className="list-plain center stack">
          <li>
            Need help?{' '}
            <a href={`mailto:${SUPPORT_EMAIL}?subject=Help%20with%20Lectern`}>
              Email support ({SUPPORT_EMAIL})
            </a>
          </li>
          <li>
            Questions about plans?{' '}
            <a href={`mailto:${SUPPORT_EMAIL}?subject=Lectern%20plans`}>Email sales ({SUPPORT_EMAIL})</a>
          </li>
          <WithDemo>
            <li>
              <Link to={DEMO_PATH}>Watch the demo</Link>
            </li>
          </WithDemo>
        </ul>
      </Card>
    </div>
  );
}
