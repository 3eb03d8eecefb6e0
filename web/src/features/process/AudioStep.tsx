import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  errorMessage,
  generateAudio,
  getAudioStatus,
  getAudioUrls,
  POLL_MS,
  sleep,
  startOrFollow,
  usePolling,
  type SlidesPlan,
} from '../../api';
import { audioKey as key } from '../../../../functions/src/shared/job';
import { Alert, audioStatus, Button, Card, Spinner, StatusBadge } from '../../ui';
import { GENERATE_ALL_GAP_MS } from './steps';
import { allAudioCompleted } from './wizard-state';

const AUDIO_FAILED = 'Audio generation failed. Please check your API configuration or try again.';

/** A slide's narration has begun (or finished anew) on the server. */
const begun = (now: string | undefined, before: string | undefined): boolean =>
  now === 'pending' || now === 'generating' || (now === 'completed' && before !== 'completed');

export interface AudioStepProps {
  jobId: string;
  plan: SlidesPlan;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 5: narrate each slide, listen to it, and go on once every slide has its audio. */
export function AudioStep({ jobId, plan, onBack, onContinue }: AudioStepProps): ReactNode {
  const [status, setStatus] = useState<Record<string, string>>({});
  const [loaded, setLoaded] = useState(false);
  // Errors of the request itself (the status map carries the step's own errors).
  const [requestErrors, setRequestErrors] = useState<Record<number, string>>({});
  const [playErrors, setPlayErrors] = useState<Record<number, boolean>>({});
  // Bumped when a slide is narrated again, so its player loads the new file.
  const [versions, setVersions] = useState<Record<number, number>>({});
  const [generatingAll, setGeneratingAll] = useState(false);
  // Signed links to each slide's narration; fetched again when one fails to play (it may have expired).
  const [urls, setUrls] = useState<Record<string, string>>({});
  const loadUrls = useCallback(async (): Promise<void> => {
    try {
      setUrls(await getAudioUrls(jobId));
    } catch (error) {
      console.error('Narration links could not be fetched', error);
    }
  }, [jobId]);

  useEffect(() => {
    void loadUrls();
  }, [loadUrls]);

  // Slides whose generate request has not answered yet: a status read meanwhile may predate the request,
  // so they keep the state shown when it was sent (no pending → not generated → generating flicker).
  const inFlight = useRef<Map<number, string>>(new Map());
  // Slides asked for on this page: a status read sent before the request reached the server can answer
  // after it, with no state for the slide; such a slide keeps the state it shows until the server has one.
  const asked = useRef<Set<number>>(new Set());
  const refresh = useCallback(async (): Promise<Record<string, string>> => {
    try {
      const fresh = (await getAudioStatus(jobId)).audio_status;
      setStatus((current) => {
        const kept = { ...fresh };
        for (const [index, shown] of inFlight.current) kept[key(index)] = shown;
        for (const index of asked.current) {
          if (kept[key(index)] === undefined && current[key(index)] !== undefined)
            kept[key(index)] = current[key(index)] ?? '';
        }
        return kept;
      });
      return fresh;
    } catch (error) {
      console.error('Audio status check failed', error);
      return {};
    } finally {
      setLoaded(true);
    }
  }, [jobId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const busy = plan.some(
    (_, index) => status[key(index)] === 'pending' || status[key(index)] === 'generating',
  );
  usePolling(
    async () => {
      await refresh();
    },
    POLL_MS,
    busy,
  );

  const generate = async (index: number): Promise<void> => {
    const before = status[key(index)];
    setRequestErrors(({ [index]: _dropped, ...rest }) => rest);
    setPlayErrors(({ [index]: _dropped, ...rest }) => rest);
    inFlight.current.set(index, 'pending');
    asked.current.add(index);
    setStatus((map) => ({ ...map, [key(index)]: 'pending', [`${key(index)}_error`]: '' }));
    setVersions((all) => ({ ...all, [index]: (all[index] ?? 0) + 1 }));
    try {
      // A lost answer is checked against the server before it is called a failure.
      await startOrFollow(
        () => generateAudio(jobId, index),
        async () => {
          inFlight.current.delete(index);
          return begun((await refresh())[key(index)], before);
        },
      );
      inFlight.current.delete(index);
    } catch (error) {
      inFlight.current.delete(index);
      setStatus((map) => ({ ...map, [key(index)]: 'failed' }));
      setRequestErrors((all) => ({ ...all, [index]: errorMessage(error, AUDIO_FAILED) }));
    }
  };

  // docs/product.md §4: one slide after another, 500 ms apart.
  const generateAll = async (): Promise<void> => {
    setGeneratingAll(true);
    const todo = plan.map((_, index) => index).filter((index) => status[key(index)] !== 'completed');
    for (const [position, index] of (todo.length > 0 ? todo : plan.map((_, i) => i)).entries()) {
      if (position > 0) await sleep(GENERATE_ALL_GAP_MS);
      await generate(index);
    }
    setGeneratingAll(false);
  };

  const ready = allAudioCompleted(status, plan.length);
  const doneCount = plan.filter((_, index) => status[key(index)] === 'completed').length;

  return (
    <Card
      title="Audio verification"
      aside={
        <span className="muted small" data-testid="audio-count">
          {doneCount} of {plan.length} ready
        </span>
      }
    >
      <p className="muted">Generate the narration of each slide and listen to it before the video is made.</p>
      {!loaded ? <Spinner label="Loading audio status" /> : null}
      <div className="stack">
        {plan.map((slide, index) => {
          const state = status[key(index)];
          const error =
            requestErrors[index] ??
            (state === 'failed' ? status[`${key(index)}_error`] || AUDIO_FAILED : undefined);
          const working = state === 'pending' || state === 'generating';
          const version = versions[index] ?? 0;
          return (
            <div
              className="slide-card audio-row"
              key={index}
              data-testid={`audio-slide-${index}`}
              data-status={state ?? 'none'}
            >
              <div>
                <div className="slide-card__head" style={{ marginBottom: 'var(--space-1)' }}>
                  <span className="slide-card__number">Slide {index + 1}</span>
                  <h3 className="slide-card__title">{slide.slide_title}</h3>
                </div>
                <p className="audio-row__script">{slide.voiceover_script}</p>
              </div>
              <div className="row audio-row__actions">
                <StatusBadge view={audioStatus(state)} />
                <Button
                  size="sm"
                  variant={state === 'completed' ? 'ghost' : 'secondary'}
                  onClick={() => void generate(index)}
                  disabled={working || generatingAll}
                  aria-label={`${state === 'completed' ? 'Regenerate' : 'Generate'} audio for slide ${index + 1}`}
                >
                  {working ? <Spinner label="" /> : null}
                  {state === 'completed' ? 'Regenerate' : 'Generate'}
                </Button>
              </div>
              {state === 'completed' && urls[key(index)] !== undefined ? (
                <audio
                  controls
                  preload="metadata"
                  src={`${urls[key(index)] ?? ''}&v=${version}`}
                  aria-label={`Narration of slide ${index + 1}`}
                  onError={() => {
                    // Once per failure: new links for an expired one, not a loop for a broken file.
                    if (playErrors[index] !== true) void loadUrls();
                    setPlayErrors((all) => ({ ...all, [index]: true }));
                  }}
                />
              ) : null}
              {error !== undefined || playErrors[index] === true ? (
                <Alert tone="error" className="audio-row__error" testId={`audio-error-${index}`}>
                  <p>{error ?? AUDIO_FAILED}</p>
                </Alert>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="wizard-actions">
        <Button variant="ghost" onClick={onBack}>
          Back to Edit
        </Button>
        <div className="wizard-actions__group">
          <Button
            variant="secondary"
            onClick={() => void generateAll()}
            loading={generatingAll}
            loadingText="Generating..."
            disabled={busy}
          >
            Generate All
          </Button>
          <Button onClick={onContinue} disabled={!ready}>
            Continue to PowerPoint
          </Button>
        </div>
      </div>
    </Card>
  );
}
