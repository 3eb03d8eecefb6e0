import { describe, expect, it } from 'vitest';
import type { Candidate } from './candidate.js';
import type { SectionRole } from './section-role.js';
import { moreFor, namesDifficulty, pointsBack, statesFinding } from './select-sentences.js';

function candidate(order: number, role: SectionRole, text: string, position = 0.5): Candidate {
  return {
    order,
    text,
    role,
    sectionTitle: '',
    sectionIndex: role === 'abstract' ? -1 : 1,
    position,
    fromAbstract: role === 'abstract',
    terms: [],
    hasNumber: false,
    score: 0.5,
  };
}

describe('statesFinding', () => {
  it('recognises a finding set against the baseline', () => {
    expect(statesFinding('CTC outperformed both a baseline HMM recogniser and an HMM-RNN hybrid.')).toBe(
      true,
    );
    expect(
      statesFinding('Our model achieves 28.4 BLEU, improving over the existing best results by over 2 BLEU.'),
    ).toBe(true);
    expect(
      statesFinding(
        'Stay-green lines lost 21% of their grain weight, against 43% for the other lines, more than the control plants.',
      ),
    ).toBe(true);
  });

  it('does not take where something can be found for a finding', () => {
    expect(statesFinding('How to use it and examples can be found by typing ?plot.deSolve.')).toBe(false);
    expect(statesFinding('We found that the model converges in 12 iterations.')).toBe(true);
  });

  it('does not take a pointer at a picture, a preference or a name for a finding', () => {
    expect(statesFinding('Then press the Copy button as shown.')).toBe(false);
    expect(
      statesFinding(
        'Rather than explaining the commands in detail, we shall write them down with a short description.',
      ),
    ).toBe(false);
    expect(
      statesFinding('Documents can be accessed via their position in the corpus or their identifier.'),
    ).toBe(false);
    expect(
      statesFinding('The new search is faster than the original algorithm by two orders of magnitude.'),
    ).toBe(true);
    expect(statesFinding('We identified 12 new binding sites in the promoter.')).toBe(true);
  });

  it('does not take a step of the procedure for a finding, however numbered', () => {
    expect(
      statesFinding(
        'During training, Gaussian noise was added to the inputs with a standard deviation of 0.6.',
      ),
    ).toBe(false);
    expect(
      statesFinding(
        'During training, Gaussian noise was added to the inputs with a standard deviation of 0.6 to improve generalisation.',
      ),
    ).toBe(false);
    expect(statesFinding('The hybrid network had a total of 114,461 weights.')).toBe(false);
    expect(statesFinding('We trained the model with a learning rate of 0.0005 for 200,000 steps.')).toBe(
      false,
    );
    expect(
      statesFinding('We increased the maximum output length to input length + 300 during inference.'),
    ).toBe(false);
    expect(statesFinding('For the base models, we averaged the last 5 checkpoints.')).toBe(false);
    expect(
      statesFinding('We also trained it in a semi-supervised setting, with significantly more sentences.'),
    ).toBe(false);
    expect(statesFinding('We reduced the error rate to 3.57% on the test set.')).toBe(true);
  });

  it('does not take a comparison in what was set up for a finding', () => {
    expect(
      statesFinding(
        'On the ImageNet dataset we evaluate residual nets with a depth of up to 152 layers, 8 times deeper than VGG nets.',
      ),
    ).toBe(false);
    expect(
      statesFinding('We evaluate the nets on ImageNet and find they reach lower error than VGG nets.'),
    ).toBe(true);
  });
});

describe('moreFor', () => {
  const texts = (role: Parameters<typeof moreFor>[0], candidates: readonly Candidate[]) =>
    moreFor(role, candidates, new Set()).map((c) => c.text);

  it('keeps the steps of the method off the problem slide, wherever the paper says them', () => {
    const candidates = [
      candidate(0, 'intro', 'Phoenix paludosa is a thorny palm that grows all over the Sundarban.'),
      candidate(
        1,
        'abstract',
        'Against this background, a situational analysis was performed to aid the department.',
      ),
      candidate(2, 'method', 'The NMR spectra were recorded using a Bruker instrument in the laboratory.'),
      candidate(3, 'method', 'A voucher specimen for this collection has been deposited in the herbarium.'),
      candidate(4, 'results', 'The extractives were found insensitive to microbial growth in every assay.'),
    ];
    expect(texts('problem', candidates)).toEqual([
      'Phoenix paludosa is a thorny palm that grows all over the Sundarban.',
    ]);
  });

  it('states what is wrong on the problem slide, not how the answer works, what it is called, or how it was tested', () => {
    const candidates = [
      candidate(
        0,
        'intro',
        'Labelling unsegmented sequence data is a ubiquitous problem in sequence learning.',
      ),
      candidate(
        1,
        'intro',
        'Since the objective is differentiable, the network can then be trained with backpropagation.',
      ),
      candidate(
        2,
        'intro',
        'In what follows, we refer to the task of labelling unsegmented data as temporal classification.',
      ),
      candidate(3, 'method', 'Fortunately the problem can be solved with a dynamic programming algorithm.'),
      candidate(
        4,
        'results',
        'We compared the performance of CTC with an HMM on a real-world classification problem.',
      ),
      candidate(
        5,
        'conclusion',
        'Preliminary experiments with hierarchical CTC have been encouraging so far.',
      ),
      candidate(
        6,
        'intro',
        'Convolutional networks largely avoid these difficulties by posing the task as regression.',
      ),
    ];
    expect(texts('problem', candidates)).toEqual([
      'Labelling unsegmented sequence data is a ubiquitous problem in sequence learning.',
    ]);
  });

  it('tops up a results slide with findings, never with the set-up', () => {
    const candidates = [
      candidate(0, 'method', 'The σ parameter of the Gaussians was obtained by cross validation on the set.'),
      candidate(1, 'discussion', 'The advantages are that Markov chains are never needed for the training.'),
      candidate(2, 'results', 'We compared the performance of CTC with that of the best HMM recognisers.'),
      candidate(3, 'method', 'The number of iterations and the step size are optimized on the training set.'),
      candidate(4, 'method', 'We derive training and test sets for our experiments from natural images.'),
    ];
    expect(texts('results', candidates)).toEqual([
      'The advantages are that Markov chains are never needed for the training.',
    ]);
  });

  it("closes a paper without a conclusion on the abstract's findings, not on what it announces", () => {
    const candidates = [
      candidate(0, 'abstract', 'Deeper neural networks are more difficult to train.', 0),
      candidate(
        1,
        'abstract',
        'We provide evidence showing that residual networks are easier to optimize than plain ones.',
        0.3,
      ),
      candidate(2, 'abstract', 'We also present analysis on CIFAR-10 with 100 and 1000 layers.', 0.8),
      candidate(
        3,
        'intro',
        'One approach to image denoising is to transform an image into a sparse code.',
        0.5,
      ),
      candidate(4, 'method', 'Initial work used hand-designed settings of the parameters of the model.', 0.5),
      candidate(
        5,
        'results',
        'The convolutional network has the highest average PSNR on the test images.',
        0.5,
      ),
    ];
    const said = texts('conclusion', candidates);
    expect(said[0]).toMatch(/^We provide evidence/);
    expect(said).not.toContain('We also present analysis on CIFAR-10 with 100 and 1000 layers.');
    // Background and what others did are no takeaway.
    expect(said.join(' ')).not.toMatch(/One approach|Initial work/);
  });

  it('tells the idea on the method slide, not how the experiments were run', () => {
    const candidates = [
      candidate(0, 'method', 'A 224×224 crop is randomly sampled from an image or its horizontal flip.'),
      candidate(1, 'method', 'We adopt residual learning to every few stacked layers of the network.'),
      candidate(
        2,
        'abstract',
        'We explicitly reformulate the layers as learning residual functions with reference to the layer inputs.',
      ),
    ];
    expect(texts('approach', candidates)).toEqual([
      'We explicitly reformulate the layers as learning residual functions with reference to the layer inputs.',
      'We adopt residual learning to every few stacked layers of the network.',
    ]);
  });

  it('closes the talk on what was found, never on a step of the procedure', () => {
    const candidates = [
      candidate(
        0,
        'conclusion',
        'The n-hexane soluble fraction was fractionated by Vacuum Liquid Chromatography packed with silica gel.',
      ),
      candidate(
        1,
        'conclusion',
        'The polarity was gradually increased by adding ethyl acetate and methanol.',
      ),
      candidate(
        2,
        'conclusion',
        'A voucher specimen for this collection has been deposited in the herbarium.',
      ),
      candidate(
        3,
        'conclusion',
        'The methanolic extract showed significant cytotoxicity against brine shrimp.',
      ),
    ];
    expect(texts('conclusion', candidates)).toEqual([
      'The methanolic extract showed significant cytotoxicity against brine shrimp.',
    ]);
  });

  it("states the paper's findings on a results slide, not its set-up nor what other work could not do", () => {
    const candidates = [
      candidate(
        0,
        'results',
        'We build a 300Kx300K symmetric co-occurrence matrix using the most frequent words.',
      ),
      candidate(
        1,
        'results',
        'The identity of 1 was further substantiated by Co-TLC with an authentic sample.',
      ),
      candidate(
        2,
        'results',
        'The spectrum also displayed seven singlets at δ 0.95, 0.78 and 0.84 for methyl protons.',
      ),
      candidate(
        3,
        'results',
        'RNN sequence-to-sequence models have not been able to attain state-of-the-art results in small-data regimes.',
      ),
      candidate(
        4,
        'results',
        'Our model outperforms all previously reported models on both translation tasks.',
      ),
      candidate(
        5,
        'results',
        'First, the abstracts of the studies retrieved were read to filter out the irrelevant ones.',
      ),
      candidate(
        6,
        'results',
        'Additionally, thin layer chromatographic analysis of 3 with authentic samples further confirmed its identification.',
      ),
      candidate(
        7,
        'results',
        'We plan to extend the model to problems involving input modalities other than text.',
      ),
      candidate(8, 'results', 'Making generation less sequential is another research goal of ours.'),
      candidate(
        9,
        'results',
        'We refer to this deceleration parameter as the volume deceleration parameter.',
      ),
      candidate(10, 'results', 'High temperature stress is known to cause adverse effects on grain filling.'),
      candidate(11, 'results', 'PSNR has been widely used to evaluate denoising performance.'),
      candidate(12, 'results', 'We repeated the whole evaluation procedure 5 times to obtain error bars.'),
      candidate(
        13,
        'results',
        'We will also enlarge the choice of fitting methods for non-censored data significantly.',
      ),
      candidate(
        14,
        'results',
        'Funnel plots, which will be added in a future version, show a significant bias.',
      ),
      candidate(15, 'results', 'Allow nesting of task priorities to any depth for a significant gain.'),
      candidate(16, 'results', 'Support force tasks in addition to motion tasks, improving control.'),
    ];
    expect(texts('results', candidates)).toEqual([
      'Our model outperforms all previously reported models on both translation tasks.',
    ]);
  });

  it('tells further findings on an added slide, not the set-up of the experiments', () => {
    const candidates = [
      candidate(0, 'results', '5% of the training utterances were chosen as a validation set.'),
      candidate(1, 'results', 'Gaussian noise was added to the inputs during training.'),
      candidate(3, 'results', 'We ranked the methods by their accuracy on each of the tasks.'),
      candidate(4, 'results', 'The benchmark comprises 121 classification datasets from the UCI repository.'),
      candidate(
        2,
        'discussion',
        'Input noise had a greater impact on generalisation for CTC than for the hybrid.',
      ),
    ];
    expect(texts('analysis', candidates)).toEqual([
      'Input noise had a greater impact on generalisation for CTC than for the hybrid.',
    ]);
  });

  it('leaves what the paper proposes to the method slide, unless it says what came of it', () => {
    const candidates = [
      candidate(
        0,
        'conclusion',
        '本文针对多模态网络中异构标识空间互通和切换问题，提出了一种异标识空间管控架构。',
      ),
      candidate(1, 'conclusion', 'We propose a routing scheme and show that it halves the error rate.'),
    ];
    expect(texts('results', candidates)).toEqual([
      'We propose a routing scheme and show that it halves the error rate.',
    ]);
  });

  it('takes no other work nor background for a result of the paper', () => {
    const candidates = [
      candidate(
        0,
        'related',
        'Prominent recent work in this area includes the generative stochastic network framework.',
      ),
      candidate(1, 'intro', 'Deep belief networks are hybrid models containing a single undirected layer.'),
      candidate(2, 'intro', 'We show that the adversarial framework trains faster than Boltzmann machines.'),
      candidate(
        3,
        'discussion',
        'There is already a considerable literature on inhomogeneous models which are able to fit the supernova observations.',
      ),
      candidate(
        4,
        'results',
        'Since a decade, machine learning methods have been used to identify pulsars in radio wave signals.',
      ),
    ];
    expect(texts('results', candidates)).toEqual([
      'We show that the adversarial framework trains faster than Boltzmann machines.',
    ]);
  });

  it('takes no sentence whose subject is other authors for a result of the paper', () => {
    const candidates = [
      candidate(
        0,
        'results',
        'Gómez and Maravall (1998) implemented this identification procedure in TRAMO.',
      ),
      candidate(1, 'results', 'Liu proposed a method for identifying seasonal ARIMA models with 12 rules.'),
      candidate(2, 'results', 'Salib and Hillier report results of a case-control study of 198 patients.'),
      candidate(
        3,
        'results',
        'The automatic algorithm forecasts 1428 series with 12% lower error than the baseline.',
      ),
      candidate(4, 'results', 'Table 2 shows that the state space models are 3% more accurate.'),
    ];
    expect(texts('results', candidates)).toEqual([
      'The automatic algorithm forecasts 1428 series with 12% lower error than the baseline.',
      'Table 2 shows that the state space models are 3% more accurate.',
    ]);
  });

  it('says how the setting works on a results slide only after what was found', () => {
    const candidates = [
      // Scored higher as a summary sentence, but no finding.
      {
        ...candidate(
          0,
          'results',
          'All admissions are through the short-stay ward, where patients are observed and treated.',
        ),
        score: 0.65,
      },
      candidate(1, 'results', 'Staff shortages were identified as the major constraint to patient care.'),
    ];
    expect(texts('results', candidates)).toEqual([
      'Staff shortages were identified as the major constraint to patient care.',
      'All admissions are through the short-stay ward, where patients are observed and treated.',
    ]);
  });

  it('tells the idea on the method slide before what the paper could not do', () => {
    const candidates = [
      candidate(
        0,
        'method',
        'Unfortunately, we do not know of a general, tractable decoding algorithm for our system.',
      ),
      candidate(
        1,
        'method',
        'The crucial step is to transform the network outputs into a distribution over labellings.',
      ),
    ];
    expect(texts('approach', candidates)).toEqual([
      'The crucial step is to transform the network outputs into a distribution over labellings.',
      'Unfortunately, we do not know of a general, tractable decoding algorithm for our system.',
    ]);
  });

  it('leaves a challenge to the problem slide while the method slide has sentences of its own', () => {
    const candidates = [
      candidate(
        0,
        'method',
        'Learning long-range dependencies is a key challenge in many sequence transduction tasks.',
      ),
      candidate(
        1,
        'method',
        'The encoder maps an input sequence to a sequence of continuous representations.',
      ),
      candidate(
        2,
        'method',
        'Each layer has a multi-head self-attention mechanism and a feed-forward network.',
      ),
    ];
    expect(texts('approach', candidates)).toEqual([
      'The encoder maps an input sequence to a sequence of continuous representations.',
      'Each layer has a multi-head self-attention mechanism and a feed-forward network.',
      // Said only when the slide is short of its own.
      'Learning long-range dependencies is a key challenge in many sequence transduction tasks.',
    ]);
  });
});

describe('moreFor a method slide', () => {
  it("leads with the design an experimental paper's abstract states, not with an experiment", () => {
    const candidates = [
      {
        ...candidate(
          0,
          'abstract',
          'On the ImageNet dataset we evaluate residual nets with up to 152 layers.',
        ),
        score: 0.6,
      },
      {
        ...candidate(
          1,
          'abstract',
          'In a controlled environment experiment, heat stress was initiated 10 days after anthesis.',
        ),
        score: 0.45,
      },
      { ...candidate(2, 'method', 'Three measurements were taken per leaf and averaged.'), score: 0.47 },
    ];
    expect(moreFor('approach', candidates, new Set()).map((c) => c.order)).toEqual([1, 2, 0]);
  });
});

describe('moreFor a results slide', () => {
  it('says what the paper found before what it announces it analyses', () => {
    const candidates = [
      {
        ...candidate(
          0,
          'results',
          '本文所提出的架构主要在控制平面实现，因此，本文主要针对决策计算时间复杂度进行分析。',
        ),
        score: 0.69,
      },
      {
        ...candidate(1, 'results', '目前所构建的原型系统已成功运行了五种网络模态的基础数据分组收发功能。'),
        score: 0.19,
      },
      {
        ...candidate(2, 'results', 'We also present analysis on CIFAR-10 with 100 and 1000 layers.'),
        score: 0.69,
      },
      {
        ...candidate(3, 'results', 'Our nets reach lower error than all earlier models on CIFAR-10.'),
        score: 0.19,
      },
    ];
    expect(
      moreFor('results', candidates, new Set())
        .map((c) => c.order)
        .slice(0, 2),
    ).toEqual([3, 1]);
  });
});

describe('moreFor a slide of findings', () => {
  it('takes no question for a finding, only its answer', () => {
    const candidates = [
      {
        ...candidate(0, 'results', 'Do any short reads have a higher alignment score on the new sequence?'),
        score: 0.9,
      },
      {
        ...candidate(1, 'results', 'Local alignment trims the adapter from nine of ten short reads.'),
        score: 0.3,
      },
    ];
    for (const role of ['results', 'conclusion'] as const)
      expect(moreFor(role, candidates, new Set()).map((c) => c.order)).toEqual([1]);
  });
});

describe('pointsBack', () => {
  it.each([
    'This makes the training of deeper networks harder than it needs to be.',
    'Unexpectedly, such degradation is not caused by overfitting of the training data.',
    'More precisely, they condition the target language model on the composed vector.',
    'Besides these theoretical considerations, phrase generation has many useful applications.',
    'In these models, the number of operations grows with the distance between positions.',
    'Another approach is to capture the statistics of pixel intensities with random fields.',
    'We test this in a monolingual scenario as well as in a cross-lingual setting.',
    'In fact, they are kinematically equivalent to a Friedmann model with a scalar field.',
    'The architecture is the same as that except with 5 hidden layers instead of 4.',
    'Following Partovi and Mashhoon we can extend the above quantities to the general case.',
    'However, because they require pre-segmented training data, their applicability has been limited.',
    'Therefore all of them used web search engines as execution tool.',
    '在此基础上，完成了控制平面异构标识空间管控功能架构和功能模块设计。',
    '上述方法均需要在边界部署网关设备。',
    '然后根据所建立的逻辑模型，设计完整的标识空间管控功能框架。',
    '说明当前网络数据层面不支持该分组的模态类型。',
    'However, services such as these were inconsistently available in the department.',
    'Due to this we have not one history estimate but a history process.',
    'In abovementioned work, there were methodological mistakes which we avoided here.',
    'The second is a step-wise algorithm for forecasting with ARIMA models.',
  ])('finds %j leaning on the sentence before it', (text) => {
    expect(pointsBack(candidate(1, 'intro', text))).toBe(true);
  });

  it.each([
    'In this paper we address the degradation problem with a residual learning framework.',
    'Deep convolutional networks have led to a series of breakthroughs for image classification.',
    'We test the model in a monolingual scenario as well as in a cross-lingual setting.',
    'The second experiment shows a larger gain on the noisy test set.',
  ])('finds %j standing on its own', (text) => {
    expect(pointsBack(candidate(1, 'intro', text))).toBe(false);
  });
});

describe('namesDifficulty', () => {
  it.each([
    'Learning long-range dependencies is a key challenge in many tasks.',
    'The challenge is to learn long-range dependencies.',
    'Success stories with standard feed-forward networks are rare; training them remains difficult.',
  ])('finds a difficulty in %j', (text) => {
    expect(namesDifficulty(text)).toBe(true);
  });

  it.each([
    'RNNs have won handwriting recognition challenges and Kaggle challenges.',
    'The challenge organized by the US NIH was won by our team.',
    'We entered the 2015 challenge with an ensemble.',
  ])('takes the competition in %j for no difficulty', (text) => {
    expect(namesDifficulty(text)).toBe(false);
  });

  it('takes "however" that turns to another way of doing a thing for no difficulty', () => {
    expect(
      namesDifficulty(
        'However, rather than fitting a separate discriminative model, the generative model itself is used.',
      ),
    ).toBe(false);
    expect(namesDifficulty('However, the constraint of sequential computation remains.')).toBe(true);
  });

  it('takes a step the paper names "Problem …" for no difficulty', () => {
    expect(namesDifficulty('The first stage is related to the Problem Formulation.')).toBe(false);
    expect(namesDifficulty('Problem formulation is hard for reviewers new to the field.')).toBe(true);
  });
});
