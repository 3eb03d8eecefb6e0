/**
 * /slides/{jobId}: the built-in slide editor that edit_url points to when no online editor is
 * configured. The preview is the slide drawn by the server's engine from the unsaved draft, so what it
 * shows is what the video shows.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  errorMessage,
  figureImageUrl,
  getResult,
  getStatus,
  listFigures,
  previewSlide,
  reExportDeck,
  RE_EXPORTED,
  savePlan,
  useLoad,
  type DeckFigure,
  type SlidesPlan,
} from '../../api';
import { Alert, Badge, Button, ButtonLink, PageLoading, Spinner } from '../../ui';
import { JobLoadError } from '../../ui/JobLoadError';
import { planFromDrafts, toDraft, type SlideDraft } from '../../ui/slide-draft';
import './slide-editor.css';

/** Quiet time after the last keystroke before the slide is drawn again. */
const PREVIEW_DEBOUNCE_MS = 400;

type Message = { tone: 'success' | 'error' | 'info'; text: string };

/** The server's drawing of one draft slide, redrawn after edits settle; stale answers are dropped. */
function useSlidePreview(
  jobId: string,
  draft: SlideDraft | undefined,
  index: number,
): { url: string | null; drawing: boolean; problem: string | null } {
  const [url, setUrl] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRef(0);
  const key = draft === undefined ? '' : JSON.stringify([index, draft.title, draft.visual, draft.bullets]);

  useEffect(() => {
    if (draft === undefined) return undefined;
    const mine = ++request.current;
    setDrawing(true);
    const timer = window.setTimeout(() => {
      previewSlide(
        jobId,
        planFromDrafts([draft])[0] ?? {
          slide_title: '',
          visual_identifier: '',
          bullet_points: [],
          voiceover_script: '',
        },
        index,
      ).then(
        (blob) => {
          if (mine !== request.current) return;
          setUrl((previous) => {
            if (previous !== null) URL.revokeObjectURL(previous);
            return URL.createObjectURL(blob);
          });
          setProblem(null);
          setDrawing(false);
        },
        (error: unknown) => {
          if (mine !== request.current) return;
          console.error('Slide preview failed', error);
          setProblem(errorMessage(error, 'The preview could not be drawn. Please try again.'));
          setDrawing(false);
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // `key` stands for the draft's drawn fields, so typing in the script does not redraw.
  }, [jobId, key]);

  useEffect(
    () => () => setUrl((previous) => (previous !== null ? (URL.revokeObjectURL(previous), null) : null)),
    [],
  );
  return { url, drawing, problem };
}

function FigurePicker({
  figures,
  value,
  onChange,
}: {
  figures: DeckFigure[];
  value: string;
  onChange: (id: string) => void;
}): ReactNode {
  const name = useId();
  const known = figures.some((figure) => figure.id.toLowerCase() === value.trim().toLowerCase());
  return (
    <fieldset className="figure-picker">
      <legend className="field__label">Figure or table</legend>
      <div className="figure-picker__grid">
        <label className="figure-option">
          <input type="radio" name={name} checked={value.trim() === ''} onChange={() => onChange('')} />
          <span className="figure-option__box figure-option__box--none">
            <span className="figure-option__none" aria-hidden="true">
              —
            </span>
            <span className="figure-option__label">No figure</span>
          </span>
        </label>
        {figures.map((figure) => (
          <label className="figure-option" key={figure.id} title={figure.caption}>
            <input
              type="radio"
              name={name}
              checked={value.trim().toLowerCase() === figure.id.toLowerCase()}
              onChange={() => onChange(figure.id)}
            />
            <span className="figure-option__box">
              <img src={figureImageUrl(figure)} alt="" />
              <span className="figure-option__label">
                {figure.id} <span className="muted">· p. {figure.page}</span>
              </span>
            </span>
          </label>
        ))}
      </div>
      {value.trim() !== '' && !known ? (
        <p className="field__hint">
          “{value}” is not one of this paper’s figures or tables, so the slide shows none.
        </p>
      ) : null}
      {figures.length === 0 ? (
        <p className="field__hint">No figures or tables were found in this paper.</p>
      ) : null}
    </fieldset>
  );
}

export default function SlideEditorPage(): ReactNode {
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const ids = useId();
  const [saved, setSaved] = useState<SlidesPlan | null>(null);
  const [drafts, setDrafts] = useState<SlideDraft[]>([]);
  const [current, setCurrent] = useState(0);
  const [saving, setSaving] = useState(false);
  const [reExporting, setReExporting] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const [opened] = useLoad(
    'Loading the slides',
    async () => {
      const [status, result, figureList] = await Promise.all([
        getStatus(jobId),
        getResult(jobId),
        // The figure list only helps fill the field; without it the field still takes any reference.
        listFigures(jobId).catch(
          (error: unknown): { figures: DeckFigure[] } => (
            console.error('Figure list unavailable', error),
            { figures: [] }
          ),
        ),
      ]);
      return { filename: status.filename, plan: result.slides_plan, figures: figureList.figures };
    },
    [jobId],
  );
  useEffect(() => {
    if (opened.state !== 'ready') return;
    setSaved(opened.value.plan);
    setDrafts(opened.value.plan.map(toDraft));
  }, [opened]);
  const filename = opened.state === 'ready' ? opened.value.filename : null;
  const figures = opened.state === 'ready' ? opened.value.figures : [];

  const edited = useMemo(() => planFromDrafts(drafts), [drafts]);
  const dirty = saved !== null && JSON.stringify(edited) !== JSON.stringify(saved);
  const draft = drafts[current];
  const preview = useSlidePreview(jobId, draft, current);

  const update = (patch: Partial<SlideDraft>): void => {
    setMessage(null);
    setDrafts((all) => all.map((d, i) => (i === current ? { ...d, ...patch } : d)));
  };

  const save = useCallback(async (): Promise<boolean> => {
    if (edited.length === 0) return true;
    setSaving(true);
    setMessage(null);
    const outcome = await savePlan(jobId, edited);
    if (outcome.ok) {
      setSaved(outcome.value);
      setDrafts(outcome.value.map(toDraft));
    }
    setMessage(
      outcome.ok
        ? { tone: 'success', text: `${outcome.message} Re-export the slides so the video uses them.` }
        : { tone: 'error', text: outcome.message },
    );
    setSaving(false);
    return outcome.ok;
  }, [edited, jobId]);

  const reExport = async (): Promise<void> => {
    if (dirty && !(await save())) return;
    setReExporting(true);
    setMessage(null);
    const outcome = await reExportDeck(jobId);
    setMessage({ tone: outcome.ok ? 'success' : 'error', text: outcome.message });
    setReExporting(false);
  };

  // Leaving with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent): void => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Back to the PowerPoint step the editor is opened from (the wizard shows it once the job has reached it).
  const wizardLink = `/process/${encodeURIComponent(jobId)}?step=powerpoint`;
  if (opened.state === 'failed') {
    return (
      <JobLoadError
        heading="Slide editor"
        title="The slides could not be opened"
        problem={errorMessage(opened.error, 'The slides could not be loaded. Please try again.')}
        testId="editor-load-error"
      />
    );
  }
  if (saved === null || draft === undefined) return <PageLoading message="Loading your slides..." />;

  return (
    <div className="container slide-editor" data-testid="slide-editor">
      <div className="slide-editor__top">
        <div>
          <h1 className="slide-editor__title">Slide editor</h1>
          <p className="muted slide-editor__file">{filename}</p>
        </div>
        <div className="row">
          <span data-testid="save-state">
            {dirty ? (
              <Badge tone="gold">Unsaved changes</Badge>
            ) : (
              <Badge tone="green">All changes saved</Badge>
            )}
          </span>
          <ButtonLink to={wizardLink} variant="ghost">
            Back to the wizard
          </ButtonLink>
          <Button
            variant="secondary"
            onClick={() => void save()}
            loading={saving}
            loadingText="Saving..."
            disabled={!dirty || reExporting}
          >
            Save
          </Button>
          <Button
            onClick={() => void reExport()}
            loading={reExporting}
            loadingText="Re-exporting..."
            disabled={saving}
          >
            Re-export Slides
          </Button>
        </div>
      </div>

      {message !== null ? (
        <Alert tone={message.tone} testId="editor-message">
          <p>{message.text}</p>
          {message.tone === 'success' && message.text === RE_EXPORTED ? (
            <Button size="sm" onClick={() => navigate(wizardLink)}>
              Continue in the wizard
            </Button>
          ) : null}
        </Alert>
      ) : null}

      <div className="slide-editor__layout">
        <nav className="slide-list" aria-label="Slides">
          <ol>
            {drafts.map((d, index) => (
              <li key={index}>
                <button
                  type="button"
                  className="slide-list__item"
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => setCurrent(index)}
                  data-testid={`editor-slide-${index}`}
                >
                  <span className="slide-list__number">{index + 1}</span>
                  <span className="slide-list__title">
                    {d.title.trim() === '' ? 'Untitled slide' : d.title}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </nav>

        <div className="slide-editor__main">
          <figure className="slide-preview" aria-busy={preview.drawing}>
            {preview.url !== null ? (
              <img
                src={preview.url}
                alt={`Slide ${current + 1} as it appears in the video: ${draft.title}`}
                data-testid="slide-preview"
              />
            ) : (
              <div className="slide-preview__placeholder">
                <Spinner label="Drawing the slide" large />
              </div>
            )}
            {preview.drawing && preview.url !== null ? (
              <span className="slide-preview__busy">
                <Spinner label="" /> Updating preview...
              </span>
            ) : null}
            <figcaption className="muted small">
              Slide {current + 1} of {drafts.length}, drawn exactly as the video will show it.
            </figcaption>
          </figure>
          {preview.problem !== null ? (
            <Alert tone="warning" testId="preview-problem">
              <p>{preview.problem}</p>
            </Alert>
          ) : null}

          <div className="slide-form">
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-title`}>
                Title
              </label>
              <input
                id={`${ids}-title`}
                className="input"
                value={draft.title}
                onChange={(event) => update({ title: event.target.value })}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-bullets`}>
                Bullet points <span className="field__optional">(one per line)</span>
              </label>
              <textarea
                id={`${ids}-bullets`}
                className="textarea"
                rows={5}
                value={draft.bullets}
                onChange={(event) => update({ bullets: event.target.value })}
              />
            </div>
            <FigurePicker figures={figures} value={draft.visual} onChange={(visual) => update({ visual })} />
          </div>
        </div>
      </div>
    </div>
  );
}
