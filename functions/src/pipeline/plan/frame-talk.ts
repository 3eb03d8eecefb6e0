/**
 * The talk's first and last slides as a presenter frames them: the title slide names the authors,
 * the venue and the year; the closing slide ends on the takeaway and where to read the paper.
 */
import type { PaperDocument } from '../document.js';
import { isReadingLine, readingLine } from '../../shared/reading-line.js';
import type { SlidePlanItem, SlidesPlan } from '../../shared/slide-plan.js';
import { authorByline, talkAuthors } from './author-byline.js';

/** The closing slide keeps this many takeaway bullets beside the line with the link. */
const MAX_TAKEAWAYS = 4;

/**
 * The title slide's lines under the title: the authors, then the venue and year ("NIPS 2017",
 * "BMC Health Services Research · 2014"), each when the paper states it.
 */
export function titleSlideLines(document: PaperDocument): string[] {
  const byline = authorByline(talkAuthors(document), document.language);
  // "rd International Conference …": the ordinal's digits ("23rd") were lost in reading; the rest stands.
  const venue = (document.venue?.trim() ?? '').replace(/^(?:st|nd|rd|th)\s+(?=\p{Lu})/u, '');
  const year = document.year?.trim() ?? '';
  const published =
    venue !== '' && year !== '' && !venue.includes(year) ? `${venue} · ${year}` : venue || year;
  return [byline, published].filter((line) => line !== '');
}

/**
 * `plan` with its first slide showing `titleSlideLines` (its planner's bullets stay when the paper
 * names neither authors nor venue) and its last slide ending on `readingLine`. Both planners' plans go
 * through it (see check-plan.ts), so the slide editor, the video and the PowerPoint show the same.
 */
export function frameTalk(plan: SlidesPlan, document: PaperDocument): SlidesPlan {
  const lines = titleSlideLines(document);
  const reading = readingLine(document.link, document.language);
  return plan.map((slide, index): SlidePlanItem => {
    if (index === 0 && lines.length > 0) return { ...slide, bullet_points: lines };
    if (index === plan.length - 1 && index > 0 && reading !== undefined) {
      const takeaways = slide.bullet_points
        .filter((bullet) => !isReadingLine(bullet))
        .slice(0, MAX_TAKEAWAYS);
      return { ...slide, bullet_points: [...takeaways, reading] };
    }
    return slide;
  });
}
