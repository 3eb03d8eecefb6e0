import { describe, it, expect } from 'vitest';
import { paperFigure } from './testing/paper-figure.js';
import { bulletDefects, findSlideDefects } from './find-slide-defects.js';
import type { PaperDocument } from '../document.js';
import { isPipelineError } from '../errors.js';
import type { SlidesPlan } from '../../shared/slide-plan.js';
import { countWords } from '../text/index.js';
import { createExtractivePlanner, planSlides, type SlidePlanner } from './index.js';

function paper(
  partial: Partial<PaperDocument> & Pick<PaperDocument, 'title' | 'abstract' | 'sections'>,
): PaperDocument {
  return {
    authors: ['Ada Lovelace', 'Alan Turing'],
    language: 'en',
    references: [],
    figures: [],
    pageCount: 10,
    pagesRead: 10,
    warnings: [],
    ...partial,
  };
}

/** A machine-learning paper in the usual shape, with the usual extraction debris. */
const CS_PAPER = paper({
  title: 'Sparse Routing Networks for Fast Speech Recognition',
  abstract: `Speech recognition systems based on deep recurrent networks are accurate but slow to train and expensive to run. We propose the Sparse Routing Network, an encoder that sends each audio frame to only two of sixteen expert layers. On the LibriSpeech benchmark our model reaches a word error rate of 3.57% on the clean test set, 0.8 points lower than the strongest baseline. It trains 2.4 times faster than a comparable dense model on eight GPUs. We show that the routing decisions are interpretable and align with phoneme classes.`,
  sections: [
    {
      heading: '1 Introduction',
      text: `Automatic speech recognition has improved rapidly over the last decade [1, 2]. Most current systems rely on recurrent or convolutional encoders that process every frame with every parameter [3]. However, this dense computation makes training slow and inference expensive, which limits the use of large models on mobile devices.\n\nMixture-of-experts models offer a way out, because each input activates only a small part of the network (Shazeer et al., 2017). Yet such models have rarely been applied to speech, where consecutive frames are strongly correlated. In this paper, we introduce a routing scheme designed for the temporal structure of audio. The rest of this paper is organized as follows. Section 2 reviews related work, and Section 3 describes our model.`,
    },
    {
      heading: '2 Related Work',
      text: `Sequence models for speech include recurrent networks [4], convolutional networks [5, 6] and Transformers [7]. Conditional computation was studied by Bengio et al. [8] and by Shazeer et al. [9]. Switch layers route each token to a single expert [10].`,
    },
    {
      heading: '3 Model Architecture',
      text: `The Sparse Routing Network consists of a convolutional front end followed by twelve routing blocks, as shown in Fig. 1. Each routing block contains a shared self-attention layer and sixteen feed-forward experts. A small gating network scores the experts for every frame and keeps the two best ones.\n\nThe gate is computed as g(x) = softmax(W_g x + b), where W_g ∈ R^{16×d}. To keep the load balanced, we add an auxiliary loss that penalizes experts which receive too many frames. Neighbouring frames share their routing decision within a window of four frames, which reduces the routing overhead by a factor of four.`,
    },
    {
      heading: '3.1 Training Details',
      text: `We train all models with the Adam optimizer and a learning rate of 0.0005 for 200,000 steps. The batch size is 512 utterances, and we apply SpecAugment to the input features (see Table 3). Training the base model takes 31 hours on eight V100 GPUs.`,
    },
    {
      heading: '4 Experiments',
      text: `We evaluate on the LibriSpeech corpus, which contains 960 hours of read English speech. Results are reported as word error rate (WER) on the clean and other test sets.\n\nTable 1 compares our model with published systems. The Sparse Routing Network achieves 3.57% WER on test-clean and 7.9% on test-other, outperforming the dense Conformer baseline by 0.8 and 1.1 points respectively. The improvement is statistically significant (p < 0.01) according to a matched-pairs test. The model also needs 40% fewer floating-point operations per second of audio than the dense baseline.`,
    },
    {
      heading: '4.1 Ablation Study',
      text: `Removing the window sharing increases the error rate to 3.91% and doubles the routing cost. Using a single expert per frame instead of two degrades accuracy by 0.5 points. The auxiliary load-balancing loss is essential: without it, three experts receive more than 80% of all frames.`,
    },
    {
      heading: '5 Analysis of Routing Decisions',
      text: `We analysed which experts are chosen for which phonemes on the development set. Vowels are routed mostly to four experts, while fricatives and stops use a different group, as visualised in Figure 2. This suggests that the experts specialise in acoustic classes without any supervision.`,
    },
    {
      heading: '6 Conclusion',
      text: `We presented the Sparse Routing Network, a mixture-of-experts encoder for speech recognition. It is both more accurate and substantially cheaper than dense encoders of the same size. The routing decisions are interpretable and follow phonetic categories. In future work, we plan to apply sparse routing to streaming recognition and to multilingual models.`,
    },
    {
      heading: 'Acknowledgements',
      text: `We thank the anonymous reviewers for their helpful comments. This work was funded by grant 12345.`,
    },
  ],
  figures: [
    paperFigure(
      'Figure 1',
      'Architecture of the Sparse Routing Network: a convolutional front end and twelve routing blocks with sixteen experts each.',
    ),
    paperFigure('Figure 2', 'Expert usage per phoneme class on the development set.'),
    paperFigure(
      'Table 1',
      'Word error rate on LibriSpeech test-clean and test-other compared with published systems.',
    ),
    paperFigure('Table 3', 'Hyper-parameters of the base and large models.'),
  ],
});

/** A plant-biology paper whose headings are statements, not the usual section names. */
const BIOLOGY_PAPER = paper({
  title: 'Stay-green wheat lines keep their leaves under heat stress',
  abstract: `Heat waves during grain filling reduce wheat yields worldwide. Breeders need traits that predict which lines tolerate heat. We grew twelve wheat lines in growth chambers at 25 °C and 35 °C after flowering and measured chlorophyll content, membrane damage and grain weight. Stay-green lines lost 21% of their grain weight under heat, against 43% for the other lines. Leaf chlorophyll measured ten days after the heat treatment predicted grain weight with r = 0.81. Chlorophyll retention is therefore a cheap screening trait for heat tolerance.`,
  sections: [
    {
      heading: 'Why heat matters for wheat',
      text: `Wheat provides a fifth of the calories eaten by people. Temperatures above 30 °C during grain filling shorten the time in which grain can be filled. Climate models predict that such heat waves will become more frequent in the main growing regions. Breeding for heat tolerance is slow, because yield trials in the field depend on the weather of each year.`,
    },
    {
      heading: 'Plants, chambers and measurements',
      text: `Twelve spring wheat lines were grown in pots in two controlled growth chambers. Ten days after flowering, one chamber was set to 35 °C during the day while the other stayed at 25 °C. Chlorophyll content was measured with a handheld SPAD meter on the flag leaf every three days. Membrane damage was estimated from electrolyte leakage of leaf discs. Grain weight per spike was recorded at maturity for five spikes per plant.`,
    },
    {
      heading: 'Heat shortened grain filling in every line',
      text: `Heat reduced the grain weight per spike in all twelve lines, by 21% to 48% depending on the line. Stay-green lines lost 21% of their grain weight on average, while the other lines lost 43% (p < 0.001). Membrane damage rose by a factor of 2.3 in the susceptible lines but only by 1.4 in the stay-green lines.`,
    },
    {
      heading: 'Chlorophyll predicts grain weight',
      text: `Leaf chlorophyll ten days after the start of the heat treatment was strongly correlated with final grain weight (r = 0.81). The correlation was weaker when chlorophyll was measured at the start of the treatment (r = 0.35). A handheld meter measurement takes less than a minute per plant, so hundreds of lines can be screened in a day.`,
    },
    {
      heading: 'What this means for breeding',
      text: `Our results suggest that chlorophyll retention under heat is a reliable and cheap indicator of heat tolerance in wheat. Breeders could screen large populations in growth chambers before costly field trials. The trait should now be tested in field conditions with natural heat waves.`,
    },
    {
      heading: 'References',
      text: `Smith J, Jones K. Heat stress in wheat. Field Crops Research. 2019;12:1-10.`,
    },
  ],
  figures: [
    paperFigure('Figure 1', 'Chlorophyll content of stay-green and other lines over the heat treatment.'),
    paperFigure('Table 1', 'Grain weight loss per line under heat stress.'),
  ],
});

/** A Chinese networking paper. */
const CHINESE_PAPER = paper({
  language: 'zh',
  authors: ['张三', '李四'],
  title: '面向多模态网络的标识空间管控架构',
  abstract: `针对多模态网络中异构标识空间难以互通的问题，本文提出了一种集中式的标识空间管控架构。该架构在控制平面统一管理各类网络模态的标识，并根据业务需求选择合适的模态。原型系统的实验结果表明，模态切换时延低于20毫秒，转发性能比传统网关方案提高了35%。`,
  sections: [
    {
      heading: '0 引言',
      text: `随着互联网业务日益多元化，新型业务对网络的带宽、时延和可靠性提出了更高的要求[1-2]。然而，传统的IP网络体系结构难以同时满足这些差异化的需求。研究人员因此提出了多种新型网络体系，例如以内容为中心的网络和以身份为中心的网络。这些新型网络体系各自使用不同的标识空间，彼此之间难以直接互通。如何在同一物理网络中管理和切换多种标识空间，是多模态网络需要解决的关键问题。`,
    },
    {
      heading: '1 相关工作',
      text: `现有的异构标识互通方案主要包括基于协议转换的方案和基于覆盖网络的方案[3]。基于协议转换的方案需要部署专用的边界网关设备。基于覆盖网络的方案依赖于底层的IP网络，难以发挥新型网络的优势。`,
    },
    {
      heading: '2 管控架构设计',
      text: `本文提出的架构由数据平面、控制平面和应用平面三部分组成，如图1所示。控制平面中的模态管理模块负责维护各类标识空间的映射关系。当业务请求到达时，模态选择模块根据业务需求和网络状态选择最合适的网络模态。数据平面的可编程交换设备根据控制平面下发的转发表处理不同模态的数据分组。为了避免单点故障，控制平面采用分布式部署的管控实体。`,
    },
    {
      heading: '3 实验与分析',
      text: `我们基于可编程交换机搭建了包含六个节点的原型验证系统。实验结果表明，模态切换的平均时延为18毫秒，低于20毫秒的设计目标。与传统网关方案相比，本文架构的转发吞吐量提高了35%。在节点数量增加到六个时，控制平面的处理时延仅增加了4毫秒，表明该架构具有良好的可扩展性。`,
    },
    {
      heading: '4 结束语',
      text: `本文针对多模态网络中的异构标识空间管控问题，提出了一种集中式的管控架构。该架构实现了多种标识空间之间的互通和灵活切换。未来的工作将研究该架构在大规模网络中的部署方法和安全机制。`,
    },
  ],
  figures: [
    paperFigure('Figure 1', '多模态网络标识空间管控架构'),
    paperFigure('Table 1', '原型系统的实验结果对比'),
  ],
});

const WORDS_PER_BULLET = 12;

function expectSafePlan(plan: SlidesPlan, document: PaperDocument): void {
  const ids = document.figures.map((f) => f.id);
  const visuals = plan.map((s) => s.visual_identifier).filter((v) => v !== '');
  expect(new Set(visuals).size).toBe(visuals.length);
  for (const slide of plan) {
    expect(slide.slide_title.trim()).not.toBe('');
    expect(slide.bullet_points.length).toBeLessThanOrEqual(5);
    if (slide.visual_identifier !== '') expect(ids).toContain(slide.visual_identifier);
    for (const bullet of slide.bullet_points) {
      if (document.language === 'zh') expect(bullet.length).toBeLessThanOrEqual(30);
      else expect(countWords(bullet, 'en')).toBeLessThanOrEqual(WORDS_PER_BULLET);
    }
    expect(slide.voiceover_script).not.toMatch(
      /\[\d+(?:[-–,]\s*\d+)*\]|et al\.|\bFigs?\.|\be\.g\.|\bi\.e\.|\b[a-z]+- [a-z]+|\\[a-z]+|[{}$]/,
    );
  }
}

describe('planSlides with the extractive planner', () => {
  it('plans the requested number of slides, up to what the paper has to say', async () => {
    for (const slideCount of [3, 4, 5, 6, 7]) {
      const plan = await planSlides(CS_PAPER, { slideCount });
      expect(plan).toHaveLength(slideCount);
      expectSafePlan(plan, CS_PAPER);
    }
  });

  it('gives a paper too short for the slides asked for fewer, fuller slides, never fewer than its story', async () => {
    // A one-page paper has no eighth slide's worth of its own to say.
    const plan = await planSlides(CS_PAPER, { slideCount: 8 });
    expect(plan.length).toBeLessThan(8);
    expectSafePlan(plan, CS_PAPER);
    const thin = findSlideDefects(plan, 'en').filter(
      (d) => d.slide > 1 && (d.kind === 'bullet_count' || d.kind === 'script_length'),
    );
    expect(thin).toEqual([]);
    const short = paper({
      ...CS_PAPER,
      sections: CS_PAPER.sections.filter((s) => !/Ablation|Analysis/.test(s.heading)),
    });
    expect(await planSlides(short, { slideCount: 8 })).toHaveLength(5);
  });

  it('shows no bullet that is cut, points into the paper or keeps debris', async () => {
    for (const slideCount of [3, 5, 8]) {
      const plan = await planSlides(CS_PAPER, { slideCount });
      for (const bullet of plan.flatMap((slide) => slide.bullet_points))
        expect([bullet, bulletDefects(bullet, 'en')]).toEqual([bullet, []]);
    }
  });

  it('opens on a title slide naming the authors, venue and year and closes with where to read the paper', async () => {
    const alone = await planSlides({ ...CS_PAPER, authors: ['Ada Lovelace'] });
    expect(alone[0]?.bullet_points).toEqual(['A. Lovelace']);
    const many = await planSlides({
      ...CS_PAPER,
      authors: ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov'],
      venue: 'Interspeech',
      year: '2021',
      link: 'https://doi.org/10.21437/Interspeech.2021-1',
    });
    expect(many[0]?.bullet_points).toEqual(['A. Lovelace, A. Turing, … et al.', 'Interspeech · 2021']);
    expect(many.at(-1)?.bullet_points.at(-1)).toBe('Read the paper: doi.org/10.21437/Interspeech.2021-1');
    expect(findSlideDefects(many, 'en').filter((defect) => /^bullet \d/.test(defect.where))).toEqual([]);
  });

  it.each([
    'sroute: Sparse Routing Networks for Fast Speech Recognition',
    'Fast Speech Recognition with Sparse Routing in the R Package sroute',
    'Implementing Sparse Routing for Speech Recognition: The sroute Package',
    'sroute – An S4 Package for Sparse Routing in R',
    'sroute - Sparse routing for fast speech recognition',
    'Sparse Routing for Speech Recognition (sroute Package Ver. 0.9-7)',
    'The sroute software for sparse routing in speech recognition',
  ])(
    'names the method by the word before the title’s colon or dash or beside "package": %j',
    async (title) => {
      const named = (text: string): string => text.replace(/the Sparse Routing Network|our model/g, 'sroute');
      const document = {
        ...CS_PAPER,
        title,
        abstract: named(CS_PAPER.abstract),
        sections: CS_PAPER.sections.map((section) => ({ ...section, text: named(section.text) })),
      };
      const plan = await planSlides(document, { slideCount: 5 });
      const titles = plan.map((slide) => slide.slide_title).slice(1);
      expect(titles.some((slideTitle) => /\bsroute\b/.test(slideTitle))).toBe(true);
      expect(titles.join(' ')).not.toMatch(/Sroute|[Pp]ackage sroute|sroute [Pp]ackage/);
    },
  );

  it('names the subject by a name the title spells in capitals and the body goes on using', async () => {
    const named = (text: string): string => text.replace(/the Sparse Routing Network|our model/g, 'SROUTE');
    const document = {
      ...CS_PAPER,
      title: 'The SROUTE format (.srt files)',
      abstract: named(CS_PAPER.abstract),
      sections: CS_PAPER.sections.map((section) => ({ ...section, text: named(section.text) })),
    };
    const titles = (await planSlides(document, { slideCount: 5 })).map((slide) => slide.slide_title).slice(1);
    expect(titles).toContain('Takeaways on SROUTE');
  });

  it('names a reference manual by the acronym of the name before its kind', async () => {
    const named = (text: string): string => text.replace(/the Sparse Routing Network|our model/g, 'SRL');
    const document = {
      ...CS_PAPER,
      title: 'Score Routing Library Reference Manual',
      abstract: named(CS_PAPER.abstract),
      sections: CS_PAPER.sections.map((section) => ({ ...section, text: named(section.text) })),
    };
    const titles = (await planSlides(document, { slideCount: 5 })).map((slide) => slide.slide_title).slice(1);
    expect(titles).toContain('Takeaways on SRL');
  });

  it('never names the method by a word of the phrase around "package"', async () => {
    const plan = await planSlides(
      { ...CS_PAPER, title: 'A Sparse Routing Package for R' },
      { slideCount: 5 },
    );
    expect(plan.map((slide) => slide.slide_title).join(' | ')).not.toMatch(/\bfor(?::| \||$)/);
    const toolbox = await planSlides(
      { ...CS_PAPER, title: 'A Sparse Routing Toolbox for Speech Recognition' },
      { slideCount: 5 },
    );
    expect(toolbox.map((slide) => slide.slide_title).join(' | ')).not.toMatch(/\bRouting:/);
  });

  it("names a manual's slides by what its title says it documents", async () => {
    const renamed = (text: string): string =>
      text.replace(/the Sparse Routing Network|Sparse Routing Networks?/g, 'Routix');
    const manual = {
      ...CS_PAPER,
      title: 'Routix User’s Guide Under Development',
      abstract: renamed(CS_PAPER.abstract),
      sections: CS_PAPER.sections.map((s) => ({ ...s, text: renamed(s.text) })),
    };
    const plan = await planSlides(manual, { slideCount: 5 });
    const titles = plan.map((slide) => slide.slide_title);
    expect(titles.at(-1)).toBe('Takeaways on Routix');
    expect(titles).not.toContain('Conclusions');
    // The talk calls it what its title does, not a paper.
    expect(plan[0]?.voiceover_script).toMatch(
      /^This talk presents the Routix User’s Guide Under Development, by/,
    );
    expect(plan[1]?.voiceover_script).toMatch(/^First, what problem does the guide tackle\?/);
    // A manual titled only by its kind is about the name its text writes most.
    const kit = (text: string): string => text.replace(/Routix/g, 'RouteKit');
    const untitled = await planSlides(
      {
        ...manual,
        title: 'User manual',
        abstract: kit(manual.abstract),
        sections: manual.sections.map((s) => ({ ...s, text: kit(s.text) })),
      },
      { slideCount: 5 },
    );
    expect(untitled.map((slide) => slide.slide_title).at(-1)).toBe('Takeaways on RouteKit');
  });

  it('tells a vignette that states no problem from its method on, without a near-empty problem slide', async () => {
    const vignette = paper({
      title: 'Simulated Tempering with the temperr Package',
      abstract: '',
      sections: [
        {
          heading: '1 Introduction',
          text: 'Sampling a multimodal distribution with a plain Metropolis chain is difficult, because the chain rarely moves between its modes.',
        },
        {
          heading: '2 Setting up the chain',
          text: [
            'The function temperr runs a Markov chain whose state is a pair of an index and a point.',
            'Each component distribution is given by its unnormalized log density function.',
            'The user supplies the neighbour relation of the components as a logical matrix.',
            'Within-component updates use a normal random walk Metropolis proposal with a fixed scale.',
            'Jump updates propose a neighbouring component chosen uniformly at random.',
            'The combined update is a mixture of within-component updates and jump updates.',
          ].join(' '),
        },
        {
          heading: '2 Running the example',
          text: [
            'We run the chain for ten thousand iterations with the default scale of the proposal.',
            'The acceptance rate of the jump updates is about thirty percent in this example.',
            'The estimated normalizing constants are stored in the component named logz of the result.',
            'Serial tempering then visits every component about equally often in the second run.',
            'Parallel tempering needs no normalizing constants and is easier to set up.',
          ].join(' '),
        },
        {
          heading: '3 Choosing the constants',
          text: [
            'The constants are first set to zero for every component of the mixture.',
            'The function adjusts the constants after each run from the visit counts of the components.',
            'Three runs of a thousand iterations each bring the counts within ten percent of each other.',
            'The final run uses these constants and a longer chain of fifty thousand iterations.',
            'The output object keeps the batch means of every component for later analysis.',
          ].join(' '),
        },
      ],
    });
    const plan = await planSlides(vignette, { slideCount: 5 });
    const roles = plan.map((slide) => slide.voiceover_script.split('?')[0] ?? '');
    expect(roles.some((lead) => /what problem does/.test(lead))).toBe(false);
    expect(plan.length).toBeLessThan(5);
  });

  it('opens with the paper title and ends on its conclusions', async () => {
    const plan = await planSlides(CS_PAPER);
    expect(plan[0]?.slide_title).toBe(CS_PAPER.title);
    expect(plan[0]?.bullet_points[0]).toBe('A. Lovelace and A. Turing');
    expect(plan[0]?.voiceover_script).toContain(
      'This talk presents the paper Sparse Routing Networks for Fast Speech Recognition, by Ada Lovelace and Alan Turing.',
    );
    // The closing slide is named by what the paper is about, in the title's own words.
    expect(plan.at(-1)?.slide_title).toBe('Takeaways on sparse routing');
  });

  it("states the problem on the problem slide and leaves the paper's contribution to the method slide", async () => {
    const intro = CS_PAPER.sections[0];
    const claiming = paper({
      ...CS_PAPER,
      sections: [
        {
          heading: '1 Introduction',
          text: `${intro?.text ?? ''} To the best of our knowledge, the Sparse Routing Network is the first speech encoder that routes frames to experts.`,
        },
        ...CS_PAPER.sections.slice(1),
      ],
    });
    const plan = await planSlides(claiming, { slideCount: 5 });
    const problem = plan[1];
    expect(problem?.slide_title).toMatch(/^The problem/);
    expect(problem?.voiceover_script, problem?.voiceover_script).not.toMatch(/we introduce|is the first/);
    expect(findSlideDefects(plan, 'en').map((defect) => defect.kind)).not.toContain(
      'contribution_on_problem',
    );
  });

  it('shows a problem stated with an impersonal "it" ("It has not been possible to …") as a bullet', async () => {
    const intro = CS_PAPER.sections[0];
    const stated = paper({
      ...CS_PAPER,
      sections: [
        {
          heading: '1 Introduction',
          text: `${intro?.text.split('\n\n')[0] ?? ''} So far, however, it has not been possible to train sparse experts on streaming audio.`,
        },
        ...CS_PAPER.sections.slice(1),
      ],
    });
    const plan = await planSlides(stated, { slideCount: 5 });
    expect(plan[1]?.bullet_points).toContain(
      'It has not been possible to train sparse experts on streaming audio',
    );
  });

  it('writes scripts of 70 to 140 words in listener-friendly prose', async () => {
    const plan = await planSlides(CS_PAPER, { slideCount: 5 });
    for (const slide of plan) {
      const words = countWords(slide.voiceover_script, 'en');
      expect(words).toBeGreaterThanOrEqual(70);
      expect(words).toBeLessThanOrEqual(140);
    }
  });

  it('puts the measured numbers on the results slide', async () => {
    const plan = await planSlides(CS_PAPER, { slideCount: 5 });
    const results = plan.find((s) => s.slide_title.startsWith('Results'));
    expect(results?.voiceover_script).toMatch(/3\.57%/);
    expect(results?.bullet_points.join(' ')).toMatch(/\d/);
  });

  it("leads the results with the paper's headline, not a side experiment's bigger number", async () => {
    const withSide = paper({
      ...CS_PAPER,
      abstract: CS_PAPER.abstract.replace(
        'On the LibriSpeech',
        'Used as features, the routing decisions give a 28% relative improvement over the baseline on the CHiME-6 speaker diarisation benchmark. On the LibriSpeech',
      ),
    });
    const plan = await planSlides(withSide, { slideCount: 5 });
    const results = plan.find((s) => s.slide_title.startsWith('Results'));
    expect(results?.bullet_points[0]).toMatch(/3\.57%/);
    expect(results?.voiceover_script).toMatch(/^Now to the results\. The key result is that [^.]*3\.57%/);
  });

  it('shows no set-up as a bullet on the results and closing slides, though their scripts may say it', async () => {
    const setUp = 'We evaluate both encoders on the LibriSpeech clean and other test sets';
    const withSetUp = paper({
      ...CS_PAPER,
      sections: CS_PAPER.sections.map((section) =>
        section.heading === '4 Experiments'
          ? {
              ...section,
              text: `${setUp}, where the sparse encoder clearly outperforms the dense baseline on both sets.`,
            }
          : section,
      ),
    });
    const plan = await planSlides(withSetUp, { slideCount: 5 });
    const findings = plan.filter((s) => /^(?:Results|Takeaways)/.test(s.slide_title));
    expect(findings.map((s) => s.voiceover_script).join(' ')).toContain(setUp);
    expect(findings.flatMap((s) => s.bullet_points)).not.toContain(setUp);
  });

  it('shows the architecture figure with the method and the results table with the results', async () => {
    const plan = await planSlides(CS_PAPER, { slideCount: 5 });
    const method = plan[2];
    const results = plan[3];
    expect(method?.visual_identifier).toBe('Figure 1');
    expect(results?.visual_identifier).toBe('Table 1');
  });

  it('leaves out equations, acknowledgements and the outline paragraph', async () => {
    const plan = await planSlides(CS_PAPER, { slideCount: 8 });
    const all = plan.map((s) => `${s.voiceover_script} ${s.bullet_points.join(' ')}`).join(' ');
    expect(all).not.toMatch(/softmax\(|W_g|we thank|organized as follows|grant 12345/i);
  });

  it("draws the takeaway from the paper's own conclusion, not an appendix or what others found", async () => {
    const sections = CS_PAPER.sections.map((section) =>
      section.heading === '6 Conclusion'
        ? {
            ...section,
            text: `Sparse routing has also been shown to halve the energy use of large language models. ${section.text}`,
          }
        : section,
    );
    const withAppendix = paper({
      ...CS_PAPER,
      sections: [
        ...sections,
        {
          heading: 'A. Streaming Localization',
          text: 'Our streaming localization variant significantly reduces the latency to 35 milliseconds. The localization error of the streaming variant is 14.4% on the held-out set. We adopt a beam of eight hypotheses as the decoding method.',
        },
      ],
    });
    const plan = await planSlides(withAppendix, { slideCount: 5 });
    const said = plan.map((slide) => `${slide.bullet_points.join(' ')} ${slide.voiceover_script}`).join(' ');
    expect(said).not.toMatch(/streaming localization|localization error|beam of eight/i);
    expect(plan.at(-1)?.voiceover_script).not.toMatch(/has also been shown/);
  });

  it('closes a paper without a conclusion on its findings, not on how the study was done', async () => {
    const truncated = paper({
      ...CS_PAPER,
      sections: CS_PAPER.sections.filter((section) => !/Conclusion|Acknowledgements/.test(section.heading)),
    });
    const plan = await planSlides(truncated, { slideCount: 5 });
    const last = plan.at(-1);
    expect(`${last?.bullet_points.join(' ')} ${last?.voiceover_script}`).not.toMatch(
      /we evaluate|results are reported as|we train/i,
    );
  });

  it("closes a paper without a conclusion on the abstract's findings, which the opening leaves to it", async () => {
    const truncated = paper({
      ...CS_PAPER,
      sections: CS_PAPER.sections.filter((section) => !/Conclusion|Analysis/.test(section.heading)),
    });
    const plan = await planSlides(truncated, { slideCount: 5 });
    expect(plan.at(-1)?.voiceover_script).toMatch(/routing decisions are interpretable/);
    expect(plan[0]?.voiceover_script).not.toMatch(/routing decisions are interpretable/);
  });

  it('tells the findings and the takeaway of a short note on one slide when the closing slide would be nearly empty', async () => {
    const note = paper({
      title: 'Phytochemical investigations of Salix alba bark',
      pageCount: 4,
      pagesRead: 4,
      abstract:
        'Salicin (1), saligenin (2) and catechin (3) were isolated from the ethyl acetate fraction of a methanol extract of the bark of Salix alba. The extracts were subjected to antimicrobial screening and a brine shrimp lethality bioassay.',
      sections: [
        {
          heading: 'Introduction',
          text: 'Salix alba is a tall tree that grows along rivers across Europe. Its bark has long been used against fever and pain. The genus Salix is reported to have analgesic, antipyretic and anti-inflammatory activities.',
        },
        {
          heading: 'Materials and methods',
          text: 'Bark of S. alba was collected from the banks of the Danube in May 2008 and dried. The dried bark was ground and extracted with methanol for seven days. The extract was fractionated by the modified Kupchan method into four soluble fractions. The ethyl acetate fraction was separated by column chromatography over silica gel.',
        },
        {
          heading: 'Results and discussion',
          text: 'The ethyl acetate fraction showed significant cytotoxicity in the brine shrimp lethality bioassay. None of the fractions inhibited the growth of the tested bacteria. The cytotoxicity of the fractions was significant compared with the positive control vincristine sulphate.',
        },
      ],
    });
    const plan = await planSlides(note, { slideCount: 5 });
    expect(plan).toHaveLength(4);
    const last = plan.at(-1);
    expect(last?.bullet_points.length).toBeGreaterThanOrEqual(3);
    expect(last?.bullet_points.join(' ')).toMatch(/Salicin, saligenin and catechin were isolated/);
    expect(last?.voiceover_script).toMatch(/cytotoxicity/);
  });

  it('opens on the title even when the document has a single sentence, from its conclusion', async () => {
    const sheet = paper({
      title: 'Diagrams for the Partition of Variation',
      abstract: '',
      sections: [
        {
          heading: 'Conclusions',
          text: 'The fractions of variation that lie outside the overlap of the explanatory tables cannot be tested singly.',
        },
      ],
    });
    const plan = await planSlides(sheet, { slideCount: 5 });
    expect(plan).toHaveLength(1);
    expect(plan[0]?.slide_title).toBe('Diagrams for the Partition of Variation');
    expect(plan[0]?.voiceover_script).toMatch(
      /^This talk presents the paper Diagrams for the Partition of Variation/,
    );
    expect(plan[0]?.voiceover_script).toMatch(/cannot be tested singly/);
  });

  it('is deterministic: the same paper gives the same plan', async () => {
    const first = await planSlides(CS_PAPER, { slideCount: 7 });
    const second = await planSlides(structuredClone(CS_PAPER), { slideCount: 7 });
    expect(second).toEqual(first);
  });

  it('plans a paper with statement headings by position and keeps its numbers', async () => {
    const plan = await planSlides(BIOLOGY_PAPER, { slideCount: 5 });
    expect(plan).toHaveLength(5);
    expectSafePlan(plan, BIOLOGY_PAPER);
    const results = plan.find((s) => s.slide_title.startsWith('Results'));
    expect(results?.voiceover_script).toMatch(/21%|0\.81/);
    expect(plan.map((s) => s.voiceover_script).join(' ')).not.toContain('Field Crops Research');
    for (const slide of plan) expect(countWords(slide.voiceover_script, 'en')).toBeLessThanOrEqual(140);
  });

  it('plans a Chinese paper in Chinese, without English template phrases', async () => {
    const plan = await planSlides(CHINESE_PAPER, { slideCount: 4 });
    expect(plan).toHaveLength(4);
    expectSafePlan(plan, CHINESE_PAPER);
    expect(plan[0]?.voiceover_script).toMatch(
      /^本报告介绍论文《面向多模态网络的标识空间管控架构》，作者是张三和李四。/,
    );
    for (const slide of plan) {
      expect(slide.voiceover_script).not.toMatch(
        /\b(?:This talk|First|Next|In addition|Finally|The key result)\b/,
      );
      expect(slide.voiceover_script).not.toMatch(/\[\d/);
      expect(countWords(slide.voiceover_script, 'zh')).toBeLessThanOrEqual(300);
    }
    // Four slides: the problem gets its own slide, and the last tells the results and the takeaway.
    expect(plan[1]?.slide_title).toBe('研究问题');
    expect(plan.at(-1)?.slide_title).toBe('结果与结论');
    expect(plan.at(-1)?.voiceover_script).toMatch(/35%|18毫秒/);
  });

  it("falls back to English phrases around the paper's own sentences for a language without its own", async () => {
    const plan = await planSlides({ ...BIOLOGY_PAPER, language: 'ru' }, { slideCount: 3 });
    expect(plan[0]?.voiceover_script).toMatch(/^This talk presents the paper/);
  });

  it('tells a Spanish paper’s talk in Spanish: its lead-ins, titles and bullets', async () => {
    const spanish = paper({
      title: 'Riego por goteo en cultivos de tomate',
      language: 'es',
      abstract:
        'El riego por goteo reduce el consumo de agua en los cultivos de tomate. Sin embargo, su efecto sobre el rendimiento en climas secos no se conoce bien.',
      sections: [
        {
          heading: '1. Introducción',
          text: 'La escasez de agua limita la producción agrícola en muchas regiones del sur de Europa. Los agricultores necesitan métodos de riego que ahorren agua sin reducir la cosecha, etc. El problema es que los estudios anteriores se hicieron en climas húmedos y con pocas parcelas.',
        },
        {
          heading: '2. Diseño del ensayo',
          text: 'Comparamos el riego por goteo con el riego por surcos en cuarenta parcelas durante tres temporadas. Cada parcela recibió la misma cantidad de fertilizante y se cosechó a mano. El consumo de agua se midió con caudalímetros instalados en cada línea de riego, que registraban el volumen cada hora durante toda la temporada de cultivo.',
        },
        {
          heading: '3. Resultados',
          text: 'El riego por goteo redujo el consumo de agua en un 38 % sin pérdida de rendimiento. El rendimiento medio fue de 71 toneladas por hectárea con goteo y de 69 con surcos. La calidad de los frutos también mejoró de forma significativa en las parcelas con goteo.',
        },
        {
          heading: '4. Conclusiones',
          text: 'El riego por goteo es una opción eficaz para los cultivos de tomate en climas secos. Recomendamos extender su uso a otras hortalizas de la región.',
        },
      ],
    });
    const plan = await planSlides(spanish, { slideCount: 5 });
    const scripts = plan.map((slide) => slide.voiceover_script);
    expect(scripts[0]).toMatch(
      /^Esta charla presenta el artículo «Riego por goteo en cultivos de tomate», de Ada Lovelace y Alan Turing\./,
    );
    expect(scripts.join(' ')).toMatch(/Pasemos a los resultados\.|Por último, los resultados/);
    // No English around the paper's Spanish.
    expect(scripts.join(' ')).not.toMatch(/\b(?:This talk|In addition|and so on|The key result|Finally)\b/);
    for (const slide of plan.slice(1)) {
      expect(slide.slide_title).not.toMatch(/^(?:The problem|Approach|Results for|Takeaways on)\b/);
      for (const bullet of slide.bullet_points)
        expect(bullet).not.toMatch(/\s(?:de|que|el|la|en|y|con|por)$/);
    }
  });

  it('reports progress and stops when cancelled', async () => {
    const seen: number[] = [];
    await planSlides(CS_PAPER, { onProgress: ({ done }) => seen.push(done) });
    expect(seen).toEqual([0, 1, 2]);
    const controller = new AbortController();
    controller.abort();
    await expect(planSlides(CS_PAPER, { signal: controller.signal })).rejects.toMatchObject({
      code: 'cancelled',
    });
  });

  it('explains a paper without usable sentences', async () => {
    const empty = paper({
      title: 'x',
      abstract: '',
      sections: [{ heading: 'Formulas', text: 'x = y + z.' }],
    });
    await expect(planSlides(empty)).rejects.toMatchObject({ code: 'no_text' });
  });
});

describe('planSlides options', () => {
  const neverCalled: SlidePlanner = {
    name: 'never',
    plan: () => Promise.reject(new Error('the planner must not run for bad options')),
  };

  it.each([2, 9, 4.5, Number.NaN])(
    'rejects a slide count of %s with a sentence naming the range',
    async (slideCount) => {
      const error: unknown = await planSlides(CS_PAPER, { slideCount, planner: neverCalled }).catch(
        (e: unknown) => e,
      );
      expect(isPipelineError(error) && error.code).toBe('invalid_option');
      expect((error as Error).message).toBe('The number of slides must be a whole number from 3 to 8.');
    },
  );

  it('rejects an unknown voice before planning', async () => {
    // A voice id from an untyped caller (a JSON request) that the type system cannot check.
    const voice = 'robot' as unknown as 'sully';
    await expect(planSlides(CS_PAPER, { voice, planner: neverCalled })).rejects.toMatchObject({
      code: 'invalid_option',
      message: expect.stringContaining('Unknown voice "robot"') as unknown,
    });
  });

  it('passes the resolved defaults to the planner', async () => {
    let seen: { slideCount: number; voice: string } | undefined;
    const spy: SlidePlanner = {
      name: 'spy',
      plan: async (request) => {
        seen = { slideCount: request.slideCount, voice: request.voice };
        return createExtractivePlanner().plan(request);
      },
    };
    await planSlides(CS_PAPER, { planner: spy });
    expect(seen).toEqual({ slideCount: 5, voice: 'sully' });
  });
});

describe('planSlides post-check of a misbehaving planner', () => {
  const LONG_BULLETS = [
    'The sparse routing network reduces the word error rate on the clean test set by a large margin.',
    'Pretraining on unlabelled audio helps most when fewer than ten hours of transcribed speech are available.',
    'Dropping the language model costs about two points of accuracy on the noisy evaluation recordings.',
    'Training takes three days on eight accelerators, roughly half the time of the strongest baseline system.',
    'Errors concentrate on rare proper names, which the tokenizer splits into many short subword pieces.',
    'A smaller variant with a quarter of the parameters keeps most of the gain at far lower serving cost.',
    'Human listeners preferred the new transcripts in most pairwise comparisons against the reference output.',
    'Longer context windows beyond thirty seconds bring no further improvement on any of the benchmarks.',
    'Results on the accented speech subset lag behind, suggesting that more diverse training data is needed.',
  ];
  const sloppy: SlidePlanner = {
    name: 'sloppy',
    plan: () =>
      Promise.resolve(
        Array.from({ length: 9 }, (_, i) => ({
          slide_title: i === 1 ? '   ' : `Slide about part ${i + 1}`,
          visual_identifier:
            ['Fig. 1', 'figure 7', 'fig 1', 'TABLE 1', '', 'Figure 2a', 'the chart', '图2', 'Table 3'][i] ??
            '',
          bullet_points: LONG_BULLETS.slice(0, i === 3 ? 9 : 3),
          voiceover_script:
            i === 2 ? '' : `As shown by Smith et al. [4, 5], the model works, e.g. on speech (see Fig. 2).`,
        })),
      ),
  };

  it('cuts the plan to the requested count, keeping the last slide', async () => {
    const plan = await planSlides(CS_PAPER, { slideCount: 5, planner: sloppy });
    expect(plan).toHaveLength(5);
    expect(plan.at(-1)?.slide_title).toBe('Slide about part 9');
  });

  it('keeps only figures that exist, in canonical form, each once', async () => {
    const plan = await planSlides(CS_PAPER, { slideCount: 8, planner: sloppy });
    expect(plan.map((s) => s.visual_identifier)).toEqual([
      'Figure 1',
      '',
      '',
      'Table 1',
      '',
      'Figure 2',
      '',
      'Table 3',
    ]);
  });

  it('trims bullets to five short ones and fills a missing title and script', async () => {
    const plan = await planSlides(CS_PAPER, { slideCount: 8, planner: sloppy });
    expect(plan[3]?.bullet_points.length).toBe(5);
    for (const bullet of plan.slice(1).flatMap((s) => s.bullet_points)) {
      expect(countWords(bullet, 'en')).toBeLessThanOrEqual(12);
      expect(bullet).not.toMatch(/\b(?:the|of|by|a|on)$/);
    }
    expect(plan[1]?.slide_title).not.toBe('');
    expect(plan[2]?.voiceover_script).toMatch(/^Slide about part 3\. /);
    expect(plan[0]?.voiceover_script).toBe(
      'As shown by Smith and colleagues, the model works, for example, on speech.',
    );
  });

  it('keeps one of two bullets that say the same thing in nearly the same words', async () => {
    const repetitive: SlidePlanner = {
      name: 'repetitive',
      plan: () =>
        Promise.resolve(
          Array.from({ length: 3 }, (_, i) => ({
            slide_title: `Part ${i + 1}`,
            visual_identifier: '',
            bullet_points: [
              'They could serve as potential biomarkers for breeding',
              'They could also serve as potential biomarkers for breeding',
              'Heat stress lowers grain weight',
            ],
            voiceover_script: 'A script.',
          })),
        ),
    };
    const plan = await planSlides(CS_PAPER, { slideCount: 3, planner: repetitive });
    expect(plan[1]?.bullet_points).toEqual([
      'They could serve as potential biomarkers for breeding',
      'Heat stress lowers grain weight',
    ]);
  });

  it("frames any planner's talk: its title slide names the authors, venue and year, its last slide ends on the link", async () => {
    const model: SlidePlanner = {
      name: 'model',
      plan: () =>
        Promise.resolve(
          ['Sparse routing', 'Routing tokens', 'Faster decoding'].map((title) => ({
            slide_title: title,
            visual_identifier: '',
            bullet_points: [
              'Routing halves the compute',
              'Accuracy stays the same',
              'Decoding runs twice as fast',
            ],
            voiceover_script: 'A script about sparse routing.',
          })),
        ),
    };
    const paper = {
      ...CS_PAPER,
      venue: 'Interspeech 2021',
      year: '2021',
      link: 'https://www.isca-speech.org/archive/interspeech_2021/x.html',
    };
    const plan = await planSlides(paper, { slideCount: 3, planner: model });
    expect(plan[0]?.bullet_points).toEqual(['A. Lovelace and A. Turing', 'Interspeech 2021']);
    expect(plan[1]?.bullet_points).toHaveLength(3);
    expect(plan[2]?.bullet_points).toEqual([
      'Routing halves the compute',
      'Accuracy stays the same',
      'Decoding runs twice as fast',
      'Read the paper: www.isca-speech.org/archive/interspeech_2021/x.html',
    ]);
  });

  it('rejects output that is not a list of slides', async () => {
    const broken: SlidePlanner = {
      name: 'broken',
      plan: () => Promise.resolve({ slides: [] } as unknown as SlidesPlan),
    };
    await expect(planSlides(CS_PAPER, { planner: broken })).rejects.toMatchObject({ code: 'invalid_plan' });
    const blank: SlidePlanner = {
      name: 'blank',
      plan: () =>
        Promise.resolve([
          { slide_title: '', visual_identifier: '', bullet_points: [], voiceover_script: '' },
        ]),
    };
    await expect(planSlides(CS_PAPER, { planner: blank })).rejects.toMatchObject({ code: 'invalid_plan' });
  });
});
