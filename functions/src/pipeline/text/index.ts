/** Text helpers for prose: what the plan and speech stages do to a paper's sentences. */
export { closesOnCitedWork, splitCitations, stripCitations } from './strip-citations.js';
export type { SplitCitations } from './strip-citations.js';
export { toSpokenText } from './to-spoken-text.js';
export { repairHyphenation } from './repair-hyphenation.js';
export { splitSentences } from './split-sentences.js';
export { countWords } from './count-words.js';
export { termsOf } from './terms-of.js';
export { usesCjkScript } from './uses-cjk-script.js';
export { spokenLanguage } from './spoken-language.js';
export { isBalanced } from './is-balanced.js';
export { LEGAL_NOTICE } from './legal-notice.js';
