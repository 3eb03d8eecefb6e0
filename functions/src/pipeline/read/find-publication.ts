import type { PaperDocument, PaperPart } from '../document.js';
import type { TextLine } from './page-text.js';

type Publication = Pick<PaperDocument, 'venue' | 'year' | 'link'>;

const YEAR = String.raw`(?:19[5-9]\d|20[0-4]\d)`;
const DOI = /\b(?:doi(?:\.org)?\s*[:/]\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/[^\s,;"'<>]+)/i;
const ARXIV = /\barXiv:\s*(\d{4}\.\d{4,5})(v\d+)?/i;
/** "Conference on Neural Information Processing Systems (NIPS 2017)": the short name and year. */
const ACRONYM_YEAR = new RegExp(
  String.raw`\((\p{Lu}[\p{Lu}\p{Ll}-]*\p{Lu}[\p{Lu}\p{Ll}-]*\s*[’']?(${YEAR}))\)`,
  'u',
);
/** "Proceedings of the 52nd Annual Meeting of the …, pages 1–9, Baltimore, 2014". */
const PROCEEDINGS = new RegExp(
  String.raw`\bproceedings of the\s+(?:\d+(?:st|nd|rd|th)?\s+)?(.+?)(?:\s*\(([A-Z][A-Za-z-]+)\s*[’']?\s*\d{0,4}\))?(?:,|\s+\d|$)`,
  'i',
);
/** A journal's citation line: "BMC Health Services Research 2014, 14:1", "J. Pharm. Sci. 8(1): 7-10, 2009". */
const JOURNAL_LINE = new RegExp(
  String.raw`(\p{Lu}[\p{L}.&'’ -]{2,80}?)\s+(?:(${YEAR})\s*,\s*\d+\s*[:(]|\d+\s*\(\d+\)\s*[:,]\s*[\d–-]+\s*,?\s*\(?(${YEAR}))`,
  'u',
);
const DATE_LINE = new RegExp(
  String.raw`^[^\n]{0,30}\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+(?:\d{1,2},?\s+)?(${YEAR})$`,
);
const ARXIV_STAMP = new RegExp(String.raw`arXiv:\s*(\d{4}\.\d{4,5})(v\d+)?[^\n]*?\b(${YEAR})\b`);
const PUBLISHED = new RegExp(
  String.raw`(?:published|©|copyright|received|accepted)[^\n]{0,40}?\b(${YEAR})\b`,
  'i',
);

function trimDoi(doi: string): string {
  return doi.replace(/[.)\]]+$/, '');
}

/** A template's stand-in that names no article: every number of it zero ("10.18637/jss.v000.i00"). */
function isPlaceholderDoi(doi: string): boolean {
  const suffix = doi.slice(doi.indexOf('/') + 1);
  return /\d/.test(suffix) && !/[1-9]/.test(suffix);
}

/**
 * Where and when the paper appeared and where it can be read, from its first page's lines and the
 * small print kept apart from the body (running heads, footnotes, publisher's notes). Only what is
 * printed: a field the paper does not state stays undefined.
 */
export function findPublication(
  firstPage: readonly TextLine[],
  parts: readonly PaperPart[],
  marginal: readonly string[] = [],
): Publication {
  const texts = [
    ...parts.filter((p) => p.kind !== 'citation' && p.kind !== 'equation' && p.page <= 1).map((p) => p.text),
    ...firstPage.map((l) => l.text),
  ];
  // A publisher's line deep in a long document is what it cites ("…/lookup/doi/10.1098/rspa.2016.0404"
  // on page 70 of a manual); its own is printed at its start or repeated on every page.
  const later = parts
    .filter((p) => p.kind === 'running-head' || (p.kind === 'publication' && p.page <= 2))
    .map((p) => p.text);
  let venue: string | undefined;
  let year: string | undefined;
  let link: string | undefined;
  for (const text of [...texts, ...later]) {
    const doi = DOI.exec(text);
    if (!link && doi?.[1] && /doi/i.test(text) && !isPlaceholderDoi(doi[1]))
      link = `https://doi.org/${trimDoi(doi[1]).replace(/[−–]/g, '-')}`;
    const arxiv = ARXIV.exec(text);
    if (!link && arxiv?.[1]) link = `https://arxiv.org/abs/${arxiv[1]}${arxiv[2] ?? ''}`;
    const acronym = ACRONYM_YEAR.exec(text);
    if (!venue && acronym?.[1] && /conference|workshop|symposium|proceedings|meeting/i.test(text)) {
      venue = acronym[1].replace(/[’']\s*/, ' ');
      year ??= acronym[2];
    }
    const proceedings = PROCEEDINGS.exec(text);
    if (!venue && proceedings?.[1]) {
      venue = proceedings[1].replace(/\s+/g, ' ').trim();
      year ??= new RegExp(`\\b(${YEAR})\\b`).exec(text)?.[1];
    }
    const journal = JOURNAL_LINE.exec(text);
    if (!venue && journal?.[1] && !/\bet al\.?$/.test(journal[1].trim())) {
      venue = journal[1].replace(/^.*\bet al\.\s*/, '').trim();
      year ??= journal[2] ?? journal[3];
    }
  }
  // A journal banner repeated as a running head ("PLOS ONE | DOI:…") names the venue on its own.
  for (const text of later) {
    const banner = /^([\p{Lu}][\p{L} &-]{2,40}?)\s*\|/u.exec(text);
    if (!venue && banner?.[1]) venue = banner[1].trim();
  }
  for (const text of texts) {
    const published = PUBLISHED.exec(text) ?? DATE_LINE.exec(text);
    if (!year && published?.[1]) year = published[1];
  }
  // The arXiv stamp along the margin: where the paper can be read, and when.
  const stamp = ARXIV_STAMP.exec(marginal.join(' '));
  if (stamp) {
    link ??= `https://arxiv.org/abs/${stamp[1]}${stamp[2] ?? ''}`;
    year ??= stamp[3];
  }
  // The journal's own address in its running head ("http://www.biomedcentral.com/1472-6963/14/1").
  for (const part of parts.filter((p) => p.kind === 'running-head')) {
    const url = /\bhttps?:\/\/[^\s|]+/.exec(part.text)?.[0];
    if (!link && url && !/creativecommons|licen[cs]e/i.test(url)) link = url.replace(/[.,;)]+$/, '');
  }
  return { venue: venue?.replace(/(\p{L})-(\p{Ll})/gu, '$1$2'), year, link };
}
