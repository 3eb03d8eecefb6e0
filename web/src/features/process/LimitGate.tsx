import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getQuota, useLoad } from '../../api';
import { Alert, Card, Spinner, formatDate } from '../../ui';
import { limitReachedNotice } from '../../ui/limit-notice';

/**
 * The upload, unless the month's uploads are used up: then the 'Monthly Limit Reached' notice with its
 * Upgrade Now link instead (docs/product.md §8), so no paper is uploaded that could not be started.
 * When the quota cannot be read the upload shows; the server refuses it at the limit anyway.
 */
export function LimitGate({ children }: { children: ReactNode }): ReactNode {
  const [quota] = useLoad('Loading usage information', getQuota, []);
  if (quota.state === 'loading') {
    return (
      <Card title="Upload your paper">
        <Spinner label="Checking your monthly uploads" />
      </Card>
    );
  }
  if (quota.state === 'failed' || quota.value.can_process) return children;
  const notice = limitReachedNotice(quota.value);
  return (
    <Card title="Upload your paper">
      <Alert
        tone="error"
        title={notice.title}
        testId={`notice-${notice.kind}`}
        action={
          <Link to={notice.link.to} className="limit-notice__link">
            {notice.link.label}
          </Link>
        }
      >
        <p>{notice.text}</p>
        <p className="small" data-testid="limit-reset">
          Your uploads start again on {formatDate(quota.value.reset_date)}.
        </p>
      </Alert>
    </Card>
  );
}
