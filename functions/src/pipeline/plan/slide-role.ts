/** What one slide of the talk is for. */
export type SlideRole =
  | 'opening'
  | 'problem'
  | 'approach'
  | 'details'
  | 'results'
  | 'more-results'
  | 'analysis'
  | 'conclusion'
  | 'results-and-conclusion';
