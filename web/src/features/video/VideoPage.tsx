/**
 * The finished-video viewer (docs/product.md §2, §4, §8): the paper's title and the creation date; when
 * the video is ready a player (seeking works: the stream answers range requests) with its captions and
 * a chapter list that seeks, Download (the mp4, the captions as .vtt and .srt, the .pptx), Edit Video
 * and Dashboard; otherwise the status values and Refresh Status.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  ApiError,
  downloadCaptions,
  downloadPowerpoint,
  getPresentationStatus,
  POLL_MS,
  useLoad,
  usePolling,
  type PresentationStatusResponse,
  downloadVideo,
  errorMessage,
  generatePowerpoint,
  getStatus,
  getVideoTracks,
  getVideoUrl,
  type CaptionFormat,
  type JobSummary,
  type VideoTracksResponse,
} from '../../api';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  deckStatus,
  formatDateTime,
  PageLoading,
  saveBlob,
  StatusBadge,
  jobStatus,
  videoStatus,
} from '../../ui';
import { currentChapterIndex, formatClock } from './chapters';
import './video.css';

type PageState =
  | { state: 'loading' }
  | { state: 'not-found'; message: string }
  | {
      state: 'ready';
      job: JobSummary;
      videoUrl: string | null;
      videoError: string | null;
      tracks: VideoTracksResponse | null;
    };

type Download = 'video' | CaptionFormat | 'pptx';

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

/** The chapters and captions; without them the video still plays, so a failure is only logged. */
async function lookUpTracks(jobId: string): Promise<VideoTracksResponse | null> {
  try {
    return await getVideoTracks(jobId);
  } catch (error) {
    console.error('Video page: could not load the chapters and captions', error);
    return null;
  }
}

/** The player with its captions track, the captions toggle and the chapter list. */
function Player({ videoUrl, tracks }: { videoUrl: string; tracks: VideoTracksResponse | null }): ReactNode {
  const video = useRef<HTMLVideoElement>(null);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [time, setTime] = useState(0);
  const captions = tracks?.captions ?? null;
  const chapters = tracks?.chapters ?? [];

  // The player's own captions menu changes the track too: the toggle follows it.
  useEffect(() => {
    const list = video.current?.textTracks;
    if (list === undefined) return undefined;
    const follow = (): void => setCaptionsOn(list[0]?.mode === 'showing');
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [captions]);

  const toggleCaptions = (): void => {
    const track = video.current?.textTracks[0];
    if (track === undefined) return;
    // 'hidden' keeps the cues loaded, so turning captions back on is immediate.
    track.mode = captionsOn ? 'hidden' : 'showing';
    setCaptionsOn(!captionsOn);
  };

  const seek = (start: number): void => {
    if (video.current === null) return;
    video.current.currentTime = start;
    setTime(start);
  };

  const current = currentChapterIndex(chapters, time);
  return (
    <div className={chapters.length > 0 ? 'video-layout video-layout--chapters' : 'video-layout'}>
      <div className="stack">
        <div className="video-frame">
          <video
            ref={video}
            controls
            preload="metadata"
            src={videoUrl}
            data-testid="video-player"
            onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
          >
            {captions !== null ? (
              <track
                kind="captions"
                src={captions.vtt_url}
                srcLang={captions.language}
                label={captions.label}
                default
              />
            ) : null}
            Your browser cannot play this video; use Download Video instead.
          </video>
        </div>
        {captions !== null ? (
          <div className="row">
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={captionsOn}
              onClick={toggleCaptions}
              data-testid="captions-toggle"
            >
              Captions ({captions.label}): {captionsOn ? 'on' : 'off'}
            </Button>
          </div>
        ) : null}
      </div>
      {chapters.length > 0 ? (
        <nav className="video-chapters" aria-labelledby="video-chapters-title">
          <h2 id="video-chapters-title">Chapters</h2>
          <ol>
            {chapters.map((chapter, index) => (
              <li key={`${index}-${chapter.start}`}>
                <button
                  type="button"
                  className="video-chapters__item"
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => seek(chapter.start)}
                >
                  <span className="video-chapters__time">{formatClock(chapter.start)}</span>
                  <span className="video-chapters__title">{chapter.title}</span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </div>
  );
}

export default function VideoPage(): ReactNode {
  const { jobId = '' } = useParams();
  const [refreshing, setRefreshing] = useState(false);
  const [downloading, setDownloading] = useState<Download | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [deck, setDeck] = useState<PresentationStatusResponse | null>(null);
  const [makingDeck, setMakingDeck] = useState(false);

  const loadPage = useCallback(async (): Promise<PageState> => {
    let job: JobSummary;
    try {
      job = await getStatus(jobId);
    } catch (error) {
      console.error('Video page: could not load the job', error);
      return { state: 'not-found', message: 'Failed to load video information' };
    }
    if (job.video_status !== 'completed')
      return { state: 'ready', job, videoUrl: null, videoError: null, tracks: null };
    try {
      const [videoUrl, tracks] = await Promise.all([lookUpVideoUrl(jobId), lookUpTracks(jobId)]);
      return { state: 'ready', job, videoUrl, videoError: null, tracks };
    } catch (error) {
      console.error('Video page: could not get the video URL', error);
      return {
        state: 'ready',
        job,
        videoUrl: null,
        videoError: 'Failed to load video. Please try again.',
        tracks: null,
      };
    }
  }, [jobId]);
  const [loaded, , refreshPage] = useLoad('Video page', loadPage, [loadPage]);
  const page: PageState = loaded.state === 'ready' ? loaded.value : { state: 'loading' };

  const checkDeck = useCallback(async (): Promise<boolean> => {
    const status = await getPresentationStatus(jobId);
    setDeck(status);
    return status.presentation_status === 'generating';
  }, [jobId]);

  const ready = page.state === 'ready' && page.job.video_status === 'completed' && page.videoUrl !== null;
  useEffect(() => {
    if (ready)
      void checkDeck().catch((error: unknown) =>
        console.error('Video page: could not check the PowerPoint', error),
      );
  }, [ready, checkDeck]);
  usePolling(checkDeck, POLL_MS, deck?.presentation_status === 'generating');

  const refresh = async () => {
    setRefreshing(true);
    await refreshPage();
    setRefreshing(false);
  };

  const download = async (
    what: Download,
    fetchFile: () => Promise<{ blob: Blob; filename: string }>,
    failure: string,
  ) => {
    setDownloading(what);
    setDownloadError(null);
    try {
      const { blob, filename } = await fetchFile();
      saveBlob(blob, filename);
    } catch (error) {
      console.error(`Video page: download of the ${what} failed`, error);
      setDownloadError(what === 'video' ? failure : errorMessage(error, failure));
    } finally {
      setDownloading(null);
    }
  };

  const makeDeck = async () => {
    setMakingDeck(true);
    setDownloadError(null);
    try {
      await generatePowerpoint(jobId);
      setDeck({ presentation_status: 'generating', presentation_error: null });
    } catch (error) {
      setDownloadError(errorMessage(error, 'Failed to generate the PowerPoint. Please try again.'));
    } finally {
      setMakingDeck(false);
    }
  };

  if (page.state === 'loading')
    return <PageLoading message="Loading video… this may take up to 30 seconds." />;

  if (page.state === 'not-found') {
    return (
      <div className="container video-page">
        <Card className="center" data-testid="video-not-found">
          <h1>Video Not Found</h1>
          <p className="muted">
            {page.message}. The link may be wrong, or the video may belong to another account.
          </p>
          <ButtonLink to="/dashboard">Back to Dashboard</ButtonLink>
        </Card>
      </div>
    );
  }

  const { job, videoUrl, videoError, tracks } = page;
  const editLink = `/process/${encodeURIComponent(job.job_id)}`;
  const deckState = deck?.presentation_status;
  return (
    <div className="container video-page">
      <div className="page-header">
        <h1 className="video-page__title">{tracks?.title ?? job.filename}</h1>
        <p>Created {formatDateTime(job.created_at)}</p>
      </div>
      {ready && videoUrl !== null ? (
        <div className="stack">
          <Player videoUrl={videoUrl} tracks={tracks} />
          {downloadError !== null ? <Alert tone="error">{downloadError}</Alert> : null}
          <section className="video-downloads" aria-labelledby="video-downloads-title">
            <h2 id="video-downloads-title">Download</h2>
            <div className="row">
              <Button
                onClick={() =>
                  void download(
                    'video',
                    () => downloadVideo(jobId),
                    'Failed to download video. Please try again.',
                  )
                }
                loading={downloading === 'video'}
                loadingText="Downloading..."
              >
                Download Video
              </Button>
              {tracks?.captions != null
                ? (['vtt', 'srt'] as const).map((format) => (
                    <Button
                      key={format}
                      variant="secondary"
                      onClick={() =>
                        void download(
                          format,
                          () => downloadCaptions(jobId, format),
                          'Failed to download the captions. Please try again.',
                        )
                      }
                      loading={downloading === format}
                      loadingText="Downloading..."
                    >
                      Captions (.{format})
                    </Button>
                  ))
                : null}
              {deckState === 'ready' ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    void download(
                      'pptx',
                      () => downloadPowerpoint(jobId),
                      'Failed to download the PowerPoint. Please try again.',
                    )
                  }
                  loading={downloading === 'pptx'}
                  loadingText="Downloading..."
                >
                  PowerPoint (.pptx)
                </Button>
              ) : deckState !== undefined ? (
                <span className="row" data-testid="deck-status">
                  <Button
                    variant="secondary"
                    onClick={() => void makeDeck()}
                    loading={makingDeck || deckState === 'generating'}
                    loadingText="Making PowerPoint..."
                  >
                    Make PowerPoint
                  </Button>
                  <StatusBadge view={deckStatus(deckState)} />
                </span>
              ) : null}
            </div>
            {deckState === 'failed' && deck?.presentation_error != null ? (
              <p className="muted">{deck.presentation_error}</p>
            ) : null}
          </section>
          <div className="row">
            <ButtonLink to={`${editLink}?step=review`} variant="secondary">
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
            <ButtonLink to={editLink} variant="secondary">
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
