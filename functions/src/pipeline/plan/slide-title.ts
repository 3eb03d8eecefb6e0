import { countWords } from '../text/count-words.js';
import { usesCjkScript } from '../text/uses-cjk-script.js';
import type { Candidate } from './candidate.js';
import type { PlannerPhrases } from './planner-phrases.js';
import type { SlideRole } from './slide-role.js';

/** Headings that only name the part of the paper, which the default title says better. */
const GENERIC = /^(?:(?:materials?|methods?|methodology|approach|experiments?|experimental|results?|evaluation|discussion|analysis|findings|setup|set-up|and|the|of|our|proposed|study|design|introduction|background|conclusions?|summary|main)\s*)+$|^(?:研究|实验|结果|方法|讨论|分析|与|和|及|总结|结论|引言|概述)+$/i;
const ROLES_TITLED_BY_HEADING: ReadonlySet<SlideRole> = new Set(['approach', 'details', 'analysis', 'more-results']);
const MAX_TITLE_WORDS = 12;
const MAX_CJK_TITLE_CHARS = 30;

/**
 * The title of a slide: the paper's own title (shortened) on the opening slide; for method and
 * analysis slides the heading of the section most of their sentences come from when it is specific
 * ("Model Architecture"); otherwise the role's default ("Key Results"). `taken` prevents repeats.
 * @public
 */
export function slideTitle(
  role: SlideRole,
  sentences: readonly Candidate[],
  paperTitle: string,
  phrases: PlannerPhrases,
  language: string,
  taken: ReadonlySet<string>,
): string {
  if (role === 'opening') return shortTitle(paperTitle, language) || phrases.titles.approach;
  const fallback = phrases.titles[role];
  if (!ROLES_TITLED_BY_HEADING.has(role)) return fallback;
  const counts = new Map<string, number>();
  for (const s of sentences) if (!s.fromAbstract) counts.set(s.sectionTitle, (counts.get(s.sectionTitle) ?? 0) + 1);
  const [heading] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [''];
  const cleaned = heading.replace(/[.:：]+$/, '').trim();
  const fits = usesCjkScript(language) ? cleaned.length <= 16 : countWords(cleaned, language) <= 7;
  if (cleaned === '' || !fits || GENERIC.test(cleaned) || taken.has(cleaned)) return fallback;
  return cleaned;
}

/** A title short enough for a slide: the part before a colon when that is long enough to stand alone. */
function shortTitle(title: string, language: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (usesCjkScript(language)) {
    if (clean.length <= MAX_CJK_TITLE_CHARS) return clean;
    const head = clean.split(/[：:—]/)[0] ?? '';
    return head.length >= 4 && head.length <= MAX_CJK_TITLE_CHARS ? head : clean.slice(0, MAX_CJK_TITLE_CHARS);
  }
  if (countWords(clean, language) <= MAX_TITLE_WORDS) return clean;
  const head = clean.split(/:\s|\s[—–-]\s/)[0] ?? clean;
  const base = countWords(head, language) >= 2 ? head : clean;
  const words = base.split(' ').slice(0, MAX_TITLE_WORDS);
  while (words.length > 3 && /^(?:a|an|the|of|to|in|on|for|with|and|or|by|at|from|into|via)$/i.test(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ').replace(/[,;:]$/, '');
}
