import type { PaperSection } from '../document.js';
import type { SectionRole } from './section-role.js';

/** A section with the role the planner gives it. */
export interface ClassifiedSection {
  heading: string;
  /** The heading without its number: "3.2 Attention" → "Attention". */
  title: string;
  text: string;
  role: SectionRole;
  /** Whether the role came from the heading (true) or from the section's position (false). */
  byHeading: boolean;
}

/** Heading keywords per role, most specific first; the first role whose pattern matches wins. */
const HEADING_ROLES: ReadonlyArray<readonly [SectionRole, RegExp]> = [
  [
    'skip',
    /acknowledg|references|bibliography|appendix|appendices|supplementa|supporting information|additional files?\b|funding|competing interests|conflicts? of interest|author(?:s'|'s)? contributions|availability|abbreviations|ethics|consent|declarations?|pre-?publication|致谢|参考文献|附录/i,
  ],
  ['conclusion', /conclu|summary|future work|closing remarks|final remarks|结论|总结|结束语|结语|小结/i],
  ['related', /related work|prior work|previous work|literature|state of the art|相关工作|研究现状|国内外/i],
  // "Experimental procedure", "Plant material": how the study was done, before any "experiment" reads as a result.
  [
    'method',
    /experimental (?:procedures?|setup|set-up|design|section|details|protocols?|methods?)|\bmaterials?\b|\bprocedures?\b|\bprotocols?\b/i,
  ],
  // "Proof of the main result" is how a mathematics paper gets there, not the result.
  ['method', /\bproofs?\b|证明/i],
  [
    'results',
    /result|\bmain theorems?\b|\btheorems\b|experiment|evaluation|findings|performance|empirical|benchmark|case stud|validation|实验|结果|评估|评价|性能|验证|测试|仿真/i,
  ],
  ['discussion', /discussion|analysis|ablation|limitation|interpretation|讨论|分析/i],
  [
    'method',
    /method|approach|model|architecture|materials|design|framework|algorithm|proposed|system|implementation|procedure|participants|setting|data collection|training|formulation|technique|方法|模型|架构|设计|算法|框架|系统|原理|机制|方案|实现/i,
  ],
  ['intro', /introduc|background|motivation|overview|preliminar|引言|前言|绪论|背景|概述|介绍|问题/i],
];

const MAIN_RESULTS =
  /^(?:(?:our|the)\s+)?(?:main|principal)\s+(?:results?|theorems?)\b|^statement of (?:the )?(?:main )?results?\b/i;

/** "3.2 Attention", "IV. Results", and a thesis's "Chapter 4: Results", whose sections "4.1 …" are its parts. */
const NUMBER_PREFIX = /^\s*(?:(?:Chapter|CHAPTER)\s+)?((?:[0-9]+|[IVX]+|[A-Z])(?:\.[0-9]+)*)[.:]?\s+(?=\S)/;
const CJK_NUMBER_PREFIX = /^\s*(?:[一二三四五六七八九十]+[、.．]|第[一二三四五六七八九十\d]+[章节部分])\s*/;

/** A heading that opens the back matter: whatever follows it is appendix too. */
const BACK_MATTER = /^(?:appendix|appendices|supplementa|supporting information|附录)/i;
/**
 * The text of a licence printed at the end of a manual ("A GNU Free Documentation License",
 * "Version 1.3, 3 November 2008 Copyright © …"), whose numbered clauses follow it as sections of
 * their own: its heading names a licence and its text opens with the licence's version or copyright,
 * or with its name set again above them ("GNU GENERAL PUBLIC LICENSE Version 2, June 1991").
 */
function opensLicenceText(title: string, text: string): boolean {
  return (
    /\blicen[cs]e\b/i.test(title) &&
    /^\s*(?:[\p{L} ]{0,60}licen[cs]e\s+)?(?:version\s+\d|copyright\b|©)/iu.test(text)
  );
}

/** An appendix's number: "A", "B.2", "A3.4.1" (one letter, then digits or subsections). */
const APPENDIX_NUMBER = /^[A-H](?:\d+)?(?:\.\d+)*$/;

/**
 * Gives each section a role from its heading, then fills the rest: numbered subsections inherit
 * their parent's role ("6.2 Model Variations" under "6 Results" is a result), and sections whose
 * headings say nothing ("Why Self-Attention", a biology paper's topical headings) get a role by
 * their position in the paper. Appendices are left out however their headings read: the sections
 * after an "Appendix" heading, and lettered sections ("A. Object Detection Baselines") in a paper
 * whose body is numbered 1, 2, 3 (an appendix's conclusions are not the paper's). A paper that
 * numbers its parts I, II, III letters its subsections, which stay. So is a licence's text and
 * all after it.
 */
export function classifySections(sections: readonly PaperSection[]): ClassifiedSection[] {
  const parentRoles = new Map<string, SectionRole>();
  let previous: SectionRole | undefined;
  let arabicParts = 0;
  let inBackMatter = false;
  const classified = sections.map((section): ClassifiedSection & { known: boolean } => {
    const number = NUMBER_PREFIX.exec(section.heading)?.[1];
    const title = section.heading.replace(NUMBER_PREFIX, '').replace(CJK_NUMBER_PREFIX, '').trim();
    if (number !== undefined && /^\d+$/.test(number)) arabicParts += 1;
    const opensBackMatter = BACK_MATTER.test(title) || opensLicenceText(title, section.text);
    const appendix =
      inBackMatter ||
      opensBackMatter ||
      (number !== undefined && arabicParts >= 2 && APPENDIX_NUMBER.test(number));
    inBackMatter ||= opensBackMatter;
    if (appendix)
      return {
        heading: section.heading,
        title,
        text: section.text,
        role: 'skip',
        byHeading: true,
        known: true,
      };
    let own = HEADING_ROLES.find(([, pattern]) => pattern.test(title))?.[0];
    // "Data analysis" or "Statistical analysis" inside the methods is still method ("CIFAR-10 and
    // Analysis" is not: it analyses results).
    if (own === 'discussion' && previous === 'method' && /^(?:[\p{L}-]+\s+){0,2}analys[ie]s$/iu.test(title))
      own = 'method';
    const top = number?.split('.')[0];
    const parent =
      number !== undefined && number.includes('.') && top !== undefined ? parentRoles.get(top) : undefined;
    // A subsection follows its parent unless its own heading says it is to be skipped, or that it
    // states the paper's results (a mathematics paper's "1.1 Main results" inside its introduction).
    const role = own === 'skip' || MAIN_RESULTS.test(title) ? own : (parent ?? own);
    if (number !== undefined && !number.includes('.') && role !== undefined) parentRoles.set(number, role);
    if (role !== undefined) previous = role;
    return {
      heading: section.heading,
      title,
      text: section.text,
      role: role ?? 'method',
      byHeading: role !== undefined,
      known: role !== undefined,
    };
  });
  const narrative = classified.filter((s) => s.role !== 'skip' || !s.known);
  const topNumber = (heading: string): string | undefined => {
    const number = NUMBER_PREFIX.exec(heading)?.[1];
    return number?.includes('.') === true ? number.split('.')[0] : undefined;
  };
  const count = narrative.length;
  narrative.forEach((section, index) => {
    if (section.known) return;
    // Between two parts of the methods ("Plant material", "Extraction and isolation", "Results")
    // an unnamed section continues the methods.
    const before = narrative
      .slice(0, index)
      .reverse()
      .find((s) => s.known)?.role;
    const after = narrative.slice(index + 1).find((s) => s.known)?.role;
    // "4.3 Object Detection" after "4.2 CIFAR-10 and Analysis" is another part of the same section,
    // not the paper's closing one.
    const sibling = narrative[index - 1];
    const top = topNumber(section.heading);
    if (sibling !== undefined && top !== undefined && topNumber(sibling.heading) === top) {
      section.role = sibling.role;
      return;
    }
    section.role =
      before === 'method' && (after === 'method' || after === 'results')
        ? 'method'
        : roleByPosition(index, count);
  });
  return classified.map(({ known: _known, ...section }) => section);
}

/** Where things usually are in a paper that does not name its parts. */
function roleByPosition(index: number, count: number): SectionRole {
  if (count <= 1) return 'intro';
  if (index === 0) return 'intro';
  if (index === count - 1) return 'conclusion';
  const position = index / (count - 1);
  if (position < 0.5) return 'method';
  if (position < 0.85) return 'results';
  return 'discussion';
}
