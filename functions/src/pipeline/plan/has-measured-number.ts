/**
 * A pointer ("Figure 3", "Table 2", "Section 4", "Eq. 5"), a year or a software version ("since
 * 2.9.0", "version 1.11"), whose digits are no result.
 */
const NOT_A_MEASUREMENT =
  /\b(?:fig(?:ure)?s?|tab(?:le)?s?|eqs?|equations?|sec(?:tion)?s?|appendix|algorithm|chapter|step|phase|layer)\.?\s*\(?\d+[a-z]?\)?|[图表]\s*\d+|\b(?:19|20)\d{2}\b|\b(?:versions?|v\.?|releases?)\s*\d+(?:[.-]\d+)*\b|\b\d+\.\d+\.\d+(?:[.-]\d+)*\b/gi;

const MEASUREMENT = [
  /\d+(?:[.,]\d+)?\s*(?:%|％|percent|per cent|pp\b|BLEU|ROUGE|F1|dB|fold|×|x\b|points?|ms\b|seconds?|hours?|days?|GPUs?|mg|kg|g\b|ml|mm|cm|km|°C|K\b|Hz|MB|GB|倍|个百分点)/i,
  /\d+\.\d+/,
  /\bp\s*[<=≤>]\s*0?\.\d+/i,
  /\b(?:by|to|of|from|reach(?:es|ed)?|achiev(?:es|ed|ing)?)\s+(?:over\s+|about\s+|nearly\s+|almost\s+|more than\s+)?\d+(?:\.\d+)?\b/i,
  /(?:提高|降低|减少|增加|达到|提升|缩短)了?\s*\d/,
];

/**
 * Whether a sentence reports a measured quantity ("28.4 BLEU", "3.57% error", "p < 0.05", "by 2
 * points") rather than only mentioning a figure number or a year: what a results slide needs.
 */
export function hasMeasuredNumber(sentence: string): boolean {
  const text = sentence.replace(NOT_A_MEASUREMENT, ' ');
  return MEASUREMENT.some((pattern) => pattern.test(text));
}

/** A number as a result states it: "3.57%", "28.4", "0.81"; two sentences sharing one say the same. */
const RESULT_NUMBER = /\d+\.\d+%?|\d+%/g;

/** The result numbers `text` states ("3.57%", "41.8"). */
export function resultNumbersIn(text: string): string[] {
  return text.match(RESULT_NUMBER) ?? [];
}
