/** A line recognised as a section heading. */
export interface HeadingInfo {
  /** 1 for a section, 2+ for subsections ("3.1" is level 2). */
  level: number;
  /** Unnumbered standard heading name, lowercased ("abstract", "references"), when it is one. */
  name: string | undefined;
}

const NAMED = new Map<string, string>([
  ...['abstract', 'summary', '摘要', '摘 要'].map((n): [string, string] => [n, 'abstract']),
  ...[
    'references',
    'bibliography',
    'literature cited',
    'reference',
    'works cited',
    'literature list',
    'cited literature',
    'further reading',
    'reading list',
    'literaturverzeichnis',
    'bibliographie',
    'références',
    'referencias',
    'bibliografía',
    '参考文献',
    '参 考 文 献',
  ].map((n): [string, string] => [n, 'references']),
  ...[
    'introduction',
    'background',
    'related work',
    'methods',
    'method',
    'methodology',
    'materials and methods',
    'results',
    'discussion',
    'results and discussion',
    'conclusion',
    'conclusions',
    'acknowledgements',
    'acknowledgments',
    'acknowledgement',
    'acknowledgment',
    'experiments',
    'evaluation',
    'appendix',
    'limitations',
    'future work',
    'supplementary material',
    'competing interests',
    "authors' contributions",
    'funding',
    '引言',
    '结论',
    '致谢',
    'abbreviations',
    'list of abbreviations',
    'author contributions',
    'authors’ contributions',
    'conflict of interest',
    'conflicts of interest',
    'declaration of competing interest',
    'data availability',
    'data availability statement',
    'availability of data and materials',
    'declarations',
    'funding information',
    'ethics statement',
    'contents',
    'table of contents',
    'inhalt',
    'inhaltsverzeichnis',
    'table des matières',
    'sommaire',
    'índice',
    'list of figures',
    'list of tables',
    'index',
    'brief index',
    'subject index',
  ].map((n): [string, string] => [n, n]),
]);

/** "1.What is…": a number glued to its title, as some word processors set it. */
const UNSPACED = /^((?:\d{1,2}\.)+)(\p{Lu}.*)$/u;
/** "3.1", "IV.", "B.2", and appendix numbers set without a dot ("A1", "A3.4.1"). */
const NUMBERED =
  /^((?:\d{1,2}\.)*\d{1,2}\.?|[IVX]{1,5}\.|[A-H](?:\.\d{1,2})*\.?|[A-H]\d{1,2}(?:\.\d{1,2})*\.?)\s+(\S.*)$/;

/**
 * Whether a line is only the name of a standard part of a paper ("Abstract", "Contents",
 * "References"), which a title page may set larger than the title.
 */
export function namesStandardPart(text: string): boolean {
  return NAMED.has(
    text
      .trim()
      .replace(/[:：.]$/, '')
      .replace(/\s+/g, ' ')
      .toLowerCase(),
  );
}

/** A date a title page sets under the title ("27 November, 2022", "3 March 2021"): a day, not a section. */
const DATE =
  /^\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+\d{4}$/i;

/** Style facts about a line compared with the paper's body text. */
export interface HeadingStyle {
  /** Font size relative to the body text size (1 = same). */
  relativeSize: number;
  /** The line is not set in the body font (bold, another family). */
  distinctFont: boolean;
}

/**
 * Decides whether a line is a section heading: a standard name ("Abstract", "References",
 * "2. Related Work"), or a short numbered title set apart from the body by font or size.
 */
export function classifyHeading(text: string, style: HeadingStyle): HeadingInfo | undefined {
  const clean = text.trim().replace(/[:：.]$/, '');
  if (clean.length === 0 || clean.length > 90) return undefined;
  // Some journals (BMC) set "References" smaller than the body text, in their heading face.
  if (style.relativeSize >= 0.6 && style.distinctFont && NAMED.get(clean.toLowerCase()) === 'references')
    return { level: 1, name: 'references' };
  if (style.relativeSize < 0.85) return undefined;
  const numbered = NUMBERED.exec(clean) ?? UNSPACED.exec(clean);
  const title = (numbered ? (numbered[2] ?? '') : clean).trim();
  const name = NAMED.get(title.toLowerCase().replace(/\s+/g, ' '));
  const setApart = style.distinctFont || style.relativeSize > 1.08;
  // A heading's name opens on a capital; "method" set in the code's face is a word of the code.
  const capitalised = numbered !== null || !/^\p{Ll}/u.test(title);
  if (name !== undefined && capitalised && (setApart || title === title.toUpperCase() || numbered)) {
    // A numbered "4. Summary" closes the paper; only an unnumbered summary stands for the abstract.
    const abstract = name === 'abstract' && !(numbered && /^summary$/i.test(title));
    return {
      level: numbered ? levelOf(numbered[1] ?? '') : 1,
      name: abstract || name === 'references' ? name : undefined,
    };
  }
  if (!numbered || !setApart) return undefined;
  const words = title.split(/\s+/);
  // A title may open on a name spelt in lower case ("3.1. strucchange: Empirical fluctuation
  // processes") when its face and size set it apart from the body on both counts.
  const startsLikeTitle =
    /^[\p{Lu}\u4e00-\u9fff]/u.test(title) || (style.distinctFont && style.relativeSize > 1.08);
  // A numbered line ending in a comma is usually a list item; set larger and in another face it is the
  // first line of a heading that wraps ("1.1. Systematic Reviews: Differences, Advantages," / "and …").
  const wrapsHeading = style.distinctFont && style.relativeSize > 1.08 && /,$/.test(text.trim());
  const sentence = /[.;,]$/.test(text.trim()) && words.length > 3 && !wrapsHeading;
  // A title has a word; "2 V ε₀" is a fraction's denominator under its numerator, and "8 hP h h h h"
  // the glyphs of a music font, a run of single letters.
  const letters = words.filter((word) => /\p{L}/u.test(word));
  const singles = letters.filter((word) => (word.match(/\p{L}/gu)?.length ?? 0) === 1).length;
  const hasWord = /\p{L}{2}/u.test(title) && !(singles >= 3 && singles * 3 >= letters.length * 2);
  if (!startsLikeTitle || !hasWord || words.length > 14 || sentence || DATE.test(clean)) return undefined;
  return { level: levelOf(numbered[1] ?? ''), name: undefined };
}

/** A heading's number without its closing dot ("6.1 Machine Translation" → "6.1"), or undefined. */
export function headingNumber(text: string): string | undefined {
  const clean = text.trim();
  return (NUMBERED.exec(clean) ?? UNSPACED.exec(clean))?.[1]?.replace(/\.$/, '');
}

function levelOf(number: string): number {
  return number
    .replace(/\.$/, '')
    .replace(/^[A-H](?=\d)/, '')
    .split('.').length;
}
