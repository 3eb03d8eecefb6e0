import { useId, useState, type ReactNode } from 'react';
import { listFigures, savePlan, useLoad, type DeckFigure, type SlidesPlan } from '../../api';
import { Alert, Button, Card } from '../../ui';
import { planFromDrafts, toDraft, type SlideDraft } from '../../ui/slide-draft';

export interface ReviewStepProps {
  jobId: string;
  plan: SlidesPlan;
  /** Why the plan may miss part of the paper ("… only pages 1–5 of 8 could be read."). */
  readWarning?: string | null | undefined;
  onSaved: (plan: SlidesPlan) => void;
}

function SlideFields({
  index,
  draft,
  figuresListId,
  onChange,
}: {
  index: number;
  draft: SlideDraft;
  figuresListId: string;
  onChange: (draft: SlideDraft) => void;
}): ReactNode {
  const id = useId();
  const set = (field: keyof SlideDraft) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [field]: event.target.value });
  return (
    <article className="slide-card" data-testid={`review-slide-${index}`} aria-labelledby={`${id}-heading`}>
      <div className="slide-card__head">
        <span className="slide-card__number">Slide {index + 1}</span>
        <h3 className="slide-card__title" id={`${id}-heading`}>
          {draft.title.trim() === '' ? 'Untitled slide' : draft.title}
        </h3>
      </div>
      <div className="slide-card__grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-title`}>
            Title
          </label>
          <input id={`${id}-title`} className="input" value={draft.title} onChange={set('title')} required />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-visual`}>
            Figure or table
          </label>
          <input
            id={`${id}-visual`}
            className="input"
            value={draft.visual}
            onChange={set('visual')}
            list={figuresListId}
            placeholder="e.g. Figure 2, or empty"
          />
        </div>
        <div className="field slide-card__wide">
          <label className="field__label" htmlFor={`${id}-bullets`}>
            Bullet points <span className="field__optional">(one per line)</span>
          </label>
          <textarea
            id={`${id}-bullets`}
            className="textarea"
            rows={4}
            value={draft.bullets}
            onChange={set('bullets')}
          />
        </div>
        <div className="field slide-card__wide">
          <label className="field__label" htmlFor={`${id}-script`}>
            Voice-over script
          </label>
          <textarea
            id={`${id}-script`}
            className="textarea"
            rows={5}
            value={draft.script}
            onChange={set('script')}
          />
        </div>
      </div>
    </article>
  );
}

/** Step 4: edit every slide's title, figure reference, bullet points and script; save goes to step 5. */
export function ReviewStep({ jobId, plan, readWarning, onSaved }: ReviewStepProps): ReactNode {
  const figuresListId = useId();
  const [drafts, setDrafts] = useState<SlideDraft[]>(() => plan.map(toDraft));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The figure list only helps fill the field; without it the field still takes any reference.
  const [figureList] = useLoad('Loading the figure list', () => listFigures(jobId), [jobId]);
  const figures: DeckFigure[] = figureList.state === 'ready' ? figureList.value.figures : [];

  const save = async (): Promise<void> => {
    const edited = planFromDrafts(drafts);
    // docs/product.md §4: save is sent only when there are slides.
    if (edited.length === 0) {
      onSaved(edited);
      return;
    }
    setSaving(true);
    setProblem(null);
    const outcome = await savePlan(jobId, edited);
    if (outcome.ok) {
      onSaved(outcome.value);
      return;
    }
    setProblem(outcome.message);
    setSaving(false);
  };

  return (
    <Card title="Review & edit your slides">
      <p className="muted">
        Check each slide: its title, the figure or table it shows, its bullet points and what the narrator
        says.
      </p>
      {readWarning != null ? (
        <Alert tone="warning" testId="read-warning">
          <p>{readWarning}</p>
        </Alert>
      ) : null}
      <datalist id={figuresListId}>
        {figures.map((figure) => (
          <option key={figure.id} value={figure.id}>
            {figure.caption.slice(0, 80)}
          </option>
        ))}
      </datalist>
      <div className="stack">
        {drafts.map((draft, index) => (
          <SlideFields
            key={index}
            index={index}
            draft={draft}
            figuresListId={figuresListId}
            onChange={(next) => setDrafts((all) => all.map((d, i) => (i === index ? next : d)))}
          />
        ))}
        {problem !== null ? (
          <Alert tone="error" testId="save-error">
            <p>{problem}</p>
          </Alert>
        ) : null}
      </div>
      <div className="wizard-actions">
        <span />
        <Button size="lg" onClick={() => void save()} loading={saving} loadingText="Saving...">
          Save & Continue
        </Button>
      </div>
    </Card>
  );
}
