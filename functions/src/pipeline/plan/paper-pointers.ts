import { stopsShort } from './is-usable-sentence.js';

/**
 * Pointers into the paper ("Figure 3", "Section 4.2", "Equation 1", "Lemmas 11, 37 and 39"): a viewer has only
 * the slide and the narration, so neither may send them to a part of a paper they do not hold.
 */

/**
 * Any pointer into the paper, resolved or not ("Fig.?", "Section ??"), an equation by its number
 * alone ("In (6) we defined …"), a section by its place ("in the fourth section") and what is set
 * below or above ("Below are the 3 parameters").
 */
export const PAPER_POINTER =
  /\b(?:(?:Figs?\.?|Figures?|Tables?|Tab\.)\s*\(?\d+(?:\.\d+)*[a-z]?\)?(?:\s*(?:,|and|&|–|-)\s*\d+(?:\.\d+)*[a-z]?)*|(?:(?:Sub)?[Ss]ections?|Secs?\.|§)\s*[A-Z]?\d+(?:\.\d+)*|\b(?:in|of)\s+this\s+(?:sub)?section\b|(?:Equations?|Eqs?\.?)\s*\(?\d+\)?|Appendix\s+[A-Z\d]+|(?:Algorithms?|Theorems?|Lemmas?|Lemmata|Definitions?|Propositions?|Corollary|Corollaries|Chapters?)\s+\d+(?:\.\d+)?|(?:Ref|Reference)s?\.?\s*\[?\d+|[图表]\s*\d+|(?:第\s*)?\d+(?:\.\d+)*\s*[节章]|式\s*[（(]\d+[)）]|文献\s*\[\d+|(?:Figs?\.?|Figures?|Tables?|Sec(?:tion)?s?\.?|Eqs?\.?|Equations?|Chapters?)\s*\(?\?{1,2}\)?|\b(?:in|from|into|by|see|using|via|substituting|combining)\s+\(\d{1,3}[a-z]?\)(?=[\s,.;:]|$)|\bin\s+the\s+(?:first|second|third|fourth|fifth|sixth|next|previous|following|last|final|preceding)\s+(?:sub)?(?:section|chapter)\b|^(?:below|above)\s+(?:are|is|we)\b|\b(?:above|below)(?=\s*[.;:]?\s*$)|\b(?:described|discussed|explained|shown|given|defined|detailed|presented|covered|introduced)\s+in\s+\d+(?:\.\d+)+(?=\s*[,.;:)]|\s*$))/i;

/** A pointer to a figure or table, which a slide can show. */
const VISUAL_POINTER = /^(?:(?:Figs?\.?|Figures?|Tables?|Tab\.)\s*\(?\d|[图表])/i;

/** The kinds of the paper's parts an aside points at. */
const ASIDE_KIND = String.raw`(?:Fig(?:ure)?s?\.?|Tables?|Sec(?:tion)?s?\.?|Eq(?:uation)?s?\.?|Chap(?:ter)?s?\.?)`;
/** What an aside points at: "Figure 3", "Tables 2 and 4", "Section 4.2". */
const ASIDE_TARGET = String.raw`${ASIDE_KIND}\s*\(?\d+(?:\.\d+)*[a-z]?\)?(?:\s*(?:and|,)\s*\d+(?:\.\d+)*[a-z]?)*`;
const ASIDE_VERB = String.raw`(?:shown|seen|illustrated|reported|listed|summari[sz]ed|given|depicted|plotted|described|defined|discussed)`;

/**
 * An aside that only points into the paper: "(see Table 2)", ", as shown in Figure 3,", and one that
 * opens the sentence, with its comma: "As shown in Figure 3, ", "As can be seen from (3), ",
 * "As mentioned above, ", "In the introduction, ".
 */
const POINTER_ASIDE = new RegExp(
  [
    String.raw`\s*\((?:see\s+)?${ASIDE_KIND}\s*[\d.,\s–-]+(?:and\s+\d+)?\)`,
    // A reference LaTeX could not resolve: ", see Fig.?", "(see Section ??)".
    String.raw`\s*\(see\s+${ASIDE_KIND}\s*\?{1,2}\)|,?\s+see\s+${ASIDE_KIND}\s*\?{1,2}(?=[,.;]|\s|$)`,
    String.raw`^(?:as\s+(?:can\s+be\s+|is\s+)?)?${ASIDE_VERB}\s+(?:in|from)\s+(?:${ASIDE_TARGET}|\(\d+[a-z]?\))\s*,\s*`,
    String.raw`,?\s+(?:as\s+(?:can\s+be\s+|is\s+)?)?${ASIDE_VERB}\s+(?:in|from)\s+(?:${ASIDE_TARGET}|\(\d+[a-z]?\))(?=[,.;]|\s|$)`,
    // ", as reported in the results under heading ‘registered diagnosis’": a pointer to a part of the text.
    String.raw`,?\s+as\s+(?:${ASIDE_VERB}|mentioned|noted|detailed)\s+(?:in|under)\s+(?:the\s+)?(?:results|methods?|discussion|introduction|appendix|supplement\w*(?:\s+material)?)(?:\s+section)?(?:\s+under\s+(?:the\s+)?heading\s+[‘'“"][^’'”"]*[’'”"])?(?=[,.;]|$)`,
    String.raw`^as\s+(?:can\s+be\s+seen|is\s+(?:evident|clear|apparent))\s*,\s*`,
    // "…, with a 95% confidence interval as given above.": where the paper said it, at the end.
    String.raw`,?\s+as\s+(?:given|shown|described|defined|mentioned|noted|discussed|explained|stated|computed|derived)\s+(?:above|below|earlier|before|previously)(?=[,.;]|$)`,
    // "As indicated in the introduction, …": where the paper said it before.
    String.raw`^as\s+(?:noted|mentioned|discussed|stated|explained|indicated|described|shown|seen|argued)\s+in\s+the\s+(?:introduction|previous\s+(?:sections?|chapters?)|preceding\s+sections?|last\s+section)\s*,\s*`,
    // "In Chapter 6, we saw that …", "In Section ??, …": where the paper said it, before what it said.
    String.raw`^in\s+${ASIDE_KIND}\s*(?:\d+(?:\.\d+)*|\?{1,2})\s*,\s*`,
    String.raw`^(?:as\s+(?:above|before|(?:noted|mentioned|discussed|stated|explained|${ASIDE_VERB})\s+(?:above|earlier|before|previously))|in\s+the\s+(?:introduction|previous\s+(?:sections?|chapters?)|preceding\s+sections?))\s*,\s*`,
  ].join('|'),
  'gi',
);

/**
 * `text` without its asides that only point into the paper. Where the pointer was what the sentence
 * says ("The first of these is given in Figure 2."), it is no aside and stays.
 */
export function withoutPointerAsides(text: string): string {
  const rest = text.replace(POINTER_ASIDE, '');
  if (stopsShort(rest)) return text;
  // The sentence began with the aside: its next word now opens it.
  return rest !== text && /^\p{Lu}/u.test(text) ? rest.charAt(0).toUpperCase() + rest.slice(1) : rest;
}

/** The pointers into the paper left in `text`, as written. */
export function pointersIn(text: string): string[] {
  return [...text.matchAll(new RegExp(PAPER_POINTER.source, 'gi'))].map((match) => match[0]);
}

/**
 * Whether `text` points at something no slide can show: a section, equation, theorem, appendix or
 * reference (figures and tables are judged against the slide that shows one).
 */
export function pointsBeyondVisuals(text: string): boolean {
  return pointersIn(text).some((pointer) => !VISUAL_POINTER.test(pointer));
}
