import { describe, expect, it } from 'vitest';
import type { SlidePlanItem } from '../../shared/slide-plan.js';
import { findSlideDefects, type SlideDefectKind } from './find-slide-defects.js';

const SCRIPT = Array.from({ length: 10 }, () => 'The model reads every word of the input at once here.').join(
  ' ',
);

function slide(overrides: Partial<SlidePlanItem> = {}): SlidePlanItem {
  return {
    slide_title: 'Attention replaces recurrence',
    visual_identifier: 'Figure 1',
    bullet_points: [
      'Encoder and decoder use attention only',
      'Training takes hours, not days',
      'Translation quality sets a new record',
    ],
    voiceover_script: SCRIPT,
    ...overrides,
  };
}

function kinds(item: SlidePlanItem, language = 'en'): SlideDefectKind[] {
  return findSlideDefects([item], language).map((defect) => defect.kind);
}

function bullets(...extra: string[]): Partial<SlidePlanItem> {
  return {
    bullet_points: ['Encoder and decoder use attention only', 'Training takes hours, not days', ...extra],
  };
}

describe('findSlideDefects', () => {
  it('finds nothing wrong with a clean slide', () => {
    expect(findSlideDefects([slide()], 'en')).toEqual([]);
  });

  it.each([
    ['Results improve on prior work [12]'],
    ['Results improve (Smith et al., 2020)'],
    ['As Vaswani et al reported'],
    ['Builds on vaswani2017attention'],
    ['Contact first.author@uni.edu today'],
    ['Code at https://github.com/x/y'],
    ['Exact solutions exist, see for example.'],
    ['Shell crossing is avoided, see for detailed discussion.'],
    ['The parameter is defined as where a is the scale factor'],
  ])('finds debris in %j', (bullet) => {
    expect(kinds(slide(bullets(bullet)))).toContain('debris');
  });

  it('finds a script sentence that stops at its verb, where a formula or pointer followed', () => {
    expect(kinds(slide({ voiceover_script: `${SCRIPT} The architecture of these networks is.` }))).toContain(
      'debris',
    );
    expect(kinds(slide({ voiceover_script: `${SCRIPT} We keep the weights as they are.` }))).toEqual([]);
  });

  it.each([
    ['The encoder maps tokens to'],
    ['Attention weights are shared with the'],
    ['Weights start as in and train'],
    ['Attention (multi-head splits the input'],
    ['Earlier studies of the plant led'],
    ['The term systematic review is used'],
    ['Of performing a single attention function'],
    ['We do not assume a given set of candidates: For example'],
    ['The framework is viable, suggesting'],
    ['The Buchert equations are very similar to the Friedmann equations except'],
    ['The problem can be solved with a dynamic programming algorithm, similar'],
    ['To evaluate if the Transformer can generalize to other tasks we'],
    ['We are excited about attention and plan'],
    ['They could serve as biomarkers for breeding by selecting'],
    ['We conclude that, within this class'],
    ['Categories were formed: Out of 95 responses'],
    // Verbs and nouns that lost their complement.
    ['Quality improvement initiatives can serve as a tool'],
    ['Quality improvement initiatives can serve'],
    ['The questionnaires for this study were first administered'],
    ['The column was then eluted'],
    ['Healthcare in Malawi, as in other developing countries is hampered'],
    ['The responses by stakeholders from all categories were grouped'],
    ['It becomes apparent that a homogeneous model fitted'],
    ['For future work we would like to experiment'],
    ['The approximation error is positive in the range'],
    ['Software Engineering has some specificity that would make it difficult'],
    ['We will show that special cases of convolutional networks correspond'],
    ['Recent results showing that there are models'],
    ['We can modify our models'],
    ['One can use adversarial nets'],
    ['Networks have representational power greater'],
    ['This does not rigorously prove'],
    ['Ventnor is a spring wheat variety and has been shown'],
    ['As the genotypes showed similar trend'],
    ['Emerging themes from the interviews are and grouped'],
    ['So far it has not been possible'],
    ['Numerous efforts have since continued'],
    ['Researchers have long sought'],
    ['It obviates the need for pre-segmented data, and allows the network'],
    ['Services were inconsistently available and were dependent'],
    ['The fraction was fractionated by Vacuum Liquid Chromatography packed'],
    ['To the extreme, if an identity mapping were optimal'],
    ['Note that the best hybrid results were achieved'],
    ['We have studied the relation'],
    ['We reformulate the layers as learning residual functions with reference'],
  ])('finds a cut bullet in %j', (bullet) => {
    expect(kinds(slide(bullets(bullet)))).toEqual(['cut_bullet']);
  });

  it.each([
    ['The Transformer can be trained significantly faster'],
    ['The result on PASCAL VOC 2012 is 10 points higher'],
    ['Within homogeneous models the distance to a given redshift is larger'],
    ['The identity of 1 was further substantiated by Co-TLC'],
    ['The retrieved evidence is thoroughly reviewed'],
    ['One may use the detection network in Faster R-CNN'],
    ['Adversarial models may also gain some statistical advantage'],
    ['As expected, deeper networks train more slowly'],
    ['The fraction was fractionated by column chromatography over Sephadex'],
    ['Three measurements were taken per leaf and averaged'],
    ['Every finite group of odd order is solvable'],
    ['The cytotoxicity of all fractions was significant'],
    ['Three stages (1, 2 and 3) run in turn'],
    ['The error fell by 12 (3%) points'],
  ])('finds nothing cut in the complete %j', (bullet) => {
    expect(kinds(slide(bullets(bullet)))).toEqual([]);
  });

  it.each([['根据全维可定义的设计思路'], ['针对异构标识空间互通和切换问题'], ['基于多模态网络环境']])(
    'finds a Chinese bullet with no main clause in %j',
    (bullet) => {
      const chinese = slide({ bullet_points: ['模型只用注意力', '训练时间更短', bullet] });
      expect(findSlideDefects([chinese], 'zh').map((d) => d.kind)).toContain('cut_bullet');
    },
  );

  it('keeps a Chinese bullet whose opening phrase qualifies what follows', () => {
    const chinese = slide({ bullet_points: ['模型只用注意力', '训练时间更短', '基于标识的网络管控架构'] });
    expect(findSlideDefects([chinese], 'zh').map((d) => d.kind)).not.toContain('cut_bullet');
  });

  it.each([
    ['A novel method for training recurrent networks'],
    ['We address the degradation problem by introducing residual learning'],
    ['The Transformer is the first transduction model relying on attention'],
    ['We are the first to pursue the generation problem'],
    ['This paper presents a method for unsegmented labelling'],
    ['We show that the Transformer generalizes well to other tasks'],
    ['The basic idea is to interpret the network outputs as probabilities'],
  ])("finds the paper's own contribution %j on the problem slide", (bullet) => {
    const problem = slide({ slide_title: 'The problem: sequential computation', ...bullets(bullet) });
    expect(kinds(problem)).toEqual(['contribution_on_problem']);
    // The same bullet is the method slide's point.
    expect(kinds(slide({ slide_title: 'Residual learning', ...bullets(bullet) }))).toEqual([]);
  });

  it("finds the paper's own contribution on a Chinese problem slide", () => {
    const problem = slide({
      slide_title: '研究问题',
      bullet_points: ['给出了异构标识空间管控设计目标与原则', '互联网业务逐渐多元化', '传统网络存在安全威胁'],
      voiceover_script: '这篇论文要解决什么问题？'.repeat(15),
    });
    expect(findSlideDefects([problem], 'zh').map((d) => d.kind)).toContain('contribution_on_problem');
  });

  it.each([
    ['The ¹H NMR spectra were recorded using a Bruker instrument'],
    ['TLC was conducted on normal-phase silica gel plates'],
    ['A situational analysis was performed to aid the department'],
  ])('finds the method step %j on the problem slide', (bullet) => {
    const problem = slide({ slide_title: 'The problem behind the palm', ...bullets(bullet) });
    expect(kinds(problem)).toEqual(['method_on_problem']);
    expect(kinds(slide({ slide_title: 'Extraction and isolation', ...bullets(bullet) }))).toEqual([]);
  });

  it.each([
    ['The n-hexane soluble fraction was fractionated by Vacuum Liquid Chromatography'],
    ['The carbon tetrachloride soluble fraction was fractionated by column chromatography'],
    ['We train all models with Adam for ten epochs'],
  ])('finds the method step %j on the closing slide', (bullet) => {
    expect(kinds(slide({ slide_title: 'Takeaways on Phoenix paludosa', ...bullets(bullet) }))).toEqual([
      'method_on_takeaways',
    ]);
    expect(
      kinds(slide({ slide_title: 'Summary: palm extracts against shrimp', ...bullets(bullet) })),
    ).toEqual(['method_on_takeaways']);
    expect(kinds(slide({ slide_title: 'Extraction and isolation', ...bullets(bullet) }))).toEqual([]);
  });

  it('takes "This is the first report of …" for a claim, not for a bullet leaning on the one before', () => {
    expect(kinds(slide(bullets('This is the first report of lupeol from the palm')))).toEqual([]);
    expect(kinds(slide(bullets('This strategy is used by the palm')))).toEqual(['vague_bullet']);
  });

  it('keeps a closing slide that states what was found', () => {
    const closing = slide({
      slide_title: 'Takeaways on Phoenix paludosa',
      ...bullets('The methanolic extract showed significant cytotoxicity against brine shrimp'),
    });
    expect(kinds(closing)).toEqual([]);
  });

  it("finds the paper's own contribution in the problem slide's script", () => {
    const script = `${SCRIPT} In this paper, we propose a network that reads every word at once.`;
    const problem = slide({ slide_title: 'Why recurrence is slow', voiceover_script: script });
    expect(findSlideDefects([problem], 'en')).toEqual([
      expect.objectContaining({ kind: 'contribution_on_problem', where: 'script' }),
    ]);
  });

  it('keeps a problem slide that only states the problem and why it matters', () => {
    const problem = slide({
      slide_title: 'The problem: sequential computation',
      ...bullets('Recurrent models cannot be parallelised within an example'),
    });
    expect(kinds(problem)).toEqual([]);
  });

  it('finds a bullet over 12 words', () => {
    const defects = findSlideDefects(
      [slide(bullets('One two three four five six seven eight nine ten eleven twelve thirteen'))],
      'en',
    );
    expect(defects).toEqual([
      { slide: 1, kind: 'long_bullet', where: 'bullet 3', message: 'Bullet 3 has 13 words; at most 12.' },
    ]);
  });

  it.each([
    ['In Figures 2 and 3 we show gains'],
    ['Details follow in section 4.2'],
    ['Loss follows Eq. (3)'],
    ['Proof is in Appendix B'],
    ['Bounds use the rules of Subsection A3.4.5'],
    ['In this section we bound the error'],
    ['The bound follows from Theorem 3'],
    ['We apply the per-class RPN trained as above on the training images'],
    ['The weights are initialised as described'],
    ['发模式控制向量，分别如式和式所示'],
    ['We need to differentiate (12) with respect to the network outputs'],
  ])('finds a pointer into the paper in %j', (bullet) => {
    expect(kinds(slide(bullets(bullet)))).toContain('paper_reference');
  });

  it('finds a Chinese bullet that points at what follows', () => {
    const chinese = slide({
      bullet_points: ['模型只用注意力', '训练时间更短', '假定如下应用场景对管控流程进行说明'],
    });
    expect(findSlideDefects([chinese], 'zh').map((d) => d.kind)).toContain('paper_reference');
  });

  it('lets a script name the figure its slide shows, but no other', () => {
    expect(kinds(slide({ voiceover_script: `Figure 1 shows the model. ${SCRIPT}` }))).toEqual([]);
    expect(kinds(slide({ voiceover_script: `Figure 3 shows the model. ${SCRIPT}` }))).toEqual([
      'paper_reference',
    ]);
    expect(kinds(slide({ voiceover_script: `As section 4.2 explains, ${SCRIPT}` }))).toEqual([
      'paper_reference',
    ]);
  });

  it.each([
    ['Approach: we propose'],
    ['Results'],
    ['Introduction and motivation'],
    ['SNN: we propose'],
    ['Sparse routing: the approach'],
    ['More results: 85% when'],
    ['Kernel weight fell by'],
  ])('finds a title without content words, or cut mid-phrase: %j', (title) => {
    expect(kinds(slide({ slide_title: title }))).toEqual(['empty_title']);
  });

  it('keeps a title that ends on its verb', () => {
    expect(kinds(slide({ slide_title: 'What sparse widget networks are' }))).toEqual([]);
  });

  it('finds a capital after a connector', () => {
    expect(kinds(slide(bullets('In addition, There are fewer steps')))).toEqual(['capital_after_connector']);
    expect(kinds(slide({ voiceover_script: `${SCRIPT} However, The cost is lower.` }))).toEqual([
      'capital_after_connector',
    ]);
    expect(kinds(slide(bullets('In addition, Most runs converge early')))).toEqual([
      'capital_after_connector',
    ]);
    expect(
      kinds(slide({ voiceover_script: `${SCRIPT} The key result is that Doing less costs less.` })),
    ).toEqual(['capital_after_connector']);
    expect(
      kinds(slide({ voiceover_script: `${SCRIPT} The key result is that Depending on age, views differ.` })),
    ).toEqual(['capital_after_connector']);
    expect(kinds(slide({ voiceover_script: `${SCRIPT} Also, Another advantage is speed.` }))).toEqual([
      'capital_after_connector',
    ]);
    expect(kinds(slide(bullets('In addition, Google released the code')))).toEqual([]);
    expect(kinds(slide(bullets('Better with and without normalisation')))).toEqual([]);
  });

  it('finds scripts outside 70 to 140 words, and counts Chinese in characters', () => {
    expect(kinds(slide({ voiceover_script: 'Too short a script.' }))).toEqual(['script_length']);
    expect(kinds(slide({ voiceover_script: `${SCRIPT} ${SCRIPT}` }))).toEqual(['script_length']);
    const chinese = slide({
      slide_title: '主要结果',
      bullet_points: ['模型只用注意力', '训练时间更短', '翻译质量创新高'],
    });
    expect(kinds({ ...chinese, voiceover_script: '我们的模型'.repeat(40) }, 'zh')).toEqual([]);
    expect(kinds({ ...chinese, voiceover_script: '我们的模型'.repeat(10) }, 'zh')).toEqual(['script_length']);
  });

  it('finds fewer than 3 or more than 5 bullets', () => {
    expect(kinds(slide({ bullet_points: ['Attention replaces recurrence entirely'] }))).toEqual([
      'bullet_count',
    ]);
    expect(
      kinds(
        slide(
          bullets(
            'Eight heads attend in parallel',
            'Positions are encoded by sinusoids',
            'Dropout regularises every sublayer',
            'Beam search decodes translations',
          ),
        ),
      ),
    ).toEqual(['bullet_count']);
  });

  it.each([
    ['We motivate this novel challenge'],
    ['This work was motivated by recent results'],
    ['We use this noise model'],
    ['The time spent will be higher'],
    ['Experiments trained on the training set and evaluated on the test set'],
    ['This strategy is analogous to the way SML training keeps samples'],
    ['Such attention mechanisms are used with a recurrent network'],
    ['Next we present the central theorem of this paper'],
    ['The situation is reversed with residual learning'],
    ['We learn two sets of networks for this task'],
    ['We now describe the training regime for our models'],
    ['N denotes the number of training pairs'],
  ])('finds a bullet that says nothing a viewer can take away in %j', (bullet) => {
    expect(kinds(slide(bullets(bullet)))).toEqual(['vague_bullet']);
  });

  it.each([
    ['A novel method for training RNNs'],
    ['This paper demonstrates adversarial training of generative models'],
    ['Deeper neural networks are more difficult to train'],
    ['An ensemble of residual nets achieves 3.57% error'],
    ['Systematic review is a scientific methodology'],
    ['A multiplet at δ 2.28 is ascribed to C-19'],
  ])('finds a point in %j', (bullet) => {
    expect(kinds(slide(bullets(bullet)))).toEqual([]);
  });

  it('finds a bullet that only restates the title', () => {
    expect(kinds(slide(bullets('Attention replaces recurrence')))).toEqual(['vague_bullet']);
    expect(kinds(slide(bullets('Attention replaces recurrence in eight layers')))).toEqual([]);
  });

  it('finds a Chinese bullet that defines a symbol', () => {
    const chinese = slide({
      bullet_points: ['模型只用注意力', '训练时间更短', 'm 为多模态网络中支持的模态种类维度'],
    });
    expect(findSlideDefects([chinese], 'zh').map((d) => d.kind)).toContain('vague_bullet');
  });

  it('numbers slides from one', () => {
    const defects = findSlideDefects([slide(), slide({ slide_title: 'Overview' })], 'en');
    expect(defects.map((d) => [d.slide, d.where])).toEqual([[2, 'title']]);
  });
});
