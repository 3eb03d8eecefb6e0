/**
 * Progress of a pipeline run: each stage reports how much of its own work is done, and one weighted
 * percentage sums the stages up for a bar (CLI) or a job document (cloud).
 */

/** The stages, in the order a full run goes through them. */
export const STAGES = ['read', 'plan', 'speak', 'draw', 'export', 'render'] as const;

export type StageName = (typeof STAGES)[number];

/** Human names for a progress line or a job's current_step. */
export const STAGE_LABELS: Record<StageName, string> = {
  read: 'Reading the paper',
  plan: 'Planning the slides',
  speak: 'Recording the narration',
  draw: 'Drawing the slides',
  export: 'Writing the PowerPoint',
  render: 'Rendering the video',
};

/** Share of the whole run each stage takes, measured on the corpus; sums to 100. */
export const STAGE_WEIGHTS: Record<StageName, number> = {
  read: 15,
  plan: 5,
  speak: 35,
  draw: 20,
  export: 5,
  render: 20,
};

export interface StageProgress {
  stage: StageName;
  done: number;
  total: number;
}

/** Called by stages as they go; cheap and synchronous, never throws into the stage. */
export type OnStageProgress = (progress: { done: number; total: number }) => void;

export type OnProgress = (progress: StageProgress & { overall: number }) => void;

/**
 * Overall percent (0–100) for a stage's progress, given the stages the run includes.
 * Stages before the current one count as finished.
 */
export function overallPercent(progress: StageProgress, included: readonly StageName[] = STAGES): number {
  const totalWeight = included.reduce((sum, s) => sum + STAGE_WEIGHTS[s], 0);
  let done = 0;
  for (const stage of included) {
    if (stage === progress.stage) {
      const fraction = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
      done += STAGE_WEIGHTS[stage] * fraction;
      break;
    }
    done += STAGE_WEIGHTS[stage];
  }
  return totalWeight === 0 ? 0 : Math.round((done / totalWeight) * 1000) / 10;
}
