/** How far a transcript is from the text that was spoken, to compare voices' intelligibility. */

function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z' ]+/g, ' ')
      .split(/\s+/)
      // A quotation mark is no part of the word it stands against ("'quality agenda'").
      .map((word) => word.replace(/^'+|'+$/g, ''))
      .filter((word) => word !== '')
  );
}

/**
 * Word-level edit distance (substitutions, insertions, deletions) divided by the reference's word
 * count, as a percentage. Case and punctuation are ignored.
 * @example wordErrorRate('the cat sat', 'the cat sat down') // 33.33…
 * @internal
 */
export function wordErrorRate(reference: string, transcript: string): number {
  const ref = words(reference);
  const hyp = words(transcript);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return ref.length === 0 ? 0 : (100 * (previous[hyp.length] ?? 0)) / ref.length;
}
