/**
 * The finished-video viewer (SPEC §2, §4, §8): filename and date; when the video is ready a player
 * (seeking works: the stream answers range requests), Download Video, Edit Video and Dashboard;
 * otherwise the status values and Refresh Status.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, downloadVideo, getStatus, getVideoUrl, type JobSummary } from '../../api';
import { Alert, Button, ButtonLink, Card, formatDateTime, PageLoading, saveBlob, StatusBadge, jobStatus, videoStatus } from '../../ui';
import './video.css';

type PageState =
  | { state: 'loading' }
  | { state: 'not-found'; message: string }
  | { state: 'ready'; job: JobSummary; videoUrl: string | null; videoError: string | null };

/** A missing file right after rendering can take a moment to appear in storage: look again a few times. */
const URL_RETRIES = 3;
const URL_RETRY_MS = 2_000;

async function lookUpVideoUrl(jobId: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await getVideoUrl(jobId)).video_url;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404) || attempt >= URL_RETRIES) throw error;
      await new Promise((wake) => window.setTimeout(wake, URL_RETRY_MS));
    }
  }
}

export default function VideoPage(): ReactNode {
  const { jobId = '' } = useParams();
  const [page, setPage] = useState<PageState>({ state: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const alive = useRef(true);

  const load = useCallback(async () => {
    let job: JobSummary;
    try {
      job = await getStatus(jobId);
    } catch (error) {
      console.error('Video page: could not load the job', error);
      if (alive.current) setPage({ state: 'not-found', message: 'Failed to load video information' });
      return;
    }
    if (job.video_status !== 'completed') {
      if (alive.current) setPage({ state: 'ready', job, videoUrl: null, videoError: null });
      return;
    }
    try {
      const videoUrl = await lookUpVideoUrl(jobId);
      if (alive.current) setPage({ state: 'ready', job, videoUrl, videoError: null });
    } catch (error) {
      console.error('Video page: could not get the video URL', error);
      if (alive.current) setPage({ state: 'ready', job, videoUrl: null, videoError: 'Failed to load video. Please try again.' });
    }
  }, [jobId]);

  useEffect(() => {
    alive.current = true;
    setPage({ state: 'loading' });
    void load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  const refresh = async () => {
    setRefreshing(true);
    await load();
    setRefreshing(false);
  };

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const { blob, filename } = await downloadVideo(jobId);
      saveBlob(blob, filename);
    } catch (error) {
      console.error('Video page: download failed', error);
      setDownloadError('Failed to download video. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  if (page.state === 'loading') return <PageLoading message="Loading video… this may take up to 30 seconds." />;

  if (page.state === 'not-found') {
    return (
      <div className="container video-page">
        <Card className="center" data-testid="video-not-found">
          <h1>Video Not Found</h1>
          <p className="muted">{page.message}. The link may be wrong, or the video may belong to another account.</p>
          <ButtonLink to="/dashboard">Back to Dashboard</ButtonLink>
        </Card>
      </div>
    );
  }

  const { job, videoUrl, videoError } = page;
  const ready = job.video_status === 'completed' && videoUrl !== null;
  return (
    <div className="container video-page">
      <div className="page-header">
        <h1 className="video-page__title">{job.filename}</h1>
        <p>Created {formatDateTime(job.created_at)}</p>
      </div>
      {ready ? (
        <div className="stack">
          <div className="video-frame">
            <video controls preload="metadata" src={videoUrl} data-testid="video-player">
              Your browser cannot play this video; use Download Video instead.
            </video>
          </div>
          {downloadError !== null ? <Alert tone="error">{downloadError}</Alert> : null}
          <div className="row">
            <Button onClick={() => void download()} loading={downloading} loadingText="Downloading...">
              Download Video
            </Button>
            <ButtonLink to={`/process/${encodeURIComponent(job.job_id)}`} variant="secondary">
              Edit Video
            </ButtonLink>
            <ButtonLink to="/dashboard" variant="secondary">
              Dashboard
            </ButtonLink>
          </div>
        </div>
      ) : (
        <Card title="Your video is not ready yet" data-testid="video-status">
          {videoError !== null ? <Alert tone="error">{videoError}</Alert> : null}
          <dl className="details-list">
            <dt>Status</dt>
            <dd>
              <StatusBadge view={jobStatus(job)} />
            </dd>
            <dt>Video status</dt>
            <dd>
              <StatusBadge view={videoStatus(job.video_status)} />
            </dd>
            <dt>Progress</dt>
            <dd>{job.progress}%</dd>
            <dt>Current step</dt>
            <dd>{job.current_step}</dd>
            {job.read_warning != null ? (
              <>
                <dt>Note</dt>
                <dd data-testid="read-warning">{job.read_warning}</dd>
              </>
            ) : null}
            {job.video_error !== null ? (
              <>
                <dt>Error</dt>
                <dd>{job.video_error}</dd>
              </>
            ) : null}
          </dl>
          <div className="row" style={{ marginTop: 'var(--space-5)' }}>
            <Button onClick={() => void refresh()} loading={refreshing}>
              Refresh Status
            </Button>
            <ButtonLink to={`/process/${encodeURIComponent(job.job_id)}`} variant="secondary">
              Continue Editing
            </ButtonLink>
            <ButtonLink to="/dashboard" variant="secondary">
              Dashboard
            </ButtonLink>
          </div>
        </Card>
      )}
    </div>
  );
}
