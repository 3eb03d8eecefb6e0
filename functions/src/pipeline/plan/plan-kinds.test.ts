import { describe, it, expect } from 'vitest';
import type { PaperDocument } from '../document.js';
import { classifySections } from './classify-sections.js';
import { frameTalk } from './frame-talk.js';
import { planSlides } from './index.js';
import { inWords, mainTheorem } from './main-theorem.js';
import { documentedName, documentNoun, isThesis } from './document-kind.js';
import { plannerPhrases } from './planner-phrases.js';

function document(
  partial: Partial<PaperDocument> & Pick<PaperDocument, 'title' | 'sections'>,
): PaperDocument {
  return {
    authors: ['Ada Lovelace', 'Alan Turing'],
    abstract: '',
    language: 'en',
    references: [],
    figures: [],
    pageCount: 12,
    pagesRead: 12,
    warnings: [],
    ...partial,
  };
}

/** A mathematics paper: its result is a theorem, stated in symbols and reached by combining lemmas. */
const MATHS = document({
  title: 'A short proof that odd groups are solvable',
  abstract:
    'The structure of finite groups of odd order has been studied for more than a century. We give a new and much shorter proof of the odd order theorem using character theory and a counting argument.',
  sections: [
    {
      heading: '1 Introduction',
      text:
        'The classification of finite simple groups rests on a small number of deep structural results. ' +
        'One of the earliest of these results concerns the groups whose order is an odd number. ' +
        'The original proof of this result ran to more than two hundred pages and remains hard to follow. ' +
        'A shorter argument would make the result accessible to a much wider circle of readers. ' +
        'The main difficulty is that the known arguments do not separate the local analysis from the character theory.\n\n' +
        'Our argument replaces the local analysis by a counting argument over conjugacy classes of the group.',
    },
    {
      heading: '1.1 Main results',
      text:
        'Our main result is the following. ' +
        'Theorem 1.2. Let G be a finite group of odd order. Then G is solvable.\n\n' +
        'The theorem was first proved by Feit and Thompson with a very long and intricate argument. ' +
        'Our proof of the theorem is about twenty pages long and uses no classification results. ' +
        'The key new idea is a counting argument that bounds the number of real conjugacy classes. ' +
        'The same counting argument also gives a short proof of a theorem of Burnside on groups of small order.',
    },
    {
      heading: '2 Preliminaries',
      text:
        'We recall the basic facts about irreducible characters of finite groups that the proof relies on. ' +
        'Every character of a finite group is constant on the conjugacy classes of the group. ' +
        'The number of irreducible characters equals the number of conjugacy classes of the group.\n\n' +
        'Lemma 2.1. Every nontrivial irreducible character of a group of odd order takes a value that is not real.\n\n' +
        'The counting argument compares the number of real classes with the number of real characters.',
    },
    {
      heading: '3 Proof of the main theorem',
      text:
        'We argue by induction on the order of the group and consider a minimal counterexample to the theorem. ' +
        'A minimal counterexample is a simple group whose proper subgroups are all solvable. ' +
        'The counting argument shows that such a group has no nontrivial real conjugacy classes at all. ' +
        'Combining Lemmas 11, 37 and 39 yields the following result. ' +
        'The character table of a minimal counterexample therefore has a shape that no simple group can have.',
    },
    {
      heading: '4 Conclusion',
      text:
        'The counting argument gives a proof of the odd order theorem that fits in a few pages. ' +
        'The same argument may extend to groups whose order is divisible by only a few primes. ' +
        'We hope that the shorter proof makes the theorem part of a first course on finite groups.',
    },
  ],
});

/** A thesis: chapters whose sections have topical headings, a single author and a supervisor the reader took for one. */
const THESIS = document({
  title: 'Nitrogen management for smallholder maize in the savanna',
  authors: ['Mary Okafor', 'Samuel Adeyemi'],
  abstract:
    'This thesis studies how smallholder farmers in the savanna can use nitrogen fertiliser more efficiently on maize.',
  pageCount: 162,
  pagesRead: 162,
  sections: [
    {
      heading: 'Chapter 1 Introduction',
      text:
        'Maize is the staple food of most smallholder households in the northern savanna of the country. ' +
        'Smallholder maize yields have stagnated for two decades despite rising fertiliser use on the farms. ' +
        'Poor timing of nitrogen application is a likely reason for the gap between potential and actual yields.',
    },
    {
      heading: '1.1 Why the savanna',
      text:
        'The savanna has a short rainy season, which makes the timing of fertiliser especially important for smallholders. ' +
        'Little is known about how smallholder farmers decide when to apply their nitrogen fertiliser.',
    },
    {
      heading: 'Chapter 2 Literature Review',
      text:
        'Earlier field trials in humid regions found that split nitrogen application raised maize yields considerably. ' +
        'Few of these earlier trials were run on smallholder farms in dry savanna conditions.',
    },
    {
      heading: 'Chapter 3 Methodology',
      text: 'The field work was carried out over three rainy seasons on farms in four savanna districts.',
    },
    {
      heading: '3.1 Study sites',
      text:
        'Forty farms were selected in four districts, with ten farms drawn at random from each district list. ' +
        'Each farm hosted four plots that received the same total nitrogen at different application dates. ' +
        'Soil samples were taken from every plot before planting and analysed for organic carbon and texture.',
    },
    {
      heading: '3.2 Interviews with farmers',
      text:
        'Farmers on every farm were interviewed twice a season about their fertiliser decisions and their labour. ' +
        'The interviews followed a written guide that covered timing, cost and access to the fertiliser market.',
    },
    {
      heading: 'Chapter 4 Results',
      text: 'The results cover grain yield, nitrogen use efficiency and the decisions of the farmers.',
    },
    {
      heading: '4.1 Grain yield under split application',
      text:
        'Splitting the nitrogen into two doses raised grain yield by 23% compared with a single dose at planting. ' +
        'The yield gain was largest on sandy soils, where the single dose lost 41% of its nitrogen to leaching. ' +
        'Nitrogen use efficiency rose from 18 to 29 kilograms of grain per kilogram of nitrogen with the split.',
    },
    {
      heading: '4.2 What farmers decide',
      text:
        'Most farmers applied all of their fertiliser at planting because labour was scarce later in the season. ' +
        'Farmers with access to credit were 35% more likely to split their nitrogen application.',
    },
    {
      heading: 'Chapter 5 Conclusions',
      text:
        'Split nitrogen application is a cheap way for smallholders to raise maize yields in the savanna. ' +
        'Extension services should recommend a second dose of nitrogen at knee height on sandy soils. ' +
        'Credit for labour at mid-season would let many more farmers follow that recommendation.',
    },
    { heading: 'References', text: 'Okafor, M. (2019). Maize in the savanna. Field Crops Research 12, 1–9.' },
  ],
});

describe('mainTheorem', () => {
  it('says the main theorem in words', () => {
    expect(mainTheorem(MATHS)?.text).toBe('Every finite group of odd order is solvable.');
    expect(
      inWords('Let M and N be compact manifolds of the same dimension. Then M and N are cobordant.'),
    ).toBe('If M and N are compact manifolds of the same dimension, then M and N are cobordant.');
    expect(inWords('Suppose that the graph is planar. Then its chromatic number is at most four.')).toBe(
      'If the graph is planar, then its chromatic number is at most four.',
    );
  });

  it('finds none in a statement that is a formula or lost its formula', () => {
    expect(inWords('For all x ∈ X, f(x) ≤ 1.')).toBeUndefined();
    expect(inWords('For G fixed, the optimal discriminator D is.')).toBeUndefined();
    expect(mainTheorem(THESIS)).toBeUndefined();
  });

  it('prefers a theorem to the lemmas that lead to it', () => {
    const lemmaFirst = document({
      title: 'Lemmas first',
      sections: [
        { heading: '1 Lemmas', text: 'Lemma 1.1. Every tree with two vertices is a path.' },
        { heading: '2 Main result', text: 'Theorem 2.1. Every planar graph is four-colourable.' },
      ],
    });
    expect(mainTheorem(lemmaFirst)?.text).toBe('Every planar graph is four-colourable.');
  });
});

describe('planning a mathematics paper', () => {
  it('states the main theorem in words on the results slide, never the lemmas that lead to it', async () => {
    const plan = await planSlides(MATHS, { slideCount: 5 });
    const results = plan[3];
    expect(results?.slide_title).toBe('The Main Theorem');
    expect(results?.voiceover_script).toContain(
      'The key result is that every finite group of odd order is solvable.',
    );
    expect(plan.map((slide) => slide.voiceover_script).join(' ')).not.toContain('the following');
    expect(results?.bullet_points).toContain('Every finite group of odd order is solvable');
    for (const slide of plan)
      expect(`${slide.slide_title} ${slide.bullet_points.join(' ')} ${slide.voiceover_script}`).not.toMatch(
        /Lemmas? \d/,
      );
  });
});

describe('planning a thesis', () => {
  it('knows a thesis by its chapters, and a paper by their absence', () => {
    expect(isThesis(THESIS)).toBe(true);
    expect(isThesis(MATHS)).toBe(false);
  });

  it('calls a thesis a thesis, a manual what its title calls it, and anything else a paper', () => {
    expect(documentNoun(THESIS)).toBe('thesis');
    expect(documentNoun(MATHS)).toBe('paper');
    const titled = (title: string): string => documentNoun({ ...MATHS, title });
    expect(titled('btt User Guide')).toBe('guide');
    expect(titled('Tachyon User’s Guide Under Development')).toBe('guide');
    expect(titled('Belenios specification')).toBe('specification');
    expect(titled('A Primer on Sparse Matrices')).toBe('primer');
    expect(titled('Documentation of Tools for Noise Removal from Pyrosequenced Amplicons')).toBe(
      'documentation',
    );
    // The kind's word naming something else the title is about.
    expect(titled('Manual Annotation of Protein Structures')).toBe('paper');
    expect(titled('Guide RNA Design for CRISPR Screens')).toBe('paper');
    expect(titled('Specification Mining from Execution Traces')).toBe('paper');
  });

  it('names a manual by what it documents, before or after the kind', () => {
    expect(documentedName('Tachyon User’s Guide Under Development')).toBe('Tachyon');
    expect(documentedName('Mongoose User Guide, Version 2.0.4')).toBe('Mongoose');
    expect(documentedName('User Guide for KLU and BTF')).toBe('KLU and BTF');
    expect(documentedName('User Guide for LDL, a concise sparse Cholesky package')).toBe('LDL');
    expect(documentedName('A Tutorial for Minlog, Version 4.0')).toBe('Minlog');
    expect(documentedName('JAGS Version 4.3.1 installation manual')).toBe('JAGS');
    expect(documentedName('JAGS Developers Manual')).toBe('JAGS');
    expect(documentedName('The ExaML v3.0.X Manual')).toBe('ExaML');
    expect(documentedName('The User Guide')).toBe('');
    // An introduction is about what it introduces, a subject of one or two words.
    expect(documentedName('Introduction to actuar')).toBe('actuar');
    expect(documentedName('Getting started with XMDS2')).toBe('XMDS2');
    // What follows the kind is a topic, not a name, unless it ends the title's main part.
    expect(documentedName('A Guide to the Project Management Body of Knowledge')).toBe('');
    expect(documentedName('User Guide')).toBe('');
    expect(documentedName('Deep Residual Learning for Image Recognition')).toBe('');
  });

  it('knows the kinds a title names in the other languages a talk is told in', () => {
    const titled = (title: string): string => documentNoun({ ...MATHS, title });
    expect(titled('GM-Assistant 1.2, guide de l’utilisateur')).toBe('guide');
    expect(titled('Manual de referencia del lenguaje')).toBe('manual');
    expect(titled('Leitfaden für Einsteiger')).toBe('leitfaden');
    expect(plannerPhrases('fr').document('guide')).toBe('le document');
    expect(plannerPhrases('es').document('paper')).toBe('el artículo');
  });

  it('asks what problem the document tackles, by what it is, in its own language', () => {
    const ask = (language: string, noun: string): string =>
      plannerPhrases(language).leadIns.problem.replace('{document}', plannerPhrases(language).document(noun));
    expect(ask('en', 'guide')).toBe('First, what problem does the guide tackle?');
    expect(ask('zh', 'guide')).toBe('这篇文档要解决什么问题？');
    expect(ask('zh', 'thesis')).toBe('这篇学位论文要解决什么问题？');
    expect(ask('de', 'thesis')).toBe('Zunächst: Welches Problem behandelt die Dissertation?');
    expect(ask('ja', 'paper')).toBe('まず、この論文が取り組む問題を見ていきます。');
    // A language without its own phrases is told in English.
    expect(ask('ru', 'paper')).toBe('First, what problem does the paper tackle?');
  });

  it('opens without quotation marks when the read stage found no title', () => {
    expect(plannerPhrases('de').opening('', '', false, 'paper')).toBe(
      'Thema dieses Vortrags ist der Artikel.',
    );
    expect(plannerPhrases('es').opening('Riego', 'Ana Ruiz', true, 'paper')).toBe(
      'Esta charla presenta el artículo «Riego», de Ana Ruiz y colaboradores.',
    );
  });

  it('opens on what the document is: the paper, the thesis, or the kind a title names', () => {
    expect(plannerPhrases('en').opening('Adam: A Method', 'D. Kingma', true, 'paper')).toBe(
      'This talk presents the paper Adam: A Method, by D. Kingma and colleagues.',
    );
    expect(plannerPhrases('en').opening('btt User Guide', '', false, 'guide')).toBe(
      'This talk presents the btt User Guide.',
    );
    expect(plannerPhrases('en').opening('A Faust Tutorial', '', false, 'tutorial')).toBe(
      'This talk presents A Faust Tutorial.',
    );
    expect(
      plannerPhrases('en').opening(
        'Stochastic simulations with DYNARE. A practical guide',
        '',
        false,
        'guide',
      ),
    ).toBe('This talk presents the guide Stochastic simulations with DYNARE. A practical guide.');
  });

  it('gives a chapter’s sections the chapter’s role', () => {
    expect(classifySections(THESIS.sections).map((s) => s.role)).toEqual([
      'intro',
      'intro',
      'related',
      'method',
      'method',
      'method',
      'results',
      'results',
      'results',
      'conclusion',
      'skip',
    ]);
  });

  it('tells the chapters’ story: problem, method, results and conclusion each from its chapter', async () => {
    const plan = await planSlides(THESIS, { slideCount: 5 });
    const [, problem, method, results, conclusion] = plan.map((slide) => slide.voiceover_script);
    expect(problem).toMatch(/stagnated|Little is known/);
    expect(problem).not.toMatch(/\d+%/);
    expect(method).toMatch(/Forty farms|four plots|interviewed twice/);
    expect(results).toMatch(/23%|41%|35%/);
    expect(conclusion).toMatch(/Extension services should recommend|cheap way/);
    expect(conclusion).not.toMatch(/Forty farms/);
  });

  it('names its single author, never "and colleagues"', async () => {
    const plan = await planSlides(THESIS, { slideCount: 5 });
    expect(plan[0]?.voiceover_script).toMatch(/^This talk presents the thesis .*, by Mary Okafor\./);
    expect(plan.map((slide) => slide.voiceover_script).join(' ')).not.toContain('colleagues');
    expect(frameTalk(plan, THESIS)[0]?.bullet_points[0]).toBe('M. Okafor');
  });
});
