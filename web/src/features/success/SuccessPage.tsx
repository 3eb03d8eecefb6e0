/** After a successful checkout (docs/product.md §2): what is unlocked now, and where to go next. */
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../../app/config';
import { ButtonLink, Card } from '../../ui';

const UNLOCKED = [
  'Unlimited video generations',
  'Priority support',
  'Advanced features',
  'HD video with AI voice-overs',
  'PowerPoint export',
];

export default function SuccessPage(): ReactNode {
  return (
    <div className="container" style={{ maxWidth: 720 }}>
      <Card>
        <div className="center">
          <svg
            width="56"
            height="56"
            viewBox="0 0 56 56"
            aria-hidden="true"
            style={{ marginBottom: 'var(--space-3)' }}
          >
            <circle cx="28" cy="28" r="28" fill="var(--color-success-soft)" />
            <path
              d="M17 29l7 7 15-16"
              fill="none"
              stroke="var(--color-success)"
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <h1>Welcome to Pro!</h1>
          <p className="muted">
            Thank you for subscribing. Your account has been upgraded and these features are now unlocked:
          </p>
        </div>
        <ul className="check-list" style={{ maxWidth: 420, margin: '0 auto var(--space-5)' }}>
          {UNLOCKED.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <div className="row" style={{ justifyContent: 'center' }}>
          <ButtonLink to="/dashboard" size="lg">
            Go to Dashboard
          </ButtonLink>
          <ButtonLink to="/account" variant="secondary" size="lg">
            View Account
          </ButtonLink>
        </div>
        <p className="small muted center" style={{ marginTop: 'var(--space-5)' }}>
          It can take a minute for the upgrade to show. Questions? Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </Card>
    </div>
  );
}
