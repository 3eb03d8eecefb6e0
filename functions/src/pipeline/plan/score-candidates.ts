import type { PaperDocument } from '../document.js';
import { termsOf } from '../text/index.js';
import type { Candidate } from './candidate.js';
import { createTfIdfVectorizer } from './tf-idf-vectorizer.js';

/** Phrases with which authors announce what matters. */
const CUES =
  /\b(?:we (?:propose|present|introduce|show|find|found|demonstrate|report|develop|conclude)|this (?:paper|study|work)|in this (?:paper|work|study)|our (?:results|findings|approach|method|model|analysis)|results (?:show|indicate|suggest|demonstrate|reveal)|outperform|achiev|improv|significant|state[- ]of[- ]the[- ]art|novel|conclude|suggest that|reveal|key|main|important)|本文|提出|结果表明|实验表明|研究表明|显著|优于|提高|降低|有效|实现了|验证了/i;
/** Phrases that mark asides and technicalities rather than the paper's message. */
const ASIDES =
  /\b(?:note that|for simplicity|we omit|without loss of generality|we refer|in the following|as follows|for brevity|for completeness)\b/i;

/**
 * Scores every candidate as an extractive summariser would: TF-IDF centrality within its section
 * (how much it shares with its neighbours), relevance to the title and abstract, earliness in its
 * section, and cue phrases. Deterministic: the same paper always gets the same scores.
 */
export function scoreCandidates(candidates: readonly Candidate[], document: PaperDocument): Candidate[] {
  const vectorizer = createTfIdfVectorizer(candidates.map((c) => c.terms));
  const vectors = candidates.map((c) => vectorizer.vector(c.terms));
  const gist = vectorizer.vector(
    termsOf(`${document.title} ${document.title} ${document.abstract}`, document.language),
  );
  const groups = new Map<number, number[]>();
  candidates.forEach((c, i) => groups.set(c.sectionIndex, [...(groups.get(c.sectionIndex) ?? []), i]));
  const centrality = new Array<number>(candidates.length).fill(0);
  for (const members of groups.values()) {
    for (const i of members) {
      let sum = 0;
      for (const j of members)
        if (i !== j) sum += vectorizer.similarity(vectors[i] ?? new Map(), vectors[j] ?? new Map());
      centrality[i] = members.length > 1 ? sum / (members.length - 1) : 0;
    }
    const top = Math.max(...members.map((i) => centrality[i] ?? 0));
    if (top > 0) for (const i of members) centrality[i] = (centrality[i] ?? 0) / top;
  }
  return candidates.map((c, i) => {
    const relevance = vectorizer.similarity(vectors[i] ?? new Map(), gist);
    const score =
      0.35 * (centrality[i] ?? 0) +
      0.4 * relevance +
      0.15 * (1 - c.position) +
      (CUES.test(c.text) ? 0.15 : 0) -
      (ASIDES.test(c.text) ? 0.2 : 0) +
      (c.fromAbstract ? 0.1 : 0);
    return { ...c, score };
  });
}
