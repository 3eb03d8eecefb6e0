import type { SectionRole } from './section-role.js';

/** A usable sentence of the paper, with what the planner knows about it. */
export interface Candidate {
  /** Position in reading order over the whole paper (abstract first). */
  order: number;
  /** The sentence as the paper writes it. */
  text: string;
  role: SectionRole;
  /** Section title without its number; '' for the abstract. */
  sectionTitle: string;
  /** Index into the paper's sections; -1 for the abstract. */
  sectionIndex: number;
  /** 0 for the first sentence of its section (or abstract part), up to 1 for the last. */
  position: number;
  fromAbstract: boolean;
  terms: string[];
  hasNumber: boolean;
  /** The statement of the paper's main theorem in words (main-theorem.ts), not a sentence of its text. */
  theorem?: boolean;
  /**
   * A measured result about something (a dataset, a task: "COCO") that the paper's results sections
   * never name: a side experiment, not the paper's main finding.
   */
  sideExperiment?: boolean;
  /**
   * A measured result the paper states both where it sums itself up (abstract, introduction,
   * conclusion) and in its results sections ("3.57% error on the ImageNet test set"): its headline.
   */
  headline?: boolean;
  /**
   * The sentence before it in the paper is not a candidate (or it opens its section): a sentence that
   * points back ("In these models, …") has nothing to point to on a slide.
   */
  afterGap?: boolean;
  /** Extractive-summary score: higher is more worth saying. Filled in by scoring. */
  score: number;
}
