import type { SlideRole } from './slide-role.js';

/**
 * The arc of a talk with a given number of slides: always opening with the paper and its
 * motivation and ending with the takeaway; method and results come first as slides are added,
 * then the problem, method details, more results and further analysis.
 * @public
 */
export function outlineFor(slideCount: number): SlideRole[] {
  if (slideCount <= 3) return ['opening', 'approach', 'results-and-conclusion'];
  const middle: SlideRole[] = ['approach', 'results'];
  if (slideCount >= 5) middle.unshift('problem');
  if (slideCount >= 6) middle.push('analysis');
  if (slideCount >= 7) middle.splice(middle.indexOf('approach') + 1, 0, 'details');
  if (slideCount >= 8) middle.splice(middle.indexOf('results') + 1, 0, 'more-results');
  return ['opening', ...middle, 'conclusion'];
}
