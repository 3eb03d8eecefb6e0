/** The dashboard (docs/product.md §2): welcome, usage, create, recent activity, blurbs and the upgrade banner. */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ApiError,
  deleteJob,
  errorMessage,
  getQuota,
  listJobs,
  type JobSummary,
  type Quota,
} from '../../api';
import { useAuth } from '../../auth';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  Card,
  daysUntil,
  Filename,
  formatDate,
  formatDateTime,
  jobStatus,
  Modal,
  ProgressBar,
  Spinner,
  StatusBadge,
  usageTone,
} from '../../ui';
import { jobLink, latestJobs } from './job-display';
import { usageNotice, usageView } from './usage';
import './dashboard.css';

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error' };

function UsagePanel({ quota }: { quota: Load<Quota> }): ReactNode {
  if (quota.state === 'loading') {
    return (
      <Card title="Your Usage">
        <p className="muted">
          <Spinner label="" /> Loading usage…
        </p>
      </Card>
    );
  }
  if (quota.state === 'error') {
    return (
      <Card title="Your Usage">
        <Alert tone="error" testId="usage-error">
          Unable to load usage information
        </Alert>
      </Card>
    );
  }
  const q = quota.value;
  const view = usageView(q);
  const notice = usageNotice(q);
  const days = daysUntil(q.reset_date);
  return (
    <Card
      title="Your Usage"
      aside={
        <span className="row">
          <span className="plan-name" data-testid="plan-name">
            {view.planName} plan
          </span>
          {q.subscription_active ? <Badge tone="green">Active</Badge> : null}
        </span>
      }
      data-testid="usage-panel"
    >
      <div className="stat-grid">
        <div className="stat">
          <div className="stat__label">Used This Month</div>
          <div className="stat__value" data-testid="usage-used">
            {view.used}
          </div>
        </div>
        <div className="stat">
          <div className="stat__label">Monthly Limit</div>
          <div className="stat__value" data-testid="usage-limit">
            {view.unlimited ? '∞' : view.limit}
          </div>
        </div>
        <div className="stat">
          <div className="stat__label">Remaining</div>
          <div className="stat__value" data-testid="usage-remaining">
            {view.unlimited ? '∞' : view.remaining}
          </div>
        </div>
      </div>
      {view.unlimited ? null : (
        <ProgressBar value={view.percent} label="Monthly usage" tone={usageTone(view.percent)} />
      )}
      <p className="small muted usage-reset" data-testid="next-reset">
        Next Reset: <strong>{formatDate(q.reset_date)}</strong> ({days} day{days === 1 ? '' : 's'} remaining)
      </p>
      {notice !== null ? (
        <Alert
          tone={notice.kind === 'limit-reached' ? 'error' : notice.kind === 'upsell' ? 'info' : 'warning'}
          title={notice.title}
          testId={`notice-${notice.kind}`}
          action={
            <Link to={notice.link.to} className="notice-link">
              {notice.link.label}
            </Link>
          }
        >
          <p>{notice.text}</p>
        </Alert>
      ) : null}
    </Card>
  );
}

function CreateCard({ quota }: { quota: Load<Quota> }): ReactNode {
  const blocked = quota.state === 'ready' && !quota.value.can_process;
  return (
    <Card title="Create New Video" data-testid="create-card">
      {blocked ? (
        <div className="stack">
          <p>You&apos;ve reached your monthly limit of {quota.value.monthly_limit} videos</p>
          {!quota.value.subscription_active ? (
            <ButtonLink to="/pricing" size="lg">
              Upgrade to Pro
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <div className="stack">
          <p className="muted">
            Upload a research paper (PDF) and Lectern drafts the slides and narration for you to review.
          </p>
          <ButtonLink to="/process" size="lg">
            Upload PDF &amp; Start
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}

/** Asks before a job is deleted, then deletes it; stays open with the server's reason when that fails. */
function DeleteJobDialog({
  job,
  onClose,
  onDeleted,
}: {
  job: JobSummary | null;
  onClose: () => void;
  onDeleted: (jobId: string) => void;
}): ReactNode {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async (target: JobSummary) => {
    setBusy(true);
    setError(null);
    try {
      await deleteJob(target.job_id);
      setBusy(false);
      onDeleted(target.job_id);
    } catch (caught) {
      setBusy(false);
      // Already gone (another tab, or an earlier try whose answer was lost): what the user asked for.
      if (caught instanceof ApiError && caught.status === 404) onDeleted(target.job_id);
      else setError(errorMessage(caught, 'The job could not be deleted. Please try again.'));
    }
  };
  return (
    <Modal open={job !== null} title="Delete this job?" onClose={close}>
      {job !== null ? (
        <div className="stack" data-testid="delete-job-dialog">
          <p className="delete-job__name">
            <Filename name={job.filename} />
          </p>
          <p>
            Its slides, narration and video are deleted with it, and cannot be brought back. A video already
            counted this month stays counted.
          </p>
          {error !== null ? (
            <Alert tone="error" testId="delete-job-error">
              {error}
            </Alert>
          ) : null}
          <div className="row" style={{ justifyContent: 'flex-end' }}>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Keep It
            </Button>
            <Button
              variant="danger"
              onClick={() => void confirm(job)}
              loading={busy}
              loadingText="Deleting..."
            >
              Delete
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

function RecentActivity({
  jobs,
  onRetry,
  onDelete,
}: {
  jobs: Load<JobSummary[]>;
  onRetry: () => void;
  onDelete: (job: JobSummary) => void;
}): ReactNode {
  return (
    <Card title="Recent Activity" data-testid="recent-activity">
      {jobs.state === 'loading' ? (
        <p className="muted">
          <Spinner label="" /> Loading your videos…
        </p>
      ) : jobs.state === 'error' ? (
        <Alert
          tone="error"
          action={
            <button type="button" className="link-button" onClick={onRetry}>
              Try again
            </button>
          }
        >
          Your recent videos could not be loaded.
        </Alert>
      ) : jobs.value.length === 0 ? (
        <p className="muted">No videos yet. Upload your first paper to get started.</p>
      ) : (
        <ul className="list-plain">
          {latestJobs(jobs.value).map((job) => {
            const link = jobLink(job);
            return (
              <li key={job.job_id} className="job-row" data-testid="job-row">
                <div className="job-row__main">
                  <div className="job-row__name" title={job.filename}>
                    {job.filename}
                  </div>
                  <div className="small muted">{formatDateTime(job.created_at)}</div>
                </div>
                <div className="job-row__actions">
                  <StatusBadge view={jobStatus(job)} />
                  {link === 'view' ? (
                    <ButtonLink to={`/video/${encodeURIComponent(job.job_id)}`} variant="secondary" size="sm">
                      View
                    </ButtonLink>
                  ) : link === 'continue' ? (
                    <Link to={`/process/${encodeURIComponent(job.job_id)}`} className="small">
                      Continue
                    </Link>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onDelete(job)}
                    aria-label={`Delete ${job.filename}`}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

const BLURBS = [
  {
    title: 'Smart Analysis',
    text: 'Lectern reads your paper — text, figures and tables — and picks out the story worth telling.',
  },
  {
    title: 'Professional Design',
    text: 'Clean, consistent slides with your figures, ready for a conference screen.',
  },
  {
    title: 'AI Voice-overs',
    text: 'Natural narration for every slide, in the voice you choose, checked before the video is made.',
  },
];

export default function DashboardPage(): ReactNode {
  const { user } = useAuth();
  const [quota, setQuota] = useState<Load<Quota>>({ state: 'loading' });
  const [jobs, setJobs] = useState<Load<JobSummary[]>>({ state: 'loading' });
  const [deleting, setDeleting] = useState<JobSummary | null>(null);

  const loadJobs = useCallback(() => {
    listJobs().then(
      (value) => setJobs({ state: 'ready', value: value.jobs }),
      (error: unknown) => {
        console.error('Dashboard: could not load the jobs', error);
        setJobs({ state: 'error' });
      },
    );
  }, []);

  const load = useCallback(() => {
    getQuota().then(
      (value) => setQuota({ state: 'ready', value }),
      (error: unknown) => {
        console.error('Dashboard: could not load the quota', error);
        setQuota({ state: 'error' });
      },
    );
    loadJobs();
  }, [loadJobs]);

  // Gone from the list at once; the list is read again so an older job can take the freed place.
  const deleted = (jobId: string) => {
    setDeleting(null);
    setJobs((current) =>
      current.state === 'ready'
        ? { state: 'ready', value: current.value.filter((job) => job.job_id !== jobId) }
        : current,
    );
    loadJobs();
  };

  useEffect(load, [load]);

  const showUpgrade = quota.state === 'ready' && !quota.value.subscription_active;
  return (
    <div className="container dashboard">
      <div className="page-header">
        <h1>Welcome, {user?.displayName ?? user?.email ?? 'researcher'}</h1>
        <p>Turn your next paper into a narrated presentation video.</p>
      </div>
      <div className="grid grid-2">
        <UsagePanel quota={quota} />
        <CreateCard quota={quota} />
      </div>
      <RecentActivity
        jobs={jobs}
        onRetry={() => {
          setJobs({ state: 'loading' });
          load();
        }}
        onDelete={setDeleting}
      />
      <DeleteJobDialog job={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />
      <section aria-label="What Lectern does" className="grid grid-3">
        {BLURBS.map((blurb) => (
          <Card key={blurb.title} title={blurb.title} headingLevel={3}>
            <p className="muted">{blurb.text}</p>
          </Card>
        ))}
      </section>
      {showUpgrade ? (
        <section className="upgrade-banner" data-testid="upgrade-banner">
          <div>
            <h2>Upgrade to Pro</h2>
            <p>Unlimited videos, priority support and advanced features for $10/month.</p>
          </div>
          <ButtonLink to="/pricing" variant="secondary" size="lg">
            View Plans
          </ButtonLink>
        </section>
      ) : null}
    </div>
  );
}
