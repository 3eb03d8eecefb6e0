import { describe, it, expect } from 'vitest';
import { isUsableSentence } from './is-usable-sentence.js';

describe('isUsableSentence', () => {
  it('accepts ordinary prose with numbers and statistics', () => {
    expect(
      isUsableSentence(
        'Stay-green lines lost 21% of their grain weight on average, while the other lines lost 43% (p < 0.001).',
        'en',
      ),
    ).toBe(true);
  });

  it("rejects a footnote's text under its mark", () => {
    expect(
      isUsableSentence(
        '¹It would be possible to change this to the actual interaction location, which would make more sense.',
        'en',
      ),
    ).toBe(false);
    expect(
      isUsableSentence(
        'It would be possible to change this to the actual interaction location, which would make more sense.',
        'en',
      ),
    ).toBe(true);
  });
  it('rejects a signpost to more information elsewhere', () => {
    expect(
      isUsableSentence(
        'For more information about how this manual fits with the other documentation, see Section “Manuals” in General Information.',
        'en',
      ),
    ).toBe(false);
  });

  it('rejects the permission notice of a manual’s copyright page', () => {
    expect(
      isUsableSentence(
        'Permission is granted to copy and distribute modified versions, or translations, of this manual under the conditions for verbatim copying.',
        'en',
      ),
    ).toBe(false);
  });

  it('rejects a sentence that gives a web address, with or without its scheme', () => {
    expect(isUsableSentence('Go to r-project.org and follow the installation instructions.', 'en')).toBe(
      false,
    );
    expect(isUsableSentence('The data are at https://example.net/data in three files.', 'en')).toBe(false);
    expect(isUsableSentence('Follow the installation instructions for your operating system.', 'en')).toBe(
      true,
    );
  });

  it('rejects a sentence that names an equation by its number, but not an enumeration', () => {
    expect(
      isUsableSentence(
        'As a result the solution of (3) is performed using a general linear system solver based on an LU decomposition.',
        'en',
      ),
    ).toBe(false);
    expect(
      isUsableSentence(
        'Most statistics texts state that the solution to (1) is when X has full column rank.',
        'en',
      ),
    ).toBe(false);
    expect(
      isUsableSentence(
        'The new design brings gains in (1) speed and (2) accuracy over the earlier solvers.',
        'en',
      ),
    ).toBe(true);
  });

  it('rejects the tail of a sentence cut after a number, the clause that qualified it', () => {
    expect(
      isUsableSentence(
        '7 where each light is correct with probability 0.9, and the lights 2 and 6 are on with probability 0.1.',
        'en',
      ),
    ).toBe(false);
  });

  it('accepts a sentence that opens on its number', () => {
    expect(isUsableSentence('12 genotypes were grown at two temperatures in the growth chamber.', 'en')).toBe(
      true,
    );
    expect(isUsableSentence('98 of the 100 sampled outpatients responded to the questionnaire.', 'en')).toBe(
      true,
    );
  });

  it('takes units with a micro prefix for measurements, not mathematics', () => {
    expect(
      isUsableSentence(
        'The n-hexane, chloroform and methanol soluble fractions showed significant cytotoxicity having LC50 2.17 μg/ml, 2.77 μg/ml and 2.46 μg/ml, respectively.',
        'en',
      ),
    ).toBe(true);
  });

  it.each([
    ['an equation', 'The gate is computed as g(x) = softmax(W_g x + b), where W_g ∈ R^{16×d}.'],
    [
      'symbols from a formula',
      'We also define a second multilayer perceptron D(x; θd) that outputs a single scalar.',
    ],
    ['a caption', 'Figure 3: Expert usage per phoneme class on the development set of the corpus.'],
    [
      "an author's disclaimer",
      'Note that while I believe this document to be correct, I accept no responsibility for loss or damage caused by reliance on it.',
    ],
    [
      'the tail of a sentence broken before a bracket',
      '(1996) and the methods used at the Robert Koch Institut, Germany, are explained.',
    ],
    [
      'a trademark notice',
      'Apple and Power Macintosh are registered trademarks of Apple Computer Inc. in the United States, other countries, or both.',
    ],
    [
      'a list of citations',
      'Sequence models include recurrent networks [4], convolutional networks [5, 6] and Transformers [7].',
    ],
    ['a fragment', 'and the decoder stacks are identical in every respect to the encoder stacks.'],
    [
      'an entry of a list of terms',
      '“ResNet”: Residual networks adapted to FNNs using residual blocks with two layers.',
    ],
    [
      'a sentence standing for what follows it',
      'However the following two approximate methods give good results in practice.',
    ],
    [
      'an item of a list under its run-in label',
      'Semi-supervised learning: features from the discriminator could improve performance of classifiers.',
    ],
    [
      'the tail of a sentence broken before its number',
      '24 hours of exposure to the samples and the positive control, vincristine sulphate.',
    ],
    [
      'a dangling citation',
      'In our model, we share the same weight matrix between the two embedding layers, similar to [30].',
    ],
    [
      'a sentence whose formula after "i.e." was lost',
      'Note that the function currently returns the linear statistic in matrix form, i.e.',
    ],
    [
      'a sentence whose complement was a display the text lost',
      'In addition, the four different nonparametric estimates of the dependence function are.',
    ],
    [
      'a sentence whose formula after its colon was lost',
      'The fitted linear regression model is then computed by: and the significance of the coefficients can again be assessed by partial tests.',
    ],
    [
      'a sentence that leaves its verb to the one before',
      'Only its subclasses BString, DNAString, RNAString and AAString can.',
    ],
    [
      'a sentence closing on the work it cites, as the read stage says it',
      'Our implementation for ImageNet follows the practice in earlier work.',
    ],
    [
      'the outline paragraph',
      'The rest of this paper is organized as follows in the next few sections of it.',
    ],
    ['acknowledgements', 'We thank the anonymous reviewers for their many helpful comments on the draft.'],
    [
      'a reference entry',
      'Durand M: Quality improvement and the hierarchy of needs in low resource settings.',
    ],
    ['a short sentence', 'It works well.'],
    [
      'the tail of a relative clause',
      'The structures of which were solved by extensive analysis of NMR data and published data.',
    ],
    ['a definition', 'Let S be a set of training examples drawn from a fixed distribution.'],
    [
      'a definition whose symbol the text lost',
      'Let be a triple of arrangements of the hyperplanes in general position.',
    ],
    [
      'a listing of data',
      'The spectrum also displayed seven singlets at δ 0.95, 0.78, 0.84, 1.02, 0.93, 0.82 and 1.67 for methyl protons.',
    ],
    [
      'a pointer to a figure',
      'See Figure 1 for a less formal, more pedagogical explanation of the approach.',
    ],
    [
      'a sentence whose displayed formula extraction left out',
      'The deceleration parameter within the Friedmann models is defined as where a is the scale factor.',
    ],
    [
      'a pointer to the next section',
      'The next section provides the mathematical formalism for temporal classification.',
    ],
    [
      "a tutorial's acknowledgement of what funded its software",
      'This work benefited from the use of the SasView application, originally developed under NSF Award DMR-0520547.',
    ],
    [
      "a program's warranty disclaimer",
      'The software and its accompanying documentation are provided as is, without guarantee of support or maintenance.',
    ],
    [
      'a command after a shell prompt',
      'Run $ > wannier90 seedname This will generate the prototype input file.',
    ],
    [
      "the tail of a reference cut after its journal's abbreviation",
      '135, 154105, hereafter referred to as the AHM11 method of the code.',
    ],
  ])('rejects %s', (_, sentence) => {
    expect(isUsableSentence(sentence, 'en')).toBe(false);
  });

  it('rejects a signpost to what the paper does next, but not a statement that opens with one', () => {
    expect(isUsableSentence('Let us now focus on models of cosmic structures.', 'en')).toBe(false);
    expect(
      isUsableSentence(
        'Now let us examine the volume deceleration parameter, which is presented in the right panel of figure 2.',
        'en',
      ),
    ).toBe(false);
    expect(
      isUsableSentence(
        'Let us consider a network whose weights are drawn from a normal distribution with zero mean.',
        'en',
      ),
    ).toBe(true);
  });

  it('rejects what a tutorial tells its reader to do, and keeps a noun that is spelled like a verb', () => {
    expect(
      isUsableSentence(
        'Repeat the alignment exercise above using BLOSUM62, a gap opening penalty of 12, and a gap extension penalty of 4.',
        'en',
      ),
    ).toBe(false);
    expect(
      isUsableSentence('Explore to find out what caused the alignment to change in the second run.', 'en'),
    ).toBe(false);
    expect(
      isUsableSentence('Use of the lexicon raised the agreement between the two annotators to 0.81.', 'en'),
    ).toBe(true);
    // Also after what leads to it.
    expect(
      isUsableSentence(
        'To do so, just select the moves that interest you, and then press the Copy button as shown.',
        'en',
      ),
    ).toBe(false);
    expect(isUsableSentence('Then press the Show button to see the moves on the board.', 'en')).toBe(false);
    expect(isUsableSentence('Then the model was trained for ten more epochs on the data.', 'en')).toBe(true);
  });

  it('rejects a sentence set in brackets, an aside to the one before it', () => {
    expect(isUsableSentence('(At least the other threads have more memory bandwidth then.)', 'en')).toBe(
      false,
    );
    expect(
      isUsableSentence(
        '(If you were really using this data set you should start with summary(Owls) first.)',
        'en',
      ),
    ).toBe(false);
    expect(isUsableSentence('(At least the other threads have more memory bandwidth then).', 'en')).toBe(
      false,
    );
    expect(
      isUsableSentence('(1996) and the methods used at the institute are explained in the appendix.', 'en'),
    ).toBe(false);
    expect(isUsableSentence('The other threads (all four of them) have more memory bandwidth.', 'en')).toBe(
      true,
    );
  });

  it('keeps "where" that opens a clause of prose', () => {
    expect(
      isUsableSentence(
        'Deeper networks fail exactly where a shallow network is already accurate enough.',
        'en',
      ),
    ).toBe(true);
  });

  it('accepts a Japanese sentence, written in kana as much as in kanji', () => {
    expect(isUsableSentence('スクロールボックスが操作しにくいことの方が駄目だと思うからである．', 'ja')).toBe(
      true,
    );
    expect(isUsableSentence('水平スクロールバーの構造はだいたい下図のようになっている。', 'ja')).toBe(true);
  });

  it('rejects a Chinese fragment that opens on a particle and accepts a whole sentence', () => {
    expect(isUsableSentence('的身份和位置的二义性所导致的安全威胁难以抑制。', 'zh')).toBe(false);
    expect(isUsableSentence('实验结果表明，模态切换的平均时延为18毫秒，低于设计目标。', 'zh')).toBe(true);
    expect(isUsableSentence('本节主要介绍部分具有代表性的异构标识空间管控技术及其不足。', 'zh')).toBe(false);
    expect(isUsableSentence('为路由选择函数，通过输入源主体对象和目的主体对象得到转发路径。', 'zh')).toBe(
      false,
    );
    expect(isUsableSentence('为解决这一问题，本文提出了一种异构标识空间管控架构。', 'zh')).toBe(true);
    // An equation the talk cannot show, numbered or with its number lost.
    expect(isUsableSentence('此外，式(1)为控制平面的服务逻辑模型，描述了各主体之间的关系。', 'zh')).toBe(
      false,
    );
    expect(isUsableSentence('由式可知，该模型的转发时延随网络规模线性增长。', 'zh')).toBe(false);
    expect(
      isUsableSentence('Forward 为转发模式的抽象指令集集合，包括 push 与 pull 两种转发方式。', 'zh'),
    ).toBe(false);
    expect(
      isUsableSentence('步骤 6 由于多模态网元 B 不存在转发流表，因此将数据分组上交至控制平面。', 'zh'),
    ).toBe(false);
  });
});
