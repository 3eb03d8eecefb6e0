/**
 * A word broken across a line and joined with a space by extraction: "trans- former",
 * "Berkeley- Parser". Not a suspended hyphen: "first- and second-order", "pre- or post-".
 */
const BROKEN = /(\p{L}{2,})- (?!(?:and|or|to|nor|as|versus|vs)\b)(\p{L}{2,})/gu;

/**
 * Joins words that line-breaking split with a hyphen and a space.
 * @example repairHyphenation('a trans- former model') // 'a transformer model'
 */
export function repairHyphenation(text: string): string {
  return text.replace(BROKEN, '$1$2');
}
