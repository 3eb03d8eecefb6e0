/** A sparse term-weight vector of unit length. */
export type TermVector = ReadonlyMap<string, number>;

export interface TfIdfVectorizer {
  /** The unit-length TF-IDF vector of a bag of terms, weighted by the corpus it was built from. */
  vector(terms: readonly string[]): TermVector;
  /** Cosine similarity of two vectors from {@link TfIdfVectorizer.vector}: 0 (nothing shared) to 1. */
  similarity(a: TermVector, b: TermVector): number;
}

/**
 * Builds a TF-IDF weighting from a corpus of term bags (one per sentence, caption, …): terms that
 * occur everywhere weigh little, rare shared terms weigh a lot.
 */
export function createTfIdfVectorizer(corpus: readonly (readonly string[])[]): TfIdfVectorizer {
  const documentFrequency = new Map<string, number>();
  for (const terms of corpus) {
    for (const term of new Set(terms)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const size = Math.max(1, corpus.length);
  return {
    vector(terms) {
      const counts = new Map<string, number>();
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      const weights = new Map<string, number>();
      let norm = 0;
      for (const [term, count] of counts) {
        const weight = (1 + Math.log(count)) * Math.log(1 + size / (documentFrequency.get(term) ?? 1));
        weights.set(term, weight);
        norm += weight * weight;
      }
      norm = Math.sqrt(norm);
      if (norm > 0) for (const [term, weight] of weights) weights.set(term, weight / norm);
      return weights;
    },
    similarity(a, b) {
      const [small, large] = a.size <= b.size ? [a, b] : [b, a];
      let dot = 0;
      for (const [term, weight] of small) dot += weight * (large.get(term) ?? 0);
      return dot;
    },
  };
}
