import type { PaperPartKind } from '../document.js';

/** Headings and run-in labels of the statements a paper prints beside its narrative. */
const LABELS: ReadonlyArray<readonly [PaperPartKind, RegExp]> = [
  ['acknowledgements', /^(?:acknowledg(?:e)?ments?|致\s*谢)\b/i],
  [
    'funding',
    /^(?:funding(?: (?:information|sources?|statement))?|financial (?:support|disclosure)|基金项目)\b/i,
  ],
  [
    'contributions',
    /^(?:authors?[’']?\s*(?:contributions?|roles?)|credit authorship|contributions of the authors)\b/i,
  ],
  [
    'conflicts',
    /^(?:competing (?:interests?|financial interests?)|conflicts? of interests?|declaration of (?:competing )?interests?|disclosures?)\b/i,
  ],
  [
    'data-availability',
    /^(?:data (?:availability|accessibility|access)(?: statement)?|availability of (?:data|supporting data)(?: and materials?)?|code availability)\b/i,
  ],
  ['abbreviations', /^(?:abbreviations?|list of abbreviations|nomenclature)\b/i],
  [
    'affiliation',
    /^(?:authors?[’']?\s*(?:details|information)|author affiliations?|about the authors?|(?:authors?[’']?\s*)?biograph(?:y|ies)|biographical (?:notes?|sketch(?:es)?)|notes on contributors)$/i,
  ],
  [
    'publication',
    /^(?:copyright(?: (?:and|&) (?:disclaimers?|licen[cs]es?|permissions?))?|licen[cs]e|legal (?:statement|notices?)|trademarks?|disclaimers?)$/i,
  ],
  [
    'contents',
    /^(?:(?:table of )?contents|list of (?:figures|tables|illustrations)|(?:brief |subject |author )?index)$/i,
  ],
];

/**
 * Which back-matter statement a heading or a paragraph's run-in label names ("Competing interests",
 * "Authors' contributions", "Funding:"), or undefined for anything else. A heading's section number
 * is ignored.
 */
export function backMatterKind(text: string): PaperPartKind | undefined {
  const clean = text
    .trim()
    .replace(/^(?:(?:\d{1,2}\.)*\d{1,2}\.?|[IVX]{1,5}\.|[A-H]\.|[A-H]\d{1,2}(?:\.\d{1,2})*\.?)\s+/, '')
    .replace(/[:.]$/, '');
  return LABELS.find(([, pattern]) => pattern.test(clean))?.[0];
}
