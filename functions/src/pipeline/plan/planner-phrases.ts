import { usesCjkScript } from '../text/index.js';
import type { SlideRole } from './slide-role.js';

/** The words the extractive planner adds around the paper's own sentences, in one language. */
export interface PlannerPhrases {
  /** Slide titles when no section heading says it better. */
  titles: Record<Exclude<SlideRole, 'opening'>, string>;
  /** The title of a results slide that states a mathematics paper's main theorem. */
  mainTheorem: string;
  /**
   * First line of the talk; `author` is the first author ('' when unknown), `noun` what the talk
   * calls the document ("paper", "thesis", or the kind its title names: "guide", "manual").
   */
  opening(title: string, author: string, coauthors: boolean, noun: string): string;
  /** First line of every other slide. */
  leadIns: Record<Exclude<SlideRole, 'opening'>, string>;
  /** Put before the first sentence of a slide, e.g. "The key result is that ". */
  firstSentence: Partial<Record<SlideRole, string>>;
  /** Put before later sentences, in turn; '' leaves a sentence as it is. */
  connectives: readonly string[];
  /** Put before the last sentence of the talk. */
  finally: string;
  /** Script length: at least `min` when the paper allows, aiming at `target`, never over `max`. */
  length: { min: number; target: number; max: number };
}

/**
 * "the paper X"; a title that names its own kind as it stands ("the btt User Guide", "A Primer on
 * X"), unless only its subtitle does ("the guide Stochastic simulations with DYNARE. A practical guide").
 */
function namedKind(title: string, noun: string): string {
  if (noun === 'paper' || noun === 'thesis') return `the ${noun} ${title}`;
  if (/^(?:a|an|the)\s/i.test(title)) return title;
  const main = title.split(/:\s|\.\s/)[0] ?? title;
  return new RegExp(`\\b${noun}\\b`, 'i').test(main) ? `the ${title}` : `the ${noun} ${title}`;
}

const ENGLISH: PlannerPhrases = {
  titles: {
    problem: 'The Problem',
    approach: 'The Approach',
    details: 'How It Works',
    results: 'Key Results',
    'more-results': 'More Results',
    analysis: 'Further Findings',
    conclusion: 'Conclusions',
    'results-and-conclusion': 'Results and Takeaways',
  },
  mainTheorem: 'The Main Theorem',
  opening: (title, author, coauthors, noun) =>
    `This talk presents ${namedKind(title, noun)}${author === '' ? '' : `, by ${author}${coauthors ? ' and colleagues' : ''}`}.`,
  leadIns: {
    problem: 'First, what problem does the paper tackle?',
    approach: "Next, let's look at the approach.",
    details: "Let's look at how it works in more detail.",
    results: 'Now to the results.',
    'more-results': 'There is more in the experiments.',
    analysis: 'Beyond the headline numbers, there are further findings.',
    conclusion: 'To conclude, here are the takeaways.',
    'results-and-conclusion': 'Finally, the results and the takeaway.',
  },
  firstSentence: { results: 'The key result is that ', 'results-and-conclusion': 'The key result is that ' },
  connectives: ['', 'In addition, ', '', 'Also, '],
  finally: 'Finally, ',
  length: { min: 70, target: 100, max: 140 },
};

const CHINESE: PlannerPhrases = {
  titles: {
    problem: '研究问题',
    approach: '研究方法',
    details: '方法细节',
    results: '主要结果',
    'more-results': '更多结果',
    analysis: '分析与讨论',
    conclusion: '结论',
    'results-and-conclusion': '结果与结论',
  },
  mainTheorem: '主要定理',
  opening: (title, author, coauthors, noun) =>
    `本报告介绍${noun === 'thesis' ? '学位论文' : noun === 'paper' ? '论文' : '文档'}《${title}》${author === '' ? '' : `，作者是${author}${coauthors ? '等' : ''}`}。`,
  leadIns: {
    problem: '这篇论文要解决什么问题？',
    approach: '接下来介绍论文提出的方法。',
    details: '下面进一步介绍方法的细节。',
    results: '下面来看实验结果。',
    'more-results': '实验还有更多发现。',
    analysis: '进一步的分析给出了以下结论。',
    conclusion: '最后做一个总结。',
    'results-and-conclusion': '最后来看结果和结论。',
  },
  firstSentence: { results: '主要结果是：', 'results-and-conclusion': '主要结果是：' },
  connectives: ['', '此外，', '', '同时，'],
  finally: '总之，',
  length: { min: 150, target: 210, max: 300 },
};

/**
 * The phrases for a paper's language: Chinese for Chinese papers; English for every other language,
 * around sentences that stay in the paper's own language (measured in characters when the
 * language is written without spaces, as Japanese is).
 */
export function plannerPhrases(language: string): PlannerPhrases {
  if (language.toLowerCase().split(/[-_]/)[0] === 'zh') return CHINESE;
  return usesCjkScript(language) ? { ...ENGLISH, length: CHINESE.length } : ENGLISH;
}
