import { useEffect, useState, type ReactNode } from 'react';
import { errorMessage, useLoad, type ProcessingSettings, type VoiceId } from '../../api';
import { parsePronunciations } from '../../../../functions/src/shared/parse-pronunciations';
import { SLIDE_COUNT } from '../../../../functions/src/shared/settings';
import { Alert, Button, Card, Spinner } from '../../ui';
import { useVoiceSample } from './use-voice-sample';
import { BUILT_IN_VOICES, DEFAULT_VOICE_ID, loadVoices, providerTag, voiceNotes } from './voice-options';

const COUNTS = Array.from({ length: SLIDE_COUNT.max - SLIDE_COUNT.min + 1 }, (_, i) => SLIDE_COUNT.min + i);

export interface SettingsStepProps {
  onStart: (settings: ProcessingSettings) => Promise<void>;
}

/**
 * Step 2: slide count (3–8, default 5), voice (Sully by default), optional pronunciations and whether
 * bullets appear as they are spoken (on by default), then Start Processing.
 */
export function SettingsStep({ onStart }: SettingsStepProps): ReactNode {
  const [slideCount, setSlideCount] = useState<number>(SLIDE_COUNT.default);
  const [voiceId, setVoiceId] = useState<VoiceId>(DEFAULT_VOICE_ID);
  const [pronunciations, setPronunciations] = useState('');
  const [reveals, setReveals] = useState(true);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sample = useVoiceSample();

  const [voiceList] = useLoad('Loading the voices', loadVoices, []);
  const voices = voiceList.state === 'ready' ? voiceList.value : null;
  // The server's default voice is chosen once its list arrives.
  useEffect(() => {
    if (voices === null) return;
    const preferred = voices.find((voice) => voice.default) ?? voices[0];
    if (preferred !== undefined) setVoiceId(preferred.voice_id);
  }, [voices]);

  const start = async (): Promise<void> => {
    setStarting(true);
    setProblem(null);
    try {
      await onStart({
        slide_count: slideCount,
        voice_id: voiceId,
        reveals,
        ...(pronunciations.trim() !== '' ? { pronunciations } : {}),
      });
    } catch (error) {
      setProblem(errorMessage(error, 'Processing could not be started. Please try again.'));
      setStarting(false);
    }
  };

  const shown = voices ?? BUILT_IN_VOICES;
  const lexicon = parsePronunciations(pronunciations);
  return (
    <Card title="Configure settings">
      <div className="stack">
        <fieldset className="choices">
          <legend>Number of slides</legend>
          <div className="choice-grid choice-grid--compact">
            {COUNTS.map((count) => (
              <label className="choice" key={count}>
                <input
                  type="radio"
                  name="slide-count"
                  value={count}
                  checked={slideCount === count}
                  onChange={() => setSlideCount(count)}
                />
                <span className="choice__box">{count}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="choices" aria-busy={voices === null}>
          <legend>Voice {voices === null ? <Spinner label="Loading voices" /> : null}</legend>
          <div className="choice-grid">
            {shown.map((voice) => {
              const tag = providerTag(voice);
              const hearing = sample.playing === voice.voice_id;
              return (
                <div className="voice-choice" key={voice.voice_id}>
                  <label className="choice">
                    <input
                      type="radio"
                      name="voice"
                      value={voice.voice_id}
                      checked={voiceId === voice.voice_id}
                      onChange={() => setVoiceId(voice.voice_id)}
                    />
                    <span className="choice__box">
                      <span className="choice__name">
                        {voice.name}
                        {voice.default ? <span className="badge badge--blue">Default</span> : null}
                      </span>
                      <span className="choice__description">{voice.description}</span>
                      {tag !== null ? <span className="choice__note">{tag}</span> : null}
                    </span>
                  </label>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="voice-choice__listen"
                    onClick={() => sample.toggle(voice.voice_id)}
                    aria-label={`${hearing ? 'Stop' : 'Listen to'} ${voice.name}`}
                    aria-pressed={hearing}
                    data-testid={`voice-sample-${voice.voice_id}`}
                  >
                    {hearing && sample.loading ? <Spinner label="" /> : null}
                    <span aria-hidden="true">{hearing ? '■' : '▶'}</span> {hearing ? 'Stop' : 'Listen'}
                  </Button>
                  {sample.failed === voice.voice_id ? (
                    <span className="field__error small" role="alert">
                      The sample could not be played.
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
          {voiceNotes(shown).map((note) => (
            <p className="muted small voice-note" key={note}>
              {note}
            </p>
          ))}
        </fieldset>

        <div className="field">
          <label className="field__label" htmlFor="pronunciations">
            Pronunciations{' '}
            <span className="field__optional">(optional, one &quot;written = spoken&quot; a line)</span>
          </label>
          <textarea
            id="pronunciations"
            className="textarea"
            rows={3}
            value={pronunciations}
            onChange={(event) => setPronunciations(event.target.value)}
            placeholder={'Dijkstra = dike stra\nGLUE = glue'}
            aria-invalid={!lexicon.ok}
            aria-describedby="pronunciations-hint"
          />
          <span id="pronunciations-hint" className={lexicon.ok ? 'field__hint' : 'field__error'}>
            {lexicon.ok ? 'How the narrator should say names it might get wrong.' : lexicon.problem}
          </span>
        </div>

        <label className="checkbox">
          <input type="checkbox" checked={reveals} onChange={(event) => setReveals(event.target.checked)} />
          <span>Reveal bullets as they are spoken</span>
        </label>

        {problem !== null ? (
          <Alert tone="error" testId="start-error">
            <p>{problem}</p>
          </Alert>
        ) : null}

        <div className="wizard-actions">
          <span />
          <Button
            size="lg"
            onClick={() => void start()}
            loading={starting}
            loadingText="Starting..."
            disabled={!lexicon.ok}
          >
            Start Processing
          </Button>
        </div>
      </div>
    </Card>
  );
}
