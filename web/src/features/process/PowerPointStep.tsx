import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  downloadPowerpoint,
  errorMessage,
  generatePowerpoint,
  getPresentationLink,
  getPresentationStatus,
  POLL_MS,
  reExportDeck,
  startOrFollow,
  slideImageUrl,
  usePolling,
  type PresentationStatusResponse,
} from '../../api';
import { Alert, Button, Card, deckStatus, saveBlob, Spinner, StatusBadge } from '../../ui';
import { useOpenEditor } from './open-editor';

const LINK_FAILED = 'Failed to get presentation link. Please try again.';

export interface PowerPointStepProps {
  jobId: string;
  /** Slides in the plan, for the thumbnails of the drawn deck. */
  slideCount: number;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 6: build the deck, open it in the editor, re-export after edits, download the .pptx, go on to the video. */
export function PowerPointStep({ jobId, slideCount, onBack, onContinue }: PowerPointStepProps): ReactNode {
  const openEditor = useOpenEditor();
  const [deck, setDeck] = useState<PresentationStatusResponse | null>(null);
  const [editUrl, setEditUrl] = useState<string | null>(null);
  const [deckVersion, setDeckVersion] = useState(0);
  const [starting, setStarting] = useState(false);
  const [reExporting, setReExporting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const fetchLink = useCallback(async (): Promise<string | null> => {
    try {
      const url = (await getPresentationLink(jobId)).edit_url;
      setEditUrl(url);
      return url;
    } catch (error) {
      console.error('Presentation link failed', error);
      setMessage({ tone: 'error', text: LINK_FAILED });
      return null;
    }
  }, [jobId]);

  const open = async (): Promise<void> => {
    setMessage(null);
    const url = editUrl ?? (await fetchLink());
    if (url !== null) openEditor(url);
  };

  const refresh = useCallback(async (): Promise<boolean> => {
    const next = await getPresentationStatus(jobId);
    setDeck(next);
    // New drawings after each build: the thumbnails must not come from the browser's cache.
    if (next.presentation_status === 'ready') setDeckVersion((version) => version + 1);
    return next.presentation_status === 'generating';
  }, [jobId]);

  useEffect(() => {
    refresh().catch((error: unknown) => console.error('Deck status check failed', error));
  }, [refresh]);

  // The link is asked for once a deck exists (unless generating it gave the link already); a failure
  // shows the product's alert and the button asks again.
  const needLink = deck?.presentation_status === 'ready' && editUrl === null;
  useEffect(() => {
    if (needLink) void fetchLink();
  }, [needLink, fetchLink]);

  usePolling(refresh, POLL_MS, deck?.presentation_status === 'generating');

  const generate = async (): Promise<void> => {
    const before = deck?.presentation_status;
    setStarting(true);
    setMessage(null);
    try {
      // A lost answer is checked against the server before it is called a failure.
      const outcome = await startOrFollow(
        () => generatePowerpoint(jobId),
        async () => {
          const now = (await getPresentationStatus(jobId)).presentation_status;
          return now === 'generating' || (now === 'ready' && before !== 'ready');
        },
      );
      if (outcome.answered) {
        setDeck({ presentation_status: 'generating', presentation_error: null });
        setEditUrl(outcome.value.edit_url);
      } else {
        await refresh();
      }
    } catch (error) {
      setMessage({
        tone: 'error',
        text: errorMessage(error, 'Failed to generate the PowerPoint. Please try again.'),
      });
    } finally {
      setStarting(false);
    }
  };

  const reExport = async (): Promise<void> => {
    setReExporting(true);
    setMessage(null);
    const outcome = await reExportDeck(jobId);
    setMessage({ tone: outcome.ok ? 'success' : 'error', text: outcome.message });
    await refresh().catch((error: unknown) => console.error('Deck status check failed', error));
    setReExporting(false);
  };

  const download = async (): Promise<void> => {
    setDownloading(true);
    setMessage(null);
    try {
      const file = await downloadPowerpoint(jobId);
      saveBlob(file.blob, file.filename);
    } catch (error) {
      setMessage({
        tone: 'error',
        text: errorMessage(error, 'Failed to download the PowerPoint. Please try again.'),
      });
    } finally {
      setDownloading(false);
    }
  };

  const status = deck?.presentation_status;
  const ready = status === 'ready';
  const busy = reExporting || downloading;
  return (
    <Card
      title="PowerPoint generation"
      aside={
        status !== undefined ? (
          <span data-testid="deck-status">
            <StatusBadge view={deckStatus(status)} />
          </span>
        ) : null
      }
    >
      <div className="stack" data-testid="deck-state" data-deck-status={status ?? 'loading'}>
        {deck === null ? <Spinner label="Loading the presentation" /> : null}
        {status === 'not_started' ? (
          <p className="muted" data-testid="deck-not-started">
            Your slides are drawn from the plan and exported as an editable PowerPoint. Generate it to
            continue; if you edit the slides later, generate it again so the video shows your edits.
          </p>
        ) : null}
        {status === 'generating' ? (
          <p className="row" role="status">
            <Spinner label="" /> Drawing the slides and writing the PowerPoint...
          </p>
        ) : null}
        {status === 'failed' ? (
          <Alert tone="error" testId="deck-error">
            <p>{deck?.presentation_error ?? 'The slides could not be drawn. Please try again.'}</p>
          </Alert>
        ) : null}
        {ready ? (
          <>
            <p className="muted">
              Open the slides in the slide editor to adjust titles, bullet points and figures; re-export after
              editing so the video uses your changes.
            </p>
            {slideCount > 0 ? (
              <ol className="deck-thumbnails" aria-label="Your slides">
                {Array.from({ length: slideCount }, (_, index) => (
                  <li key={index}>
                    <img
                      src={slideImageUrl(jobId, index, deckVersion)}
                      alt={`Slide ${index + 1}`}
                      width={320}
                      height={180}
                    />
                  </li>
                ))}
              </ol>
            ) : null}
            <div className="row">
              <Button variant="secondary" onClick={() => void open()} disabled={busy}>
                Open Slide Editor
              </Button>
              <Button
                variant="secondary"
                onClick={() => void reExport()}
                loading={reExporting}
                loadingText="Re-exporting..."
                disabled={busy}
              >
                Re-export Slides
              </Button>
              <Button
                variant="secondary"
                onClick={() => void download()}
                loading={downloading}
                loadingText="Downloading..."
                disabled={busy}
              >
                Download PowerPoint
              </Button>
            </div>
          </>
        ) : null}
        {message !== null ? (
          <Alert tone={message.tone} testId="deck-message">
            <p>{message.text}</p>
          </Alert>
        ) : null}
      </div>
      <div className="wizard-actions">
        <Button variant="ghost" onClick={onBack}>
          Back to Audio
        </Button>
        {/* One primary action: make the deck while there is none, else go on to the video (which needs it). */}
        {status === 'not_started' || status === 'failed' ? (
          <Button size="lg" onClick={() => void generate()} loading={starting} loadingText="Starting...">
            Generate PowerPoint
          </Button>
        ) : null}
        {status === 'generating' || status === 'ready' ? (
          <Button size="lg" onClick={onContinue} disabled={!ready || busy}>
            Continue to Video
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
