import { describe, it, expect } from 'vitest';
import type { Candidate } from './candidate.js';
import { plannerPhrases } from './planner-phrases.js';
import { slideTitle } from './slide-title.js';

function sentence(text: string, order: number, sectionTitle = 'Model Architecture'): Candidate {
  return {
    order,
    text,
    role: 'method',
    sectionTitle,
    sectionIndex: 2,
    position: 0,
    fromAbstract: false,
    terms: [],
    hasNumber: false,
    score: 0,
  };
}

const english = plannerPhrases('en');
const context = { methodName: 'the Transformer', rarity: () => 1, topic: '' };

describe('slideTitle', () => {
  const resultsTitle = (text: string): string =>
    slideTitle('results', [sentence(text, 1, 'Results')], 'T', english, 'en', new Set(), context);

  it('titles a results slide by its headline number and benchmark', () => {
    expect(
      resultsTitle('Our model achieves 28.4 BLEU on the WMT 2014 English-to-German translation task.'),
    ).toBe('Results: 28.4 BLEU on WMT 2014 English-to-German');
  });

  it('takes no number that only picks out a group for the headline', () => {
    expect(
      resultsTitle(
        'Sunny stands with less than 40% canopy overstorey show a significantly higher density of tree pipits.',
      ),
    ).not.toMatch(/40%/);
  });

  it('titles a results slide by the result, not by the margin it wins by', () => {
    const titleOf = (text: string): string =>
      slideTitle('results', [sentence(text, 1, 'Results')], 'T', english, 'en', new Set(), context);
    expect(
      titleOf(
        'On the WMT 2014 English-to-German translation task, the big model outperforms the best previously reported models by more than 2.0 BLEU, establishing a new state-of-the-art BLEU score of 28.4.',
      ),
    ).toBe('Results: 28.4 BLEU on WMT 2014 English-to-German');
    expect(
      titleOf(
        'On the CIFAR-10 test set, our network lowers the error by about 2% points, reaching 3.5% error.',
      ),
    ).toBe('Results: 3.5% error on CIFAR-10');
    // Without the result itself, the margin is the headline.
    expect(titleOf('On ImageNet, our network outperforms the baseline by 4.1 points.')).toBe(
      'Results: 4.1 points on ImageNet',
    );
    // An interval's level is no finding.
    expect(titleOf('The function will show group means with 95% confidence boundaries.')).not.toMatch(/95%/);
    // A number whose unit is followed by a preposition is cut before what it measures.
    expect(titleOf('The plot evaluates the derivatives at 11 points along each axis.')).not.toMatch(/along$/);
  });

  it('puts the method name on the approach slide', () => {
    const sentences = [
      sentence(
        'Multi-head attention allows the model to attend to information from different positions.',
        1,
        'Attention',
      ),
      sentence('We use multi-head attention in three different ways in the decoder.', 2, 'Attention'),
    ];
    expect(slideTitle('approach', sentences, 'T', english, 'en', new Set(), context)).toBe(
      'The Transformer: multi-head attention',
    );
  });

  it('never titles a slide by a heading that breaks off, nor by a phrase of instructions or pointers', () => {
    const plain = { ...context, methodName: '' };
    const approach = (heading: string, ...texts: string[]): string =>
      slideTitle(
        'approach',
        texts.map((text, i) => sentence(text, i, heading)),
        'T',
        english,
        'en',
        new Set(),
        plain,
      );
    // The words of a formula taken for a heading.
    expect(
      approach(
        'I ll is',
        'The volume fraction profile describes the adsorbed layer.',
        'The volume fraction profile is normalised by the adsorbed amount.',
      ),
    ).toBe('Approach: volume fraction profile');
    const title = approach(
      'Examples',
      'Make sure you understand the meaning of each parameter, see Fig. 2.',
      'Make sure you read the output, see Fig. 3.',
      'The default values correspond to the atoms inside the unit cell.',
      'The default values correspond to the camera settings.',
    );
    expect(title).not.toMatch(/make sure|see Fig|correspond|inside/i);
  });

  it('never titles a slide by an announcement ("SNN: we propose")', () => {
    const sentences = [
      sentence(
        'We propose self-normalizing neural networks to enable high-level abstract representations.',
        1,
        'Introduction',
      ),
      sentence('We propose a new activation function for these networks.', 2, 'Introduction'),
    ];
    const title = slideTitle('approach', sentences, 'T', english, 'en', new Set(), {
      ...context,
      methodName: 'SNN',
    });
    expect(title).not.toMatch(/we propose/i);
    expect(title.startsWith('SNN: ')).toBe(true);
  });

  it('titles a results slide by a headline whose noun is a metric, not by an adjective', () => {
    const wer = slideTitle(
      'results',
      [sentence('The network achieves 3.57% WER on test-clean.', 1, 'Results')],
      'T',
      english,
      'en',
      new Set(),
      context,
    );
    expect(wer).toBe('Results: 3.57% WER');
    const relative = slideTitle(
      'results',
      [sentence('We obtain a 28% relative improvement on the COCO dataset.', 1, 'Results')],
      'T',
      english,
      'en',
      new Set(),
      context,
    );
    expect(relative).toBe('Results for the Transformer');
  });

  it('names what is wrong on the problem slide, in at most eight words', () => {
    const sentences = [
      sentence('Recurrent models process the symbols one position at a time.', 1, 'Introduction'),
      sentence(
        'This sequential computation precludes parallelization within training examples.',
        2,
        'Introduction',
      ),
      sentence('The fundamental constraint of sequential computation, however, remains.', 3, 'Introduction'),
    ];
    const title = slideTitle('problem', sentences, 'T', english, 'en', new Set(), context);
    expect(title).toBe('The problem: sequential computation');
    expect(title.split(' ').length).toBeLessThanOrEqual(8);
  });

  it('names results and closing slides without a headline by the method, or a short paper title', () => {
    const plain = [sentence('The samples look plausible to human raters.', 1, 'Experiments')];
    expect(slideTitle('results', plain, 'T', english, 'en', new Set(), context)).toBe(
      'Results for the Transformer',
    );
    expect(slideTitle('conclusion', plain, 'T', english, 'en', new Set(), context)).toBe(
      'Takeaways on the Transformer',
    );
    const noName = { methodName: '', rarity: () => 1, topic: '' };
    expect(
      slideTitle('conclusion', plain, 'Generative Adversarial Nets', english, 'en', new Set(), noName),
    ).toBe('Takeaways on Generative Adversarial Nets');
    expect(
      slideTitle(
        'conclusion',
        plain,
        'A Long Title About Many Different Things',
        english,
        'en',
        new Set(),
        noName,
      ),
    ).toBe('Conclusions');
    // An introduction to something is about that thing.
    expect(slideTitle('conclusion', plain, 'Introduction to actuar', english, 'en', new Set(), noName)).toBe(
      'Takeaways on actuar',
    );
    expect(
      slideTitle(
        'conclusion',
        plain,
        'A Gentle Introduction to Rasch Trees',
        english,
        'en',
        new Set(),
        noName,
      ),
    ).toBe('Takeaways on Rasch Trees');
    // A long title still names its topic when the paper repeats a phrase of it.
    const topic = { ...noName, topic: 'heat stress' };
    const long =
      'Comparative physiological and metabolomics analysis of wheat following post-anthesis heat stress';
    expect(slideTitle('results', plain, long, english, 'en', new Set(), topic)).toBe(
      'Results for heat stress',
    );
    expect(slideTitle('conclusion', plain, long, english, 'en', new Set(), topic)).toBe(
      'Takeaways on heat stress',
    );
    expect(slideTitle('problem', plain, long, english, 'en', new Set(), topic)).toBe(
      'The problem behind heat stress',
    );
    // Without a topic, a side of a title's colon or a long title's object names the talk.
    const title = (paperTitle: string): string =>
      slideTitle('results', plain, paperTitle, english, 'en', new Set(), noName);
    expect(title('Drawing Phylogenies in R: Basic and Advanced Features With ape')).toBe(
      'Results for Drawing Phylogenies in R',
    );
    expect(title('Vegan: ecological diversity')).toBe('Results for ecological diversity');
    expect(title('Stochastic simulations with DYNARE. A practical guide')).toBe(
      'Results for Stochastic simulations with DYNARE',
    );
    // The read stage writes a title in capitals in title case; what stays in capitals is an acronym.
    expect(title('CVS II: Parallelizing Software Development')).toBe('Results for CVS II');
    expect(
      title('Simulations for Sharpening Wald-type Inference in Robust Regression for Small Samples'),
    ).toBe('Results for Robust Regression');
    expect(title('Diagrams and Procedures for Partition of Variation')).toBe(
      'Results for Partition of Variation',
    );
    expect(title('Concordance')).toBe('Results for Concordance');
    expect(title('Introduction')).toBe('Key Results');
    // A title's aside names nothing; a title of what it is for names what the purpose's verb takes.
    expect(title('The Biostrings 2 classes (work in progress)')).toBe('Results for the Biostrings 2 classes');
    expect(title('Using R to score personality scales')).toBe('Results for personality scales');
    expect(title('Integrating Asymptote and TeXShop for Mac OS X')).toBe('Results for Asymptote and TeXShop');
    expect(title('Using the Columbus extension to Velvet')).toBe('Results for the Columbus extension');
    expect(title('Using XFig')).toBe('Results for XFig');
    expect(title('Using FAUST with ROS')).toBe('Results for FAUST');
    expect(title('Reducing the Dimensionality of Data with Neural Networks')).toBe(
      'Results for the Dimensionality of Data',
    );
    expect(title('Enumeration and Simulation of Random Tree Topologies')).toBe(
      'Results for Random Tree Topologies',
    );
  });

  it('names the part of a talk in another language after a short title', () => {
    const french = plannerPhrases('fr');
    const said = [sentence('Les matrices sont dessinées avec des nœuds.', 1, 'Introduction')];
    expect(slideTitle('conclusion', said, 'L’extension nicematrix', french, 'fr', new Set(), context)).toBe(
      'Conclusions : L’extension nicematrix',
    );
    expect(
      slideTitle(
        'conclusion',
        said,
        'Une très longue étude des matrices de tous les genres',
        french,
        'fr',
        new Set(),
        context,
      ),
    ).toBe('Conclusions');
  });

  it('keeps the paper title on the opening slide and Chinese titles in Chinese', () => {
    expect(slideTitle('opening', [], 'Attention Is All You Need', english, 'en', new Set(), context)).toBe(
      'Attention Is All You Need',
    );
    expect(
      slideTitle(
        'results',
        [sentence('转发吞吐量提高了35%。', 1, '实验')],
        '题目',
        plannerPhrases('zh'),
        'zh',
        new Set(),
        context,
      ),
    ).toBe('主要结果');
  });

  it('titles by what a slide says, not by a share of people or an infinitive', () => {
    const share = slideTitle(
      'results',
      [sentence('In total, 59% of the respondents rated their satisfaction as very good.', 1, 'Results')],
      'Understanding the barriers to quality improvement',
      english,
      'en',
      new Set(),
      { methodName: '', rarity: () => 1, topic: 'quality improvement' },
    );
    expect(share).toBe('Results for quality improvement');
    const approach = slideTitle(
      'approach',
      [
        sentence(
          'We introduce self-normalizing networks to enable high-level abstract representations.',
          1,
          'X',
        ),
        sentence('Self-normalizing networks keep high-level abstract representations stable.', 2, 'X'),
        sentence('Networks that enable high-level abstract reasoning are rare.', 3, 'X'),
      ],
      'Self-Normalizing Neural Networks',
      english,
      'en',
      new Set(),
      { methodName: 'SNN', rarity: () => 1, topic: '' },
    );
    expect(approach).not.toMatch(/enable/);
  });

  it('does not title the problem slide by the word its title already says', () => {
    const title = slideTitle(
      'problem',
      [
        sentence('With respect to the overfitting problem Mingers notes that the algorithm fails.', 1, 'X'),
        sentence('The overfitting problem Mingers notes is hard to avoid without a stopping rule.', 2, 'X'),
      ],
      'ctree: Conditional Inference Trees',
      english,
      'en',
      new Set(),
      { methodName: 'ctree', rarity: () => 1, topic: '' },
    );
    expect(title).toBe('The problem behind ctree');
  });

  it('does not title a slide by a name and the verb that reports what it says', () => {
    const title = slideTitle(
      'problem',
      [
        sentence('Rost argues that there is a lack of user-friendly software for Rasch models.', 1, 'X'),
        sentence('As Rost argues, fitting these models by hand is a difficult task.', 2, 'X'),
      ],
      'Extended Rasch Modeling: The R Package eRm',
      english,
      'en',
      new Set(),
      { methodName: 'eRm', rarity: () => 1, topic: '' },
    );
    expect(title).not.toMatch(/rost argues/i);
  });

  it('keeps the case of a method name written in lower case', () => {
    const title = slideTitle(
      'approach',
      [
        sentence('The algorithm embeds recursive binary partitioning into permutation tests.', 1, 'X'),
        sentence('Recursive binary partitioning stops when no test is significant.', 2, 'X'),
      ],
      'ctree: Conditional Inference Trees',
      english,
      'en',
      new Set(),
      { methodName: 'ctree', rarity: () => 1, topic: '' },
    );
    expect(title).toBe('ctree: recursive binary partitioning');
  });

  it("titles the problem slide by the problem, not by the paper's answer to it", () => {
    const title = slideTitle(
      'problem',
      [
        sentence(
          'This paper presents a novel method for training RNNs, thereby solving both problems.',
          1,
          'X',
        ),
        sentence('Labelling unsegmented sequence data is a ubiquitous problem in sequence learning.', 2, 'X'),
        sentence('Unsegmented sequence data is hard to label with training RNNs alone.', 3, 'X'),
      ],
      'Connectionist Temporal Classification',
      english,
      'en',
      new Set(),
      { methodName: 'CTC', rarity: () => 1, topic: '' },
    );
    expect(title).toMatch(/^The problem: .*unsegmented sequence/);
  });

  it('never titles a slide by a verb phrase', () => {
    const title = slideTitle(
      'analysis',
      [
        sentence('This study identified profound deficiencies in the staffing of the department.', 1, 'X'),
        sentence('The review identified profound deficiencies in the patient records of the wards.', 2, 'X'),
        sentence('Staffing of the department fell short of the national norms for wards.', 3, 'X'),
      ],
      'Barriers to quality improvement',
      english,
      'en',
      new Set(),
      { methodName: '', rarity: () => 1, topic: '' },
    );
    expect(title).not.toMatch(/identified/);
  });

  it.each([
    [
      'a verb after its subject',
      'We adopt Faster R-CNN as the detection method for all of the experiments.',
      'For detection we adopt Faster R-CNN with the deeper residual features.',
      /adopt/,
    ],
    [
      'a verb after "known to"',
      'High temperature stress is known to cause adverse effects on grain filling.',
      'Heat is known to cause adverse effects on the membranes of the leaf.',
      /cause/,
    ],
    [
      'a verb after its plural subject',
      'Convolutional networks avoid computational difficulties of probabilistic inference.',
      'Such networks avoid computational difficulties that arise in learning.',
      /avoid/,
    ],
    [
      'a past verb at its end',
      'Each pot contained three plants grown under the same temperature regime.',
      'The pot contained soil mixed with fertiliser before the temperature treatment.',
      /contained/,
    ],
    [
      'an adverb',
      'SNNs significantly outperform all competing methods on the benchmark.',
      'On every dataset SNNs significantly outperform the batch-normalized networks.',
      /significantly/,
    ],
    [
      'a quotation that opens inside it',
      'Shortcomings appeared in the registers under heading ‘registered diagnosis to the OPD’.',
      'The registers under heading ‘registered diagnosis’ were often left empty.',
      /heading/,
    ],
    [
      'words that name a problem in general',
      'We demonstrate this approach on the challenging problem of natural image denoising.',
      'Denoising remains a challenging problem for natural images with unknown noise.',
      /challenging problem/,
    ],
    [
      'a singular noun and its verb',
      'The 34-layer plain net achieves competitive accuracy, suggesting that the solver works to some extent.',
      'We argue that the solver works on deep plain nets, although they converge slowly.',
      /solver works/,
    ],
    [
      'a verb before its object',
      'The integrative and systematic review presents its potentials and also its limitations.',
      'Every systematic review presents its limitations to the reader of the review.',
      /presents/,
    ],
    [
      'a participle that works as a preposition',
      'The review gathers the available evidence pertaining to a research question.',
      'Only the available evidence pertaining to the topic enters the review, comprising distinct investigation aims.',
      /pertaining|comprising/,
    ],
    [
      'a plural subject, its verb and an adjective without its complement',
      'Across both years the genotypes showed similar trends in grain number per spike.',
      'Under heat stress the genotypes showed similar declines in kernel weight.',
      /showed|similar$/,
    ],
    [
      'a subject and its verb',
      'Two-dimensional projections look crowded when there are many sites, and deSolve includes integrators.',
      'Here the two-dimensional projections look very different, since deSolve includes integrators.',
      /\blook$|includes/,
    ],
    [
      'an -ing subject and its verb',
      'Functions that use parallel processing depend on the number of cores of the machine.',
      'How fast the results come back with parallel processing depend on the cluster of cores.',
      /processing depend/,
    ],
    [
      'words that name research in general',
      'Mixed models are an active area of research, and their fitting is a research challenge.',
      'Fitting mixed models remains an active area and a research challenge for software.',
      /active area|research challenge/,
    ],
    [
      'a verb after a modal',
      'The macOS can offer additional challenges, as toolchain elements come from several places.',
      'Windows can offer additional challenges, since the compilers differ from those on Linux.',
      /offer/,
    ],
    [
      'a plural noun and the participle that picks some of them out',
      'Rcpp lowers the barrier for programmers wanting to combine C++ code with R.',
      'It serves programmers wanting a consistent interface to the objects of R.',
      /wanting/,
    ],
    [
      'a participle before its object',
      'Argument family is a character string naming the family of the response.',
      'A character string naming the link function may be given instead.',
      /naming/,
    ],
    [
      'a subject and its verb in -s before an adjective',
      'The upper diagram represents sequential events such as repeated infections.',
      'Each diagram represents sequential states that a subject may pass through.',
      /represents/,
    ],
    [
      'a symbol with its index',
      'The terms sₖ symbolize optional smooth functions of the covariates.',
      'Here sₖ symbolize the smooth terms fitted by splines.',
      /sₖ/,
    ],
    [
      'words that only rank a problem',
      'Rcpp needs a compiler, which brings additional challenges on some systems.',
      'On Windows the additional challenges come from the compilers of the toolchain.',
      /additional challenges/,
    ],
    [
      'a plural subject and its verb that is never a noun',
      'Some functions described in the Overview Vignette require other packages to be installed.',
      'The examples in the Overview Vignette require the data sets of the package.',
      /require$/,
    ],
    [
      'a conjunction',
      'This is of interest because empirical count data sets typically exhibit overdispersion.',
      'Hurdle models are needed because empirical count data often have excess zeros.',
      /because/,
    ],
  ])('never titles a slide by %s', (_, first, second, unwanted) => {
    const title = slideTitle(
      'analysis',
      [sentence(first, 1, 'X'), sentence(second, 2, 'X')],
      'A paper',
      english,
      'en',
      new Set(),
      { methodName: '', rarity: () => 1, topic: '' },
    );
    expect(title).not.toMatch(unwanted);
  });

  it('titles a results slide by no number cut before what happened', () => {
    const title = slideTitle(
      'more-results',
      [
        sentence(
          'In a similar study, kernel weight was decreased by 85% when heat stress began early.',
          1,
          'Results',
        ),
      ],
      'A paper',
      english,
      'en',
      new Set(),
      { methodName: '', rarity: () => 1, topic: 'heat stress' },
    );
    expect(title).not.toMatch(/85% when/);
  });
});
