import type { SlideRole } from './slide-role.js';

/**
 * The arc of a talk with a given number of slides: always opening with the paper and its
 * motivation and ending with the takeaway; from four slides on the problem has its own slide, and
 * further slides add method details, more results and further analysis.
 */
export function outlineFor(slideCount: number): SlideRole[] {
  if (slideCount <= 3) return ['opening', 'approach', 'results-and-conclusion'];
  // Four slides tell the whole story too: the problem before the method, the takeaway after the results.
  if (slideCount === 4) return ['opening', 'problem', 'approach', 'results-and-conclusion'];
  const middle: SlideRole[] = ['approach', 'results'];
  if (slideCount >= 5) middle.unshift('problem');
  if (slideCount >= 6) middle.push('analysis');
  if (slideCount >= 7) middle.splice(middle.indexOf('approach') + 1, 0, 'details');
  if (slideCount >= 8) middle.splice(middle.indexOf('results') + 1, 0, 'more-results');
  return ['opening', ...middle, 'conclusion'];
}
