import type { PaperDocument } from '../document.js';
import { splitSentences } from '../text/index.js';

/** Words a letter can follow without being named by them ("of S", "and D", "set S" in "Let S be a set"). */
const NOT_A_NOUN = new Set(
  `and or of to in on at by for from with than that which where when while if as is are was were be been being
the a an its their our set sets let some each every any all both either`.split(/\s+/),
);

/** A letter the paper's prose uses this often, bare, is a name it uses throughout. */
const NAME_USES = 3;

/**
 * Letters the paper uses as names for parts of its model ("a generative model G", "a discriminative
 * model D"): introduced after a noun in the abstract, which is written for readers who skip the
 * formulas, and written bare in several sentences of the text. Such a letter is a name, like
 * "ResNet", not a formula; a letter only a definition in the body introduces ("Let S be a set") is
 * mathematics, and so is a Greek capital, which names a quantity ("the cosmological constant Λ").
 */
export function letterNames(document: PaperDocument): ReadonlySet<string> {
  const introduced = new Set(
    [...document.abstract.matchAll(/\b(\p{Ll}{3,})\s+([A-Z])(?![\p{L}\p{N}(_'’])/gu)]
      .filter((match) => !NOT_A_NOUN.has(match[1] ?? '') && match[2] !== 'A' && match[2] !== 'I')
      .map((match) => match[2] ?? ''),
  );
  if (introduced.size === 0) return introduced;
  const sentences = document.sections.flatMap((section) => splitSentences(section.text, document.language));
  return new Set(
    [...introduced].filter((letter) => {
      const bare = new RegExp(`(?<![\\p{L}\\p{N}])${letter}(?![\\p{L}\\p{N}(_])`, 'u');
      return sentences.filter((sentence) => bare.test(sentence)).length >= NAME_USES;
    }),
  );
}
