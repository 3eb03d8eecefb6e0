/** The wizard's eight steps (SPEC §2 "Process wizard"), numbered from 1 as the user sees them. */

export const STEPS = [
  'Upload PDF',
  'Configure Settings',
  'AI Processing',
  'Review & Edit',
  'Audio Verification',
  'PowerPoint Generation',
  'Generate Video',
  'Processing in Background',
] as const;

export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** SPEC §9: polling 2 s, Generate All gap 500 ms, background redirect 2 s. */
export const POLL_MS = 2_000;
export const GENERATE_ALL_GAP_MS = 500;
export const BACKGROUND_AFTER_MS = 2_000;
